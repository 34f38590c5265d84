import type { ChatChannel, ChatMessage, SavedReply } from '@host-portal/contracts/messaging';

export const CHANNEL_ID = '3c9d1e2f-4a5b-4c6d-8e7f-9a0b1c2d3e41';
export const OTHER_CHANNEL_ID = '4d0e2f3a-5b6c-4d7e-9f80-ab1c2d3e4f52';
export const RESERVATION_ID = '6f1c2a4e-8b0d-4c1e-9a57-3d2b1c0e9f11';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const channel = (over: Partial<ChatChannel> = {}): ChatChannel => ({
  id: CHANNEL_ID,
  type: 'messaging',
  conversationType: 'booking',
  reservationId: RESERVATION_ID,
  bookingCode: 'HP-6F1C2A4E',
  unitId: '9c4f5d7b-1e3a-4f4b-8d8a-6a5e4f3b2c44',
  unitTitle: 'Seaside flat',
  title: 'Anna Berg',
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
    status: 'CONFIRMED',
    guestLanguage: 'de_DE',
  },
  canWrite: true,
  doorCode: null,
  guestEmail: null,
  placeholders: { guestFirstName: 'Anna', unitTitle: 'Seaside flat', checkIn: '1. Juli 2031' },
  createdAt: '2031-06-01T10:00:00.000Z',
  ...over,
});

let ids = 0;
/** A message of `seq`; ids follow the seq so the same seq is the same message. */
export const message = (seq: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  channelId: CHANNEL_ID,
  seq,
  sender: 'guest',
  senderName: 'Anna Berg',
  body: `Message ${seq}`,
  clientId: null,
  attachment: null,
  createdAt: new Date(Date.now() - (100 - seq) * 60_000).toISOString(),
  ...over,
});
export const uniqueId = () => `00000000-0000-4000-9000-${String(++ids).padStart(12, '0')}`;

export const channelsPage = (items: ChatChannel[], unreadChannels = 0, page = 1, pages = 1) => ({
  items,
  pagination: { current: page, limit: 30, total: items.length, pages },
  unreadChannels,
});

export const savedReply = (over: Partial<SavedReply> = {}): SavedReply => ({
  id: '5e1f3a4b-6c7d-4e8f-a091-bc2d3e4f5a63',
  title: 'Welcome',
  language: 'en_US',
  body: 'Hello {{guestFirstName}}, welcome to {{unitTitle}}!',
  updatedAt: '2031-06-01T10:00:00.000Z',
  ...over,
});
