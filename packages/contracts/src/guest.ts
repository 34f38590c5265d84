import { z } from 'zod';
import { channelSchema } from './messaging.ts';

/**
 * Guests (issue 9, 001 sections 2, 4 and 9): a guest has no account; they are their e-mail address.
 * Every e-mail about their stay carries a one-time login link (`/guest/login?token=…`) that is
 * exchanged for a session held in the `guest_token` cookie; with it they read their stays and write
 * to their hosts under `/api/guest`.
 */
export const GUEST_AUTH_RULES = {
  /** 001 section 9: the guest_token cookie lives 86400 s; the session as long */
  sessionTtlSeconds: 86_400,
  /**
   * A login link works this long after it was sent. Long enough that a guest who reads the e-mail
   * about their request or booking some days later gets straight in; short enough that an old
   * e-mail (forwarded, or read later by someone with the mailbox) no longer opens the chat. A dead
   * link costs one click: its page sends a fresh one to the same address.
   */
  linkTtlDays: 7,
  /** at most this many login links go to one address per hour, whoever asks (no mail bombing) */
  linksPerEmailPerHour: 5,
  cookieName: 'guest_token',
} as const;

/** A login link's token or a session token: 32 random bytes, base64url (43 characters). */
const tokenSchema = z
  .string()
  .min(40)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'A login token');

/** POST /api/public/guest/login */
export const guestLoginSchema = z.object({ token: tokenSchema });
export const guestLoginResponseSchema = z
  .object({
    /** the conversation the link was sent about (open it first), when there is one */
    channelId: z.uuid().nullable(),
  })
  .meta({ id: 'GuestLogin' });
export type GuestLoginResponse = z.infer<typeof guestLoginResponseSchema>;

/**
 * POST /api/public/guest/login-link: a fresh link to an address, or to the address a dead link
 * was sent to. Always 202: whether an address has stays is never told.
 */
export const guestLoginLinkSchema = z.union([
  z.object({ email: z.email().max(254) }),
  z.object({ token: tokenSchema }),
]);
export type GuestLoginLinkRequest = z.infer<typeof guestLoginLinkSchema>;
export const guestAcceptedSchema = z.object({ accepted: z.literal(true) }).meta({ id: 'GuestAccepted' });

/** GET /api/guest/me */
export const guestMeSchema = z
  .object({
    email: z.string(),
    /** the name given with the guest's newest stay */
    name: z.string(),
  })
  .meta({ id: 'GuestMe' });
export type GuestMe = z.infer<typeof guestMeSchema>;

/** GET /api/guest/channels: the guest's conversations, one per stay (their unread counts). */
export const guestChannelsSchema = z.object({ items: z.array(channelSchema) }).meta({ id: 'GuestChannels' });
export type GuestChannels = z.infer<typeof guestChannelsSchema>;

/** POST /api/guest/reservations/{reservationId}/cancel */
export const guestReservationParamsSchema = z.object({ reservationId: z.uuid() });
export const guestCancelledSchema = z
  .object({ id: z.uuid(), kind: z.literal('booking_request'), status: z.literal('CANCELLED') })
  .meta({ id: 'GuestCancelled' });
export type GuestCancelled = z.infer<typeof guestCancelledSchema>;
