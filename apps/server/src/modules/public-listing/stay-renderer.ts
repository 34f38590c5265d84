import type { Locale } from '@host-portal/i18n';
import type { FastifyRequest } from 'fastify';
import { resolveLocale } from '../../identity/pages/i18n.ts';
import type { Html } from '../../identity/pages/layout.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import type { PublicListingRepository } from './public-listing.repository.ts';
import { stayPage } from './stay-page.ts';
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
 * reviews come from the reviews service (the composition root hands it in).
 */
export function stayRenderer(
  repo: PublicListingRepository,
  storage: FileStorage,
  productTitle: string,
  reviews?: Pick<ReviewsService, 'publicReviews'>,
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
  };
}
export type StayRenderer = ReturnType<typeof stayRenderer>;
