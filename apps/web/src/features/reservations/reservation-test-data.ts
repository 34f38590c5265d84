import type {
  Booking,
  BookingRequest,
  Inquiry,
  ReservationListItem,
} from '@host-portal/contracts/reservations';

/** Data for the reservations tests (no test runner imports: shared by several test files). */
export const REQUEST_ID = '6f1c2a4e-8b0d-4c1e-9a57-3d2b1c0e9f11';
export const BOOKING_ID = '7a2d3b5f-9c1e-4d2f-8b68-4e3c2d1f0a22';
export const INQUIRY_ID = '8b3e4c6a-0d2f-4e3a-9c79-5f4d3e2a1b33';
const UNIT = {
  publicId: '9c4f5d7b-1e3a-4f4b-8d8a-6a5e4f3b2c44',
  propertyId: 'ad5a6e8c-2f4b-4a5c-9e9b-7b6f5a4c3d55',
  title: 'Sea view flat',
  thumbnail: null,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

export const page = (items: unknown[]) =>
  json({ items, pagination: { current: 1, limit: 20, total: items.length, pages: 1 } });

export const problem = (status: number, code: string, detail: string, invalidParams: unknown[] = []) =>
  json({ type: 'about:blank', title: 'Conflict', status, detail, code, invalidParams }, status);

export const listItem = (over: Partial<ReservationListItem> = {}): ReservationListItem => ({
  id: BOOKING_ID,
  kind: 'booking',
  status: 'CONFIRMED',
  checkIn: '2031-06-12',
  checkOut: '2031-06-15',
  nights: 3,
  guests: 2,
  guestName: 'Ana Horvat',
  total: 45000,
  currency: 'EUR',
  propertyUnitSummary: UNIT,
  createdAt: '2031-05-01T10:00:00.000Z',
  respondBy: null,
  cancelledBy: null,
  match: null,
  ...over,
});

const core = {
  checkIn: '2031-06-12',
  checkOut: '2031-06-15',
  nights: 3,
  guests: 2,
  customer: { name: 'Ana Horvat', email: 'ana@example.com', phoneNumber: '+385 91 234 5678', language: 'hr' },
  message: 'We arrive late in the evening.',
  propertyUnitSummary: UNIT,
  quote: {
    currency: 'EUR',
    checkIn: '2031-06-12',
    checkOut: '2031-06-15',
    nights: 3,
    guests: 2,
    lines: [
      { kind: 'nights' as const, nights: 3, nightlyPrice: 15000, season: 'Summer', amount: 45000 },
      { kind: 'los_discount' as const, percent: 10, amount: -4500 },
    ],
    total: 40500,
    paymentOption: 'online_30_70_split' as const,
    paymentSchedule: [
      { due: 'at_booking' as const, date: null, percent: 30, amount: 12150 },
      { due: 'on_date' as const, date: '2031-05-29', percent: 70, amount: 28350 },
    ],
  },
  createdAt: '2031-05-01T10:00:00.000Z',
  history: [{ status: 'REQUESTED', at: '2031-05-01T10:00:00.000Z', by: 'GUEST' as const }],
};

export const bookingRequest = (over: Partial<BookingRequest> = {}): BookingRequest => ({
  ...core,
  id: REQUEST_ID,
  status: 'REQUESTED',
  expiresAt: new Date(Date.now() + 26 * 3_600_000).toISOString(),
  bookingId: null,
  rejection: null,
  availableActions: ['confirm', 'reject'],
  match: null,
  ...over,
});

export const booking = (over: Partial<Booking> = {}): Booking => ({
  ...core,
  id: BOOKING_ID,
  status: 'CONFIRMED',
  publicState: 'Confirmed',
  bookingRequestId: REQUEST_ID,
  paymentOption: 'online_30_70_split',
  cancellation: null,
  availableActions: ['cancel'],
  ...over,
});

export const inquiry = (over: Partial<Inquiry> = {}): Inquiry => ({
  ...core,
  id: INQUIRY_ID,
  status: 'REQUESTED',
  publicState: 'Requested',
  actionNeededAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  rejection: null,
  availableActions: ['confirm', 'reject'],
  match: null,
  ...over,
});

export const userInfo = (features: { bookingsAvailable?: boolean; inquiriesAvailable?: boolean } = {}) => ({
  userId: 'be6b7f9d-3a5c-4b6d-8fa0-8c7a6b5d4e66',
  sessionId: null,
  email: 'host@example.com',
  type: 'individual',
  locale: 'en_US',
  firstName: 'Hana',
  lastName: 'Host',
  alias: null,
  companyName: null,
  accountSource: null,
  isImpersonating: false,
  isStaff: false,
  status: 'active',
  kycInitiated: false,
  commercialModel: 'commission',
  biddingTag: null,
  isHybrid: false,
  isCoinSubscriptionEnabled: false,
  imageUrls: null,
  onboardingStatus: 'finished',
  unreadMessageEmails: true,
  appFeatures: {
    bookingsAvailable: features.bookingsAvailable ?? true,
    commissionApplicable: false,
    inquiriesAvailable: features.inquiriesAvailable ?? true,
    subscriptionApplicable: false,
    isSubscriptionCheckoutAvailable: false,
    isB2B: false,
    isKYCApplicable: false,
    earningsAvailable: false,
  },
});
