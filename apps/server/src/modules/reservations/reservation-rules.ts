import {
  BOOKING_REQUEST_STATUSES,
  BOOKING_STATUSES,
  type BookingRequestStatus,
  type BookingStatus,
  INQUIRY_STATUSES,
  type InquiryStatus,
} from '@host-portal/contracts/reservations';
import { REVIEW_RULES } from '@host-portal/contracts/reviews';
import { defineStateMachine } from '../../lib/state-machine.ts';

/**
 * The reservation constants the spec leaves to us ("not shown"), named once (README, "Reservations").
 */
export const RESERVATION_RULES = {
  /** an unanswered booking request expires after this many hours, or at check-in if sooner */
  requestExpiryHours: 24,
  /** an unanswered inquiry needs action after this many hours */
  inquiryActionNeededHours: 24,
  /** review collection opens at check-out and closes after this many days */
  reviewWindowDays: REVIEW_RULES.windowDays,
  /** a stay starting within this many days is paid in full at booking (online_100) */
  fullPaymentWithinDays: 30,
  /** the balance of a split payment is due this many days before check-in */
  balanceDueDaysBefore: 30,
  /** how long an Idempotency-Key answer is kept */
  idempotencyKeyHours: 24,
} as const;

type Actor = 'host' | 'guest' | 'system';

/**
 * 000 section 4: REQUESTED → CONFIRMED | REJECTED | EXPIRED; and (issue 9) the guest may withdraw
 * a request the host has not answered yet: REQUESTED → CANCELLED.
 */
export const REQUEST_MACHINE = defineStateMachine<
  BookingRequestStatus,
  'confirm' | 'reject' | 'expire' | 'cancel',
  { state: BookingRequestStatus },
  Actor
>(BOOKING_REQUEST_STATUSES, {
  confirm: { by: 'host', from: ['REQUESTED'], to: 'CONFIRMED' },
  reject: { by: 'host', from: ['REQUESTED'], to: 'REJECTED' },
  expire: { by: 'system', from: ['REQUESTED'], to: 'EXPIRED' },
  cancel: { by: 'guest', from: ['REQUESTED'], to: 'CANCELLED' },
});

/**
 * 000 section 4: CONFIRMED → COMPLETED (after check-out) → IN_REVIEW_COLLECTION →
 * REVIEW_COLLECTED | NO_REVIEW_COLLECTED, or CANCELLED before the stay has ended.
 */
export const BOOKING_MACHINE = defineStateMachine<
  BookingStatus,
  'cancel' | 'complete' | 'openReviews' | 'collectReview' | 'closeReviews',
  { state: BookingStatus },
  Actor
>(BOOKING_STATUSES, {
  cancel: { by: 'host', from: ['CONFIRMED'], to: 'CANCELLED' },
  complete: { by: 'system', from: ['CONFIRMED'], to: 'COMPLETED' },
  openReviews: { by: 'system', from: ['COMPLETED'], to: 'IN_REVIEW_COLLECTION' },
  collectReview: { by: 'guest', from: ['IN_REVIEW_COLLECTION'], to: 'REVIEW_COLLECTED' },
  closeReviews: { by: 'system', from: ['IN_REVIEW_COLLECTION'], to: 'NO_REVIEW_COLLECTED' },
});

/**
 * 000 section 4: Requested → ActionNeeded (unanswered for a while) → Confirmed | Rejected; an
 * unanswered inquiry whose stay has passed is ExpiredCheckout. A confirmed inquiry's stay goes
 * through review collection like a booking.
 */
export const INQUIRY_MACHINE = defineStateMachine<
  InquiryStatus,
  'confirm' | 'reject' | 'needAction' | 'expire' | 'openReviews' | 'collectReview' | 'closeReviews',
  { state: InquiryStatus },
  Actor
>(INQUIRY_STATUSES, {
  confirm: { by: 'host', from: ['REQUESTED', 'ACTION_NEEDED'], to: 'CONFIRMED' },
  reject: { by: 'host', from: ['REQUESTED', 'ACTION_NEEDED'], to: 'REJECTED' },
  needAction: { by: 'system', from: ['REQUESTED'], to: 'ACTION_NEEDED' },
  expire: { by: 'system', from: ['REQUESTED', 'ACTION_NEEDED'], to: 'EXPIRED_CHECKOUT' },
  openReviews: { by: 'system', from: ['CONFIRMED'], to: 'IN_REVIEW_COLLECTION' },
  collectReview: { by: 'guest', from: ['IN_REVIEW_COLLECTION'], to: 'REVIEW_COLLECTED' },
  closeReviews: { by: 'system', from: ['IN_REVIEW_COLLECTION'], to: 'NO_REVIEW_COLLECTED' },
});

// ---------------------------------------------------------------------------------------------
// Calendar days (UTC): a stay is [checkIn, checkOut).

const DAY = 86_400_000;
export const toDay = (d: Date) => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => toDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
