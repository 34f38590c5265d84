import type {
  Review,
  ReviewSummaryPage,
  UnitRating,
  UnitReviewSummary,
} from '@host-portal/contracts/reviews';

export const UNIT_ID = '1d6f0a52-3b4c-4d5e-8f60-718293a4b5c6';
export const OTHER_UNIT_ID = '2e7a1b63-4c5d-4e6f-9a71-8293a4b5c6d7';

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

export const problem = (status: number, code: string, detail: string) =>
  json({ type: 'about:blank', title: 'Error', status, detail, code, invalidParams: [] }, status);

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const unitSummary = (over: Partial<UnitReviewSummary> = {}): UnitReviewSummary => ({
  unitId: UNIT_ID,
  propertyId: '3f8b2c74-5d6e-4f70-8b82-93a4b5c6d7e8',
  title: 'Sea view studio',
  propertyTitle: 'Villa Marina',
  average: 4.5,
  count: 2,
  awaitingReply: 1,
  hasNew: false,
  ...over,
});

export const summaryPage = (
  items: UnitReviewSummary[],
  current = 1,
  total = items.length,
): ReviewSummaryPage => ({
  items,
  pagination: { current, limit: 20, total, pages: Math.ceil(total / 20) },
});

export const review = (n: number, over: Partial<Review> = {}): Review => ({
  id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
  publicId: `RV-0000000${n}`,
  unitId: UNIT_ID,
  guestName: `Guest ${n}`,
  rating: 5,
  categories: { cleanliness: 5, accuracy: 4, communication: 5, location: 4, checkIn: 5, value: 4 },
  text: `Review text ${n}`,
  createdAt: iso(-n),
  stay: { checkIn: '2031-05-10', checkOut: '2031-05-13' },
  reply: null,
  replyUntil: iso(30 - n),
  canReply: true,
  seen: true,
  ...over,
});

export const reviewsPage = (items: Review[], current: number, total: number) => ({
  items,
  pagination: { current, limit: 20, total, pages: Math.ceil(total / 20) },
});

export const rating = (over: Partial<UnitRating> = {}): UnitRating => ({
  unitId: UNIT_ID,
  average: 4.5,
  count: 4,
  categories: { cleanliness: 4.8, accuracy: 4.5, communication: 5, location: 4, checkIn: 4.3, value: 4.1 },
  distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 3 },
  ...over,
});
