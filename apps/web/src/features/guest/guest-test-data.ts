import type { ChatChannel } from '@host-portal/contracts/messaging';

/** A JSON answer, or a problem+json one when `status` is an error. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

export const problem = (status: number, code: string, detail = 'Problem') =>
  json({ type: `about:blank#${code}`, title: 'Error', status, detail, code }, status);

/** A login token as the e-mails carry it (43 characters, base64url); `n` makes each test's own. */
export const loginToken = (n: number) => `${'t'.repeat(40)}${String(n).padStart(3, '0')}`;

/** A guest's stay as their chat lists it: a booking whose check-out has passed (issue 10). */
export const RESERVATION_ID = '6f1c2a4e-3b5d-4c7e-9f80-1a2b3c4d5e61';
export const guestChannel = (over: Partial<ChatChannel> = {}): ChatChannel => ({
  id: '3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e41',
  type: 'messaging',
  conversationType: 'booking',
  reservationId: RESERVATION_ID,
  bookingCode: 'HP-6F1C2A4E',
  unitId: '9c4f5d7b-1e3a-4f4b-8d8a-6a5e4f3b2c44',
  unitTitle: 'Seaside flat',
  title: 'Hana Host',
  members: [
    { role: 'host', name: 'Hana Host' },
    { role: 'guest', name: 'Anna Berg' },
  ],
  archived: false,
  favorited: false,
  unreadCount: 0,
  lastMessage: null,
  hostReadSeq: 0,
  guestReadSeq: 0,
  stay: {
    checkIn: '2031-07-01',
    checkOut: '2031-07-05',
    guests: 2,
    status: 'IN_REVIEW_COLLECTION',
    guestLanguage: 'en',
  },
  canWrite: true,
  doorCode: null,
  guestEmail: null,
  placeholders: null,
  createdAt: '2031-06-01T10:00:00.000Z',
  ...over,
});
