import { REVIEW_CATEGORIES, REVIEW_RULES, type UnitRating } from '@host-portal/contracts/reviews';
import type { ReviewsRepository } from './reviews.repository.ts';

/** One decimal, as ratings are shown ("4.7"); null without reviews. */
export const oneDecimal = (n: number | string | null | undefined) =>
  n === null || n === undefined ? null : Math.round(Number(n) * 10) / 10;

/** The sums of a unit's reviews as the rating call and the public page show them. */
export function toUnitRating(unitId: string, row: Record<string, number | string | null>): UnitRating {
  const count = Number(row.count ?? 0);
  return {
    unitId,
    average: count ? oneDecimal(row.average) : null,
    count,
    categories: Object.fromEntries(
      REVIEW_CATEGORIES.map((c) => [c, count ? oneDecimal(row[c]) : null]),
    ) as UnitRating['categories'],
    distribution: {
      1: Number(row.s1 ?? 0),
      2: Number(row.s2 ?? 0),
      3: Number(row.s3 ?? 0),
      4: Number(row.s4 ?? 0),
      5: Number(row.s5 ?? 0),
    },
  };
}

/** A review as guests read it on the public page: the reviewer's first name only. */
export interface PublicReview {
  id: string;
  guestName: string;
  rating: number;
  text: string;
  createdAt: Date;
  reply: { text: string; createdAt: Date } | null;
}

/** The public page's reviews of a unit: its rating and one page of reviews, newest first. */
export interface PublicReviews {
  rating: UnitRating;
  items: PublicReview[];
  page: number;
  pages: number;
}

/**
 * The guest's first name is what a public page shows of them (the full name and the address
 * stay with the host); a name of one word is shown as it is.
 */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Reads the public page's reviews (any unit; the caller shows only published ones). */
export async function readPublicReviews(
  repo: Pick<ReviewsRepository, 'publicPage' | 'publicRating'>,
  unitId: string,
  page: number,
): Promise<PublicReviews> {
  const limit = REVIEW_RULES.publicPageSize;
  const [rating, read] = await Promise.all([repo.publicRating(unitId), repo.publicPage(unitId, page, limit)]);
  const pages = Math.max(1, Math.ceil(read.total / limit));
  // a page past the end (an old link, a hand-made address) shows the last one
  const { items } = page > pages ? await repo.publicPage(unitId, pages, limit) : read;
  return {
    rating: toUnitRating(unitId, rating),
    items: items.map((r) => ({
      id: r.id,
      guestName: firstName(r.guestName),
      rating: r.rating,
      text: r.text,
      createdAt: r.createdAt,
      reply: r.reply !== null && r.replyCreatedAt ? { text: r.reply, createdAt: r.replyCreatedAt } : null,
    })),
    page: Math.min(page, pages),
    pages,
  };
}
