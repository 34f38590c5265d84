import type { ChatChannel } from '@host-portal/contracts/messaging';
import type { Locale } from '@host-portal/i18n';

/** The reservation kind of a conversation, as the status translations name it. */
const KIND = { booking: 'booking', bookingRequest: 'booking_request', bookingInquiry: 'inquiry' } as const;

/** The translation key of a stay's status (the host's words: Pending, Confirmed, Withdrawn…). */
export function stayStatusKey(channel: ChatChannel): string | null {
  if (!channel.stay || !channel.conversationType) return null;
  return `reservations.status.${KIND[channel.conversationType]}.${channel.stay.status}`;
}

const WAITING = new Set(['REQUESTED', 'ACTION_NEEDED']);
const ENDED = new Set(['REJECTED', 'EXPIRED', 'EXPIRED_CHECKOUT', 'CANCELLED']);

export function stayStatusColor(status: string): string {
  if (WAITING.has(status)) return 'orange';
  if (ENDED.has(status)) return 'gray';
  if (status === 'CONFIRMED') return 'green';
  return 'blue';
}

/** A booking request the host has not answered: the guest may withdraw it. */
export const canWithdraw = (channel: ChatChannel) =>
  channel.conversationType === 'bookingRequest' && channel.stay?.status === 'REQUESTED';

/** Statuses of a stay after check-out: its review state is worth asking for (issue 10). */
const AFTER_STAY = new Set(['COMPLETED', 'IN_REVIEW_COLLECTION', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED']);

/**
 * Whether a stay may have a review to write or to show: a booking or an inquiry (a confirmed
 * request is a booking) whose check-out has come. `today` is the UTC day (YYYY-MM-DD).
 */
export function mayReview(channel: ChatChannel, today: string): boolean {
  if (!channel.reservationId || !channel.stay || channel.conversationType === 'bookingRequest') return false;
  const { status, checkOut } = channel.stay;
  return AFTER_STAY.has(status) || (status === 'CONFIRMED' && checkOut <= today);
}

/**
 * The chat's address, opening one conversation when known, and (`review`, a reservation id) the
 * review form of that stay: the "how was your stay" e-mail's link goes through the login to it.
 */
export const guestChatPath = (base: string, channelId?: string | null, review?: string | null) => {
  const query = new URLSearchParams();
  if (channelId) query.set('channel', channelId);
  if (review) query.set('review', review);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
};

/** Why the guest is asked for a new link (each has a title and a text: guest.newLink.<reason>.*). */
export const NEW_LINK_REASONS = [
  'expired',
  'used',
  'invalid',
  'sessionEnded',
  'signedOut',
  'noLink',
] as const;
export type NewLinkReason = (typeof NEW_LINK_REASONS)[number];

/**
 * The portal locale for the language a guest gave with their stay (`de` → de_DE, `de-CH` → de_CH,
 * `en` → en_US), among the locales the domain offers; null when none fits.
 */
export function guestLocaleOf(language: string, available: readonly Locale[]): Locale | null {
  const [lang = '', region] = language.split(/[-_]/);
  const offered = (l: string): l is Locale => (available as readonly string[]).includes(l);
  const exact = region ? `${lang.toLowerCase()}_${region.toUpperCase()}` : '';
  if (offered(exact)) return exact;
  const home = lang === 'en' ? 'en_US' : `${lang.toLowerCase()}_${lang.toUpperCase()}`;
  if (offered(home)) return home;
  return available.find((l) => l.startsWith(`${lang.toLowerCase()}_`)) ?? null;
}
