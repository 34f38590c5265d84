import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  type GuestReviewBody,
  type GuestReviewState,
  REVIEW_RULES,
  type Review,
  type ReviewSummaryPage,
  type ReviewsPage,
  type UnitRating,
  type UnitReviewSummary,
} from '@host-portal/contracts/reviews';
import type { Mailer } from '../../identity/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { appLinks } from '../../lib/app-links.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { addDays, toDay } from '../reservations/reservation-rules.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import { oneDecimal, readPublicReviews, toUnitRating } from './public-reviews.ts';
import { replyReminderMail } from './reply-reminder-mail.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';
import type { SummaryRow } from './reviews-summary.query.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Crockford's base 32 without look-alikes: a public id reads well aloud and in e-mails. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newPublicId(): string {
  const bytes = randomBytes(8);
  let out = 'RV-';
  for (const b of bytes) out += ALPHABET[b % 32];
  return out;
}

/** When the host may still post a first reply, and until when a posted reply may change. */
export const replyUntil = (createdAt: Date) =>
  new Date(createdAt.getTime() + REVIEW_RULES.replyWindowDays * DAY);
export const editableUntil = (replyCreatedAt: Date) =>
  new Date(replyCreatedAt.getTime() + REVIEW_RULES.replyEditHours * HOUR);

/** Reviews created after this instant may still get a first reply. */
const replyOpenSince = (at: Date) => new Date(at.getTime() - REVIEW_RULES.replyWindowDays * DAY);

const toSummary = ({ total: _total, average, ...row }: SummaryRow): UnitReviewSummary => ({
  ...row,
  average: row.count ? oneDecimal(average) : null,
});

/**
 * Reviews (issue 10): guests review a stay through their login within the review window; hosts
 * read them per unit, reply once in public (editable for REVIEW_RULES.replyEditHours), see which
 * units have new ones, and are reminded before the reply window closes.
 */
export function reviewsService(
  repo: ReviewsRepository,
  deps: {
    reservations: ReservationsService;
    notifications?: NotificationsService | undefined;
    /** the hosts' reminder e-mails (SMTP or the outbox); none where nobody is written to */
    mailer?: Mailer | undefined;
    /** the app's address, for the links in e-mails */
    publicUrl?: string;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());

  function toReview(r: ReviewRow, at = now()): Review {
    const until = replyUntil(r.createdAt);
    const editable = r.replyCreatedAt ? editableUntil(r.replyCreatedAt) : null;
    return {
      id: r.id,
      publicId: r.publicId,
      unitId: r.unitId,
      guestName: r.guestName,
      rating: r.rating,
      categories: {
        cleanliness: r.cleanliness,
        accuracy: r.accuracy,
        communication: r.communication,
        location: r.location,
        checkIn: r.checkIn,
        value: r.value,
      },
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      stay: { checkIn: r.stayCheckIn, checkOut: r.stayCheckOut },
      reply:
        r.reply !== null && r.replyCreatedAt && editable
          ? {
              text: r.reply,
              createdAt: r.replyCreatedAt.toISOString(),
              updatedAt: (r.replyUpdatedAt ?? r.replyCreatedAt).toISOString(),
              editableUntil: editable.toISOString(),
            }
          : null,
      replyUntil: until.toISOString(),
      canReply: editable ? at <= editable : at <= until,
      seen: r.seen,
    };
  }

  async function ownUnit(hostId: string, unitId: string) {
    if (!(await repo.hostHasUnit(hostId, unitId))) throw notFound('Unit');
  }

  /** Where a guest's stay stands with its review. */
  function stateOf(status: string, checkOut: string, today: string): GuestReviewState['state'] {
    if (status === 'REVIEW_COLLECTED') return 'done';
    if (status === 'IN_REVIEW_COLLECTION') return 'open';
    if (status === 'NO_REVIEW_COLLECTED' || status === 'CANCELLED') return 'closed';
    return today < addDays(checkOut, REVIEW_RULES.windowDays) ? 'notYet' : 'closed';
  }

  return {
    async list(hostId: string, unitId: string, q: { page: number; limit: number }): Promise<ReviewsPage> {
      await ownUnit(hostId, unitId);
      const { items, total } = await repo.page(hostId, unitId, q.page, q.limit);
      const at = now();
      return {
        items: items.map((r) => toReview(r, at)),
        pagination: { current: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      };
    },

    /**
     * The host's one public reply: posted within the reply window, then editable for
     * REVIEW_RULES.replyEditHours; a 409 says which limit passed. Returns the whole review
     * (unitId, publicId and the updated fields, 000 section 7).
     */
    async reply(hostId: string, reviewId: string, text: string): Promise<Review> {
      const r = await repo.find(hostId, reviewId);
      if (!r) throw notFound('Review');
      const at = now();
      const first = r.reply === null;
      if (first && at > replyUntil(r.createdAt)) {
        throw new AppError(
          ERROR_CODES.conflict,
          `The reply window of this review closed on ${toDay(replyUntil(r.createdAt))}.`,
        );
      }
      if (!first && r.replyCreatedAt && at > editableUntil(r.replyCreatedAt)) {
        throw new AppError(
          ERROR_CODES.conflict,
          `A reply can be changed for ${REVIEW_RULES.replyEditHours} hours after it is posted.`,
        );
      }
      if (!(await repo.setReply(hostId, reviewId, text, at, first))) {
        // another tab replied meanwhile: say so rather than overwrite it
        throw new AppError(
          ERROR_CODES.conflict,
          'This review was answered meanwhile. Reload to see the reply.',
        );
      }
      return toReview((await repo.find(hostId, reviewId))!, at);
    },

    async rating(hostId: string, unitId: string): Promise<UnitRating> {
      await ownUnit(hostId, unitId);
      return toUnitRating(unitId, await repo.rating(hostId, unitId));
    },

    /** The public /stay page's rating and one page of reviews with the replies (no host asks). */
    publicReviews: (unitId: string, page: number) => readPublicReviews(repo, unitId, page),

    /** The reviews list across units: a page of the host's live units with their figures. */
    async summaries(
      hostId: string,
      q: { criteria: { search?: string | undefined }; page: number; limit: number },
    ): Promise<ReviewSummaryPage> {
      const { rows, total } = await repo.summaries(hostId, {
        search: q.criteria.search,
        page: q.page,
        limit: q.limit,
        replyOpenSince: replyOpenSince(now()),
      });
      return {
        items: rows.map(toSummary),
        pagination: { current: q.page, limit: q.limit, total, pages: Math.ceil(total / q.limit) },
      };
    },

    /** One unit's line of that list; another host's unit is not found. */
    async summary(hostId: string, unitId: string): Promise<UnitReviewSummary> {
      const { rows } = await repo.summaries(hostId, {
        unitId,
        page: 1,
        limit: 1,
        replyOpenSince: replyOpenSince(now()),
      });
      if (!rows[0]) throw notFound('Unit');
      return toSummary(rows[0]);
    },

    newUnits: (hostId: string) => repo.unseenUnits(hostId),

    async markSeen(hostId: string, unitId: string) {
      await ownUnit(hostId, unitId);
      await repo.markSeen(hostId, unitId);
    },

    /** The review form's view of a guest's own stay; another guest's stay is not found. */
    async guestState(email: string, reservationId: string): Promise<GuestReviewState> {
      const stay = await deps.reservations.guestStay(email, reservationId);
      if (!stay) throw notFound('Stay');
      const state = stateOf(stay.status, stay.checkOut, toDay(now()));
      const review = state === 'done' ? await repo.byReservation(reservationId) : undefined;
      return {
        reservationId,
        state,
        until: state === 'open' ? addDays(stay.checkOut, REVIEW_RULES.windowDays) : null,
        review: review
          ? {
              rating: review.rating,
              categories: toReview(review).categories,
              text: review.text,
              createdAt: review.createdAt.toISOString(),
            }
          : null,
      };
    },

    /**
     * The guest reviews their stay: once, while review collection is open; the stay moves to
     * REVIEW_COLLECTED with it, and the host is notified (newReview).
     */
    async submit(email: string, reservationId: string, body: GuestReviewBody) {
      await deps.reservations.collectReviewAsGuest(email, reservationId, async (tx, row, at) => {
        const publicId = newPublicId();
        await repo.insert(tx, {
          publicId,
          hostId: row.hostId,
          unitId: row.unitId,
          reservationId,
          guestName: row.guestName,
          rating: body.rating,
          categories: body.categories,
          text: body.text,
          at,
        });
        await deps.notifications?.raise(
          {
            hostId: row.hostId,
            type: 'newReview',
            unitId: row.unitId,
            detail: row.guestName,
            dateFrom: row.checkIn,
            dateTo: row.checkOut,
            link: appLinks.reviews(row.unitId),
            // for webhooks (ADR 0042)
            about: {
              review: {
                id: publicId,
                reservationId,
                unitId: row.unitId,
                guestName: row.guestName,
                rating: body.rating,
                categories: body.categories,
                text: body.text,
                createdAt: at.toISOString(),
              },
            },
          },
          { tx, at },
        );
      });
      return this.guestState(email, reservationId);
    },

    /**
     * Reminds hosts of unanswered reviews whose reply window closes within
     * REVIEW_RULES.reminderDaysBefore days (a notification and an e-mail each, once). Returns how many.
     */
    async remindReplies(at = now()) {
      const windowMs = REVIEW_RULES.replyWindowDays * DAY;
      const due = await repo.takeDueReminders(
        new Date(at.getTime() - windowMs),
        new Date(at.getTime() - windowMs + REVIEW_RULES.reminderDaysBefore * DAY),
        at,
      );
      for (const r of due) {
        await deps.notifications?.raise(
          {
            hostId: r.hostId,
            type: 'reviewReplyDue',
            unitId: r.unitId,
            detail: r.guestName,
            link: appLinks.reviews(r.unitId),
          },
          { at },
        );
        // the reminder is claimed above (reminded_at), so a second sweep sends no second mail;
        // a mail that fails is not retried: the notification still tells the host
        if (deps.mailer && deps.publicUrl && r.wantsEmail) {
          const url = `${deps.publicUrl}${appLinks.reviews(r.unitId)}`;
          await deps.mailer.send(replyReminderMail(r, replyUntil(r.createdAt), url)).catch(() => {});
        }
      }
      return due.length;
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
