import { z } from 'zod';
import { MAX_PAGE, paginated } from './common.ts';

/**
 * Reviews (issue 10; 000 sections 3, 4 and 7). A guest reviews a stay after check-out, within the
 * review window; the host posts one public reply, editable for a while after posting, and is
 * reminded before the reply window closes. Every number of the rules is named here once.
 */
export const REVIEW_RULES = {
  /** days after check-out in which the guest may review (the reservations' review window) */
  windowDays: 14,
  /** days after a review in which the host may reply */
  replyWindowDays: 30,
  /** hours after the first reply in which the host may still edit it */
  replyEditHours: 48,
  /** the host is reminded this many days before the reply window closes on an unanswered review */
  reminderDaysBefore: 3,
  textMin: 10,
  textMax: 2000,
  replyMax: 1000,
  /** 000 section 9: page 1 by default, the limit given by the caller */
  defaultLimit: 10,
  maxLimit: 50,
  /** reviews per page on the public /stay page (older ones by ?reviewsPage=N) */
  publicPageSize: 5,
  /** 001 section 2 (Insights): the list reads 20 at a time, from page 1 again when the unit changes */
  listLimit: 20,
} as const;

export const REVIEW_CATEGORIES = [
  'cleanliness',
  'accuracy',
  'communication',
  'location',
  'checkIn',
  'value',
] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

const instant = z.iso.datetime({ offset: true });
const stars = z.number().int().min(1).max(5);
const categoryScores = z.object(
  Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, stars])) as Record<ReviewCategory, typeof stars>,
);

export const reviewReplySchema = z
  .object({
    text: z.string(),
    createdAt: instant,
    updatedAt: instant,
    /** until when the host may still change it */
    editableUntil: instant,
  })
  .meta({ id: 'ReviewReply' });

export const reviewSchema = z
  .object({
    id: z.uuid(),
    /** the short code a review is named by in support and e-mails */
    publicId: z.string(),
    unitId: z.uuid(),
    guestName: z.string(),
    rating: stars,
    categories: categoryScores,
    text: z.string(),
    createdAt: instant,
    stay: z.object({ checkIn: z.iso.date(), checkOut: z.iso.date() }),
    reply: reviewReplySchema.nullable(),
    /** the last moment the host may post a first reply */
    replyUntil: instant,
    /** whether the host can post (or still edit) the reply now */
    canReply: z.boolean(),
    /** new until the host marks the unit's reviews seen */
    seen: z.boolean(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(REVIEW_RULES.maxLimit).default(REVIEW_RULES.defaultLimit),
});

export const reviewsPageSchema = z
  .object({
    items: z.array(reviewSchema),
    pagination: z.object({
      current: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
    }),
  })
  .meta({ id: 'ReviewsPage' });
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

export const reviewReplyBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write a reply.')
    .max(REVIEW_RULES.replyMax, `A reply can hold at most ${REVIEW_RULES.replyMax} characters.`),
});

export const unitRatingSchema = z
  .object({
    unitId: z.uuid(),
    /** the mean of the overall ratings, one decimal; null without reviews */
    average: z.number().nullable(),
    count: z.number().int().nonnegative(),
    categories: z.object(
      Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, z.number().nullable()])) as Record<
        ReviewCategory,
        z.ZodNullable<z.ZodNumber>
      >,
    ),
    /** how many reviews gave 1, 2, 3, 4 and 5 stars */
    distribution: z.object({
      1: z.number().int(),
      2: z.number().int(),
      3: z.number().int(),
      4: z.number().int(),
      5: z.number().int(),
    }),
  })
  .meta({ id: 'UnitRating' });
export type UnitRating = z.infer<typeof unitRatingSchema>;

/**
 * One of the host's units in the reviews list across units (GET /api/app/reviews/summary): its
 * names, rating, the reviews still waiting for a reply within the reply window, and whether it has
 * reviews the host has not seen.
 */
export const unitReviewSummarySchema = z
  .object({
    unitId: z.uuid(),
    propertyId: z.uuid(),
    title: z.string().nullable(),
    propertyTitle: z.string().nullable(),
    /** the mean of the overall ratings, one decimal; null without reviews */
    average: z.number().nullable(),
    count: z.number().int().nonnegative(),
    /** reviews without a reply whose reply window is still open */
    awaitingReply: z.number().int().nonnegative(),
    hasNew: z.boolean(),
  })
  .meta({ id: 'UnitReviewSummary' });
export type UnitReviewSummary = z.infer<typeof unitReviewSummarySchema>;

/** The host's live units, those with unseen reviews first, then by property and unit title. */
export const reviewSummaryPageSchema = paginated(unitReviewSummarySchema).meta({ id: 'ReviewSummaryPage' });
export type ReviewSummaryPage = z.infer<typeof reviewSummaryPageSchema>;

/** GET /api/app/reviews/new: the ids of the host's units with reviews not yet seen. */
export const newReviewUnitsSchema = z.array(z.uuid()).meta({ id: 'NewReviewUnits' });

export const reviewIdParamsSchema = z.object({ reviewId: z.uuid() });
export const reviewUnitParamsSchema = z.object({ unitId: z.uuid() });

/** What a guest sends: the overall stars, each category's stars and words. */
export const guestReviewBodySchema = z.object({
  rating: stars,
  categories: categoryScores,
  text: z
    .string()
    .trim()
    .min(REVIEW_RULES.textMin, `Write at least ${REVIEW_RULES.textMin} characters.`)
    .max(REVIEW_RULES.textMax, `A review can hold at most ${REVIEW_RULES.textMax} characters.`),
});
export type GuestReviewBody = z.infer<typeof guestReviewBodySchema>;

/** A guest's stay as the review form sees it. */
export const guestReviewStateSchema = z
  .object({
    reservationId: z.uuid(),
    /** open: may review now; done: reviewed; closed: the window has passed; notYet: before check-out */
    state: z.enum(['open', 'done', 'closed', 'notYet']),
    /** the last day (inclusive) a review is taken, when it is open */
    until: z.iso.date().nullable(),
    review: z
      .object({ rating: stars, categories: categoryScores, text: z.string(), createdAt: instant })
      .nullable(),
  })
  .meta({ id: 'GuestReviewState' });
export type GuestReviewState = z.infer<typeof guestReviewStateSchema>;
