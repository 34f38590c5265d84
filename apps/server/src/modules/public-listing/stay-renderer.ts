import type { Locale } from '@host-portal/i18n';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { resolveLocale } from '../../identity/pages/i18n.ts';
import { localFileStorage } from '../../lib/storage.ts';
import { publicListingRepository } from './public-listing.repository.ts';
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

export type StayConfig = Pick<Config, 'uploadDir' | 'publicUrl' | 'productTitle'>;

/**
 * The /stay page for a unit: `published` for guests, `preview` for staff reviewing a unit that is
 * not public yet (the same page, with a notice). Undefined when there is no such unit.
 */
export function stayRenderer(config: StayConfig, database: Database) {
  const repo = publicListingRepository(database);
  const storage = localFileStorage(config.uploadDir, config.publicUrl);
  const render = async (unitId: string, locale: Locale, preview: boolean) => {
    const find = preview ? repo.findForPreview : repo.findPublished;
    const [row, photos] = await Promise.all([find(unitId), repo.photos(unitId)]);
    if (!row) return undefined;
    return stayPage({
      locale,
      text: stayText(locale),
      product: config.productTitle,
      storage,
      row,
      photos,
      preview,
    });
  };
  return {
    published: (unitId: string, locale: Locale) => render(unitId, locale, false),
    preview: (unitId: string, locale: Locale) => render(unitId, locale, true),
  };
}
