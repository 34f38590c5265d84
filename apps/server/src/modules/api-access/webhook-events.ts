import type { WebhookEventType } from '@host-portal/contracts/api-access';
import type { HappenedEvent, NotificationHooks, StayFacts } from '../notifications/notifications.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** A stay as its webhook events carry it: the facts the feed heard, and the rest when known. */
function reservationData(s: StayFacts, what: Exclude<HappenedEvent['what'], 'raised'>) {
  const extra = s as StayFacts & Partial<{ status: string; guests: number; total: number; currency: string }>;
  // the feed hears of a confirmation or cancellation with the row as it was before: say what it is now
  const status = what === 'stayConfirmed' ? 'CONFIRMED' : what === 'stayCancelled' ? undefined : extra.status;
  return {
    reservation: {
      id: s.id,
      kind: s.kind,
      ...(status ? { status } : {}),
      unitId: s.unitId,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      guestName: s.guestName,
      ...(extra.guests !== undefined ? { guests: extra.guests } : {}),
      ...(extra.total !== undefined && extra.currency
        ? { total: extra.total, currency: extra.currency }
        : {}),
    },
  };
}

/**
 * Which webhook event a thing the notification feed heard is (ADR 0042), or null:
 * - booking.created: an instant booking, or a request the host confirmed (its new booking);
 * - request.received: a booking request or an inquiry from a guest;
 * - booking.changed: an inquiry confirmed, or a booking that moved on (completed, reviews);
 * - booking.cancelled: a booking cancelled, or a request withdrawn or expired (`kind` says which);
 * - message.received: a guest's message; review.received: a guest's review.
 */
export function webhookEventOf(
  e: HappenedEvent,
): { hostId: string; type: WebhookEventType; data: Record<string, unknown> } | null {
  if (e.what === 'raised') {
    const type =
      e.event.type === 'newMessage'
        ? 'message.received'
        : e.event.type === 'newReview'
          ? 'review.received'
          : null;
    if (!type) return null;
    return { hostId: e.event.hostId, type, data: e.event.about ?? { unitId: e.event.unitId } };
  }
  const s = e.stay;
  const type: WebhookEventType =
    e.what === 'stayCreated'
      ? s.kind === 'booking'
        ? 'booking.created'
        : 'request.received'
      : e.what === 'stayConfirmed'
        ? s.kind === 'booking'
          ? 'booking.created'
          : 'booking.changed'
        : e.what === 'stayCancelled'
          ? 'booking.cancelled'
          : 'booking.changed';
  return { hostId: s.hostId, type, data: reservationData(s, e.what) };
}

/** The notification feed's hook that queues webhook events (wired in services.ts). */
export function webhookHooks(webhooks: WebhooksService): NotificationHooks {
  return {
    async happened(e, ctx) {
      const event = webhookEventOf(e);
      if (event) await webhooks.emit(event.hostId, event.type, event.data, ctx);
    },
  };
}
