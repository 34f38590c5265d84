import type { ApiKeyScope, WebhookEventType } from '@host-portal/contracts/api-access';

/** Translation keys of the scopes and events (their names hold `:` and `.`). */
export const SCOPE_LABEL: Record<ApiKeyScope, string> = {
  read: 'apiAccess.scope.read',
  'reservations:write': 'apiAccess.scope.reservationsWrite',
  'calendar:write': 'apiAccess.scope.calendarWrite',
};
export const SCOPE_HINT: Record<ApiKeyScope, string> = {
  read: 'apiAccess.scope.readHint',
  'reservations:write': 'apiAccess.scope.reservationsWriteHint',
  'calendar:write': 'apiAccess.scope.calendarWriteHint',
};
export const EVENT_LABEL: Record<WebhookEventType, string> = {
  'booking.created': 'apiAccess.event.bookingCreated',
  'booking.changed': 'apiAccess.event.bookingChanged',
  'booking.cancelled': 'apiAccess.event.bookingCancelled',
  'request.received': 'apiAccess.event.requestReceived',
  'message.received': 'apiAccess.event.messageReceived',
  'review.received': 'apiAccess.event.reviewReceived',
};
