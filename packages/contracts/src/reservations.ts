import { z } from 'zod';
import { calendarDate, listQuerySchema, paginated } from './common.ts';
import { matchSchema } from './match-score.ts';

/**
 * Reservations (000 sections 3, 4, 5, 7, 8): booking requests, bookings and inquiries, the guest
 * calls that create them and the quote. Money is integer minor units plus an ISO currency. Dates
 * are calendar days (YYYY-MM-DD); a stay occupies [checkIn, checkOut).
 */

// ---------------------------------------------------------------------------------------------
// Statuses: one enum each; the spec's other spellings map from it (000 section 4).

/** CANCELLED: the guest withdrew the request before the host answered (issue 9, the guest chat). */
export const BOOKING_REQUEST_STATUSES = [
  'REQUESTED',
  'CONFIRMED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

export const BOOKING_STATUSES = [
  'CONFIRMED',
  'COMPLETED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
  'CANCELLED',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const INQUIRY_STATUSES = [
  'REQUESTED',
  'ACTION_NEEDED',
  'CONFIRMED',
  'IN_REVIEW_COLLECTION',
  'REVIEW_COLLECTED',
  'NO_REVIEW_COLLECTED',
  'EXPIRED_CHECKOUT',
  'REJECTED',
] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** 000 section 4: the capitalised spelling of a booking status (the booking's public state). */
export const BOOKING_PUBLIC_STATE: Record<BookingStatus, string> = {
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Completed',
  IN_REVIEW_COLLECTION: 'ReviewCollection',
  REVIEW_COLLECTED: 'ReviewCollected',
  NO_REVIEW_COLLECTED: 'NoReviewCollected',
  CANCELLED: 'Cancelled',
};
/** 000 section 4: the capitalised spelling of an inquiry status. */
export const INQUIRY_PUBLIC_STATE: Record<InquiryStatus, string> = {
  REQUESTED: 'Requested',
  ACTION_NEEDED: 'ActionNeeded',
  CONFIRMED: 'Confirmed',
  IN_REVIEW_COLLECTION: 'ReviewCollection',
  REVIEW_COLLECTED: 'ReviewCollected',
  NO_REVIEW_COLLECTED: 'NoReviewCollected',
  EXPIRED_CHECKOUT: 'ExpiredCheckout',
  REJECTED: 'Rejected',
};
/** 000 section 4: the lower-case filter values of bookings. */
export const BOOKING_STATUS_FILTERS = ['confirmed', 'completed', 'cancelled'] as const;

export const PARTY_TYPES = [
  'OWNER',
  'GUEST',
  'OWNER_VIA_EXTERNAL_SYSTEM',
  'GUEST_VIA_EXTERNAL_SYSTEM',
  'EXTERNAL_SYSTEM',
] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/** 000 section 4: how the guest pays; the schedule says what is due when. */
export const PAYMENT_OPTIONS = ['online_100', 'online_30_70_split', 'online_50', 'online_30'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** 000 section 8. */
export const REQUEST_REJECTION_REASONS = [
  'OUTDATED_BOOKING_CALENDAR',
  'RATES_MISMATCH',
  'PROPERTY_IN_BAD_CONDITION',
  'SELF_MANAGED_BOOKING',
  'OTHER',
] as const;
export const INQUIRY_REJECTION_REASONS = [
  'OUTDATED_BOOKING_CALENDAR',
  'OVERBOOKING',
  'RATES_MISMATCH',
  'PROPERTY_HAS_DAMAGE',
  'OTHER',
] as const;
/** Not shown in the spec: the reasons a host gives for cancelling a confirmed booking. */
export const CANCELLATION_REASONS = [
  'GUEST_ASKED',
  'PROPERTY_UNAVAILABLE',
  'DOUBLE_BOOKING',
  'PRICE_ERROR',
  'OTHER',
] as const;
/** Not shown in the spec: finer reasons under PROPERTY_UNAVAILABLE. */
export const CANCELLATION_SUB_REASONS = ['DAMAGE', 'MAINTENANCE', 'OWNER_USE', 'OTHER'] as const;

/** The tabs of /reservations/{tab} (000 section 2). */
export const RESERVATION_TABS = [
  'requests',
  'upcoming',
  'current',
  'completed',
  'cancelled',
  'all',
  'inquiries',
  'inquiries-archived',
] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];
export const BOOKING_TABS = ['upcoming', 'current', 'completed', 'cancelled', 'all'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** Longest explanation a host may write to a guest. */
export const EXPLANATION_MAX = 2000;
/** Longest message a guest may write. */
export const GUEST_MESSAGE_MAX = 2000;
/** The furthest ahead a guest may book, in days. */
export const BOOKING_HORIZON_DAYS = 730;

// ---------------------------------------------------------------------------------------------
// Shared pieces

const isoDate = calendarDate;

export const guestSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^\+?[0-9 ()./-]{5,40}$/, 'Enter a phone number with digits, spaces or + ( ) - .')
      .nullable()
      .optional(),
    /** BCP 47 language the guest writes in, e.g. en or de-CH */
    language: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
      .default('en'),
  })
  .meta({ id: 'Guest' });
export type Guest = z.infer<typeof guestSchema>;

export const QUOTE_LINE_KINDS = ['nights', 'los_discount', 'first_bookings_discount'] as const;
export const quoteLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  /** nights of this line (kind nights) */
  nights: z.number().int().optional(),
  /** price per night in minor units (kind nights) */
  nightlyPrice: z.number().int().optional(),
  /** the season's name when these nights are priced by a season */
  season: z.string().optional(),
  /** the discount's percentage (discount kinds) */
  percent: z.number().int().optional(),
  /** minor units; negative for discounts */
  amount: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const paymentScheduleItemSchema = z.object({
  /** when it is due: at booking, or on the date */
  due: z.enum(['at_booking', 'on_date']),
  date: isoDate.nullable(),
  percent: z.number().int(),
  amount: z.number().int(),
});

export const quoteSchema = z
  .object({
    currency: z.string(),
    checkIn: isoDate,
    checkOut: isoDate,
    nights: z.number().int(),
    guests: z.number().int(),
    lines: z.array(quoteLineSchema),
    total: z.number().int(),
    paymentOption: z.enum(PAYMENT_OPTIONS),
    paymentSchedule: z.array(paymentScheduleItemSchema),
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteSchema>;

export const unitSummarySchema = z.object({
  publicId: z.uuid(),
  propertyId: z.uuid(),
  title: z.string().nullable(),
  thumbnail: z.string().nullable(),
});

export const statusChangeSchema = z.object({
  status: z.string(),
  at: z.iso.datetime(),
  by: z.enum([...PARTY_TYPES, 'SYSTEM']),
});

const reservationCore = {
  id: z.uuid(),
  checkIn: isoDate,
  checkOut: isoDate,
  nights: z.number().int(),
  guests: z.number().int(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    language: z.string(),
  }),
  message: z.string().nullable(),
  propertyUnitSummary: unitSummarySchema,
  quote: quoteSchema,
  createdAt: z.iso.datetime(),
  history: z.array(statusChangeSchema),
};

export const bookingRequestSchema = z
  .object({
    ...reservationCore,
    status: z.enum(BOOKING_REQUEST_STATUSES),
    /** when an unanswered request expires */
    expiresAt: z.iso.datetime(),
    /** the booking a confirmed request became */
    bookingId: z.uuid().nullable(),
    rejection: z
      .object({
        reason: z.enum(REQUEST_REJECTION_REASONS),
        subReason: z.string().nullable(),
        explanation: z.string().nullable(),
      })
      .nullable(),
    availableActions: z.array(z.enum(['confirm', 'reject'])),
    /** how well the request fits the host's ideal guest (ADR 0022); null without preferences */
    match: matchSchema.nullable(),
  })
  .meta({ id: 'BookingRequest' });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingSchema = z
  .object({
    ...reservationCore,
    status: z.enum(BOOKING_STATUSES),
    publicState: z.string(),
    /** the request this booking came from, if it was requested */
    bookingRequestId: z.uuid().nullable(),
    paymentOption: z.enum(PAYMENT_OPTIONS),
    cancellation: z
      .object({
        by: z.enum(PARTY_TYPES),
        reason: z.string(),
        subReason: z.string().nullable(),
        explanation: z.string().nullable(),
        at: z.iso.datetime(),
      })
      .nullable(),
    availableActions: z.array(z.enum(['cancel'])),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const inquirySchema = z
  .object({
    ...reservationCore,
    status: z.enum(INQUIRY_STATUSES),
    publicState: z.string(),
    /** when an unanswered inquiry needs action */
    actionNeededAt: z.iso.datetime(),
    rejection: z
      .object({
        reason: z.enum(INQUIRY_REJECTION_REASONS),
        explanation: z.string().nullable(),
        message: z.string().nullable(),
      })
      .nullable(),
    availableActions: z.array(z.enum(['confirm', 'reject'])),
    /** how well the inquiry fits the host's ideal guest (ADR 0022); null without preferences */
    match: matchSchema.nullable(),
  })
  .meta({ id: 'BookingInquiry' });
export type Inquiry = z.infer<typeof inquirySchema>;

/** A row of any reservations list. */
export const reservationListItemSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['booking_request', 'booking', 'inquiry']),
    status: z.string(),
    checkIn: isoDate,
    checkOut: isoDate,
    nights: z.number().int(),
    guests: z.number().int(),
    guestName: z.string(),
    total: z.number().int(),
    currency: z.string(),
    propertyUnitSummary: unitSummarySchema,
    createdAt: z.iso.datetime(),
    /** requests: when it expires; inquiries: when it needs action */
    respondBy: z.iso.datetime().nullable(),
    cancelledBy: z.enum(PARTY_TYPES).nullable(),
    /**
     * Requests and inquiries: how well they fit the host's ideal guest (ADR 0022); null when the
     * host has no preferences, and for bookings (already accepted)
     */
    match: matchSchema.nullable(),
  })
  .meta({ id: 'ReservationListItem' });
export type ReservationListItem = z.infer<typeof reservationListItemSchema>;
export const reservationListSchema = paginated(reservationListItemSchema).meta({ id: 'ReservationList' });
export type ReservationList = z.infer<typeof reservationListSchema>;

/** 000 section 7: criteria search, unitId, checkIn.to, checkOut.from (qs brackets and dots). */
export const reservationListQuerySchema = listQuerySchema.extend({
  criteria: z
    .object({
      search: z.string().max(200).optional(),
      unitId: z.uuid().optional(),
      checkIn: z.object({ to: isoDate.optional() }).optional(),
      checkOut: z.object({ from: isoDate.optional() }).optional(),
    })
    .optional()
    .default({}),
});
export type ReservationListQuery = z.infer<typeof reservationListQuerySchema>;
/** The orders of the booking requests list. */
export const BOOKING_REQUEST_SORTS = ['respondBy', 'match'] as const;
export type BookingRequestSort = (typeof BOOKING_REQUEST_SORTS)[number];
export const bookingRequestListQuerySchema = reservationListQuerySchema.extend({
  /** the requests tab shows pending ones (REQUESTED) */
  status: z.enum([...BOOKING_REQUEST_STATUSES, 'all']).default('REQUESTED'),
  /** respondBy: the soonest to expire first; match: the best match first (then the soonest) */
  sort: z.enum(BOOKING_REQUEST_SORTS).default('respondBy'),
});
export const bookingListQuerySchema = reservationListQuerySchema.extend({
  tab: z.enum(BOOKING_TABS).default('upcoming'),
});
export const inquiryListQuerySchema = reservationListQuerySchema.extend({
  archived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const pendingCountSchema = z.object({ count: z.number().int().min(0) }).meta({ id: 'PendingCount' });

export const rejectBookingRequestSchema = z
  .object({
    reason: z.enum(REQUEST_REJECTION_REASONS),
    subReason: z.string().trim().min(1).max(80).optional(),
    explanation: z.string().trim().min(1).max(EXPLANATION_MAX).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    // 000 section 5: an explanation goes with OTHER (where it is required) or with a sub-reason
    if (v.reason === 'OTHER' && !v.explanation) {
      ctx.addIssue({
        code: 'custom',
        path: ['explanation'],
        message: 'Explain why when the reason is Other',
      });
    }
    if (v.explanation && v.reason !== 'OTHER' && !v.subReason) {
      ctx.addIssue({
        code: 'custom',
        path: ['explanation'],
        message: 'An explanation is sent only with the reason Other or with a sub-reason',
      });
    }
  })
  .meta({ id: 'RejectBookingRequest' });
export type RejectBookingRequest = z.infer<typeof rejectBookingRequestSchema>;

export const rejectInquirySchema = z
  .object({
    reason: z.enum(INQUIRY_REJECTION_REASONS),
    explanation: z.string().trim().min(1).max(EXPLANATION_MAX).optional(),
    /** a message to the guest */
    message: z.string().trim().min(1).max(GUEST_MESSAGE_MAX).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.explanation) {
      ctx.addIssue({
        code: 'custom',
        path: ['explanation'],
        message: 'Explain why when the reason is Other',
      });
    }
    if (v.reason !== 'OTHER' && v.explanation) {
      ctx.addIssue({
        code: 'custom',
        path: ['explanation'],
        message: 'An explanation is sent only with the reason Other',
      });
    }
  })
  .meta({ id: 'RejectInquiry' });
export type RejectInquiry = z.infer<typeof rejectInquirySchema>;

export const cancelBookingSchema = z
  .object({
    reason: z.enum(CANCELLATION_REASONS),
    subReason: z.enum(CANCELLATION_SUB_REASONS).optional(),
    explanation: z.string().trim().min(1).max(EXPLANATION_MAX).optional(),
  })
  .strict()
  .meta({ id: 'CancelBooking' });
export type CancelBooking = z.infer<typeof cancelBookingSchema>;

export const unavailabilitySchema = z.object({
  id: z.uuid(),
  unitId: z.uuid(),
  dateFrom: isoDate,
  dateTo: isoDate,
  kind: z.string(),
  /** the booking, request or inquiry behind it */
  sourceId: z.uuid().nullable(),
});
export const unavailabilityListSchema = paginated(unavailabilitySchema).meta({ id: 'UnavailabilityList' });
export const pageQuerySchema = listQuerySchema.pick({ page: true, limit: true });

// ---------------------------------------------------------------------------------------------
// Guest calls (/api/public/units/{unitId}/...)

export const stayDatesSchema = z.object({
  checkIn: isoDate,
  checkOut: isoDate,
  guests: z.number().int().min(1).max(500),
});

export const quoteRequestSchema = stayDatesSchema.strict().meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const stayRequestSchema = stayDatesSchema
  .extend({
    guest: guestSchema,
    message: z.string().trim().max(GUEST_MESSAGE_MAX).optional(),
  })
  .strict()
  .meta({ id: 'StayRequest' });
export type StayRequest = z.infer<typeof stayRequestSchema>;

export const inquiryRequestSchema = stayDatesSchema
  .extend({
    guest: guestSchema,
    message: z.string().trim().min(1).max(GUEST_MESSAGE_MAX),
  })
  .strict()
  .meta({ id: 'InquiryRequest' });
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;

export const availabilityQuerySchema = z.object({ from: isoDate, to: isoDate });
export const availabilitySchema = z
  .object({
    unitId: z.uuid(),
    from: isoDate,
    to: isoDate,
    /** taken ranges, [dateFrom, dateTo) */
    unavailable: z.array(z.object({ dateFrom: isoDate, dateTo: isoDate })),
    /** the first day a stay may start (minimum notice) */
    firstCheckIn: isoDate,
    lastCheckOut: isoDate,
    minimumStay: z.number().int(),
    maximumStay: z.number().int(),
    maxGuests: z.number().int(),
    bookingType: z.enum(['onLine', 'onRequest']),
    currency: z.string(),
    nightlyPrice: z.number().int(),
  })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof availabilitySchema>;

/** What a guest gets back after booking, requesting or asking. */
export const guestReceiptSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['booking_request', 'booking', 'inquiry']),
    status: z.string(),
    checkIn: isoDate,
    checkOut: isoDate,
    guests: z.number().int(),
    quote: quoteSchema,
    /** where the guest sees the stay (the link in the e-mail) */
    stayUrl: z.string(),
  })
  .meta({ id: 'GuestReceipt' });
export type GuestReceipt = z.infer<typeof guestReceiptSchema>;

export const reservationIdParamsSchema = z.object({ id: z.uuid() });
export const publicUnitParamsSchema = z.object({ unitId: z.uuid() });
