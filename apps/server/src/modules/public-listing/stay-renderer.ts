import type { Locale } from '@host-portal/i18n';
import type { FastifyRequest } from 'fastify';
import { resolveLocale } from '../../identity/pages/i18n.ts';
import type { Html } from '../../identity/pages/layout.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { toDay } from '../reservations/reservation-rules.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import type { PublicListingRepository } from './public-listing.repository.ts';
import { stayPage } from './stay-page.ts';
import { STAY_SEARCH_PAGE_SIZE, type StaySearchAsk, staySearchPage } from './stay-search.ts';
import { stayText } from './stay-text.ts';

/** The page language: `?hl=`, then the `ho_hl` cookie, then Accept-Language. */
export function stayLocaleOf(req: FastifyRequest): Locale {
  const hl = (req.query as Record<string, unknown> | undefined)?.hl;
  return resolveLocale({
    uiLocales: typeof hl === 'string' ? hl : undefined,
    cookie: req.cookies?.ho_hl,
    acceptLanguage: req.headers['accept-language'],
  });
}

/** Which page of the reviews to show, and how to link to another (the page's own address). */
export interface ReviewsPaging {
  page: number;
  href: (page: number) => string;
}

/**
 * The /stay page for a unit: `published` for guests, `preview` for staff reviewing a unit that is
 * not public yet (the same page, with a notice). Undefined when there is no such unit. The
 * reviews come from the reviews service (the composition root hands it in). `search` is the
 * public search, `/stays`; `now` says which day's boost periods raise a unit (UTC).
 */
export function stayRenderer(
  repo: PublicListingRepository,
  storage: FileStorage,
  productTitle: string,
  reviews?: Pick<ReviewsService, 'publicReviews'>,
  { now = () => new Date() }: { now?: () => Date } = {},
) {
  const render = async (
    unitId: string,
    locale: Locale,
    preview: boolean,
    booking?: Html,
    paging: ReviewsPaging = { page: 1, href: (page) => `?reviewsPage=${page}#reviews` },
  ) => {
    const find = preview ? repo.findForPreview : repo.findPublished;
    const [row, photos] = await Promise.all([find(unitId), repo.photos(unitId)]);
    if (!row) return undefined;
    const data = await reviews?.publicReviews(unitId, paging.page);
    return stayPage({
      locale,
      text: stayText(locale),
      product: productTitle,
      storage,
      row,
      photos,
      preview,
      booking,
      reviews: data ? { data, href: paging.href } : undefined,
    });
  };
  return {
    published: (unitId: string, locale: Locale, booking?: Html, paging?: ReviewsPaging) =>
      render(unitId, locale, false, booking, paging),
    /** The unit's title as guests see it (the confirmation page). */
    async title(unitId: string) {
      const row = await repo.findPublished(unitId);
      return row ? ((row.unit.title as string | null) ?? row.propertyTitle ?? null) : undefined;
    },
    preview: (unitId: string, locale: Locale) => render(unitId, locale, true),
    /** A page of the public search; a page past the last shows the last one. */
    async search(locale: Locale, ask: StaySearchAsk) {
      const today = toDay(now());
      const pageOf = (page: number) =>
        repo.search({
          q: ask.q,
          today,
          limit: STAY_SEARCH_PAGE_SIZE,
          offset: (page - 1) * STAY_SEARCH_PAGE_SIZE,
        });
      // the count and the asked page together; only an address past the end reads twice
      const [total, asked] = await Promise.all([repo.searchCount(ask.q), pageOf(ask.page)]);
      const pages = Math.max(1, Math.ceil(total / STAY_SEARCH_PAGE_SIZE));
      const page = Math.min(ask.page, pages);
      const rows = page === ask.page ? asked : await pageOf(page);
      return staySearchPage({
        locale,
        text: stayText(locale),
        product: productTitle,
        storage,
        ask,
        rows,
        total,
        page,
        pages,
      });
    },
  };
}
export type StayRenderer = ReturnType<typeof stayRenderer>;
