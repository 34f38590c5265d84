import type { Locale } from '@host-portal/i18n';
import type { FastifyRequest } from 'fastify';
import { resolveLocale } from '../../identity/pages/i18n.ts';
import { loadTranslations, translate } from './translations.ts';

/**
 * The language of the API's messages (validation reasons, publish gate, regional rules, labels):
 * `?hl=` when given, otherwise Accept-Language (the web app sends its current portal language
 * there on every call), otherwise en_US. The saved profile language is not read here: the portal
 * language is what the host is looking at, and it needs no database read per request.
 */
export function requestLocale(req: FastifyRequest): Locale {
  const hl = (req.query as Record<string, unknown> | undefined)?.hl;
  return resolveLocale({
    uiLocales: typeof hl === 'string' ? hl : undefined,
    acceptLanguage: req.headers['accept-language'],
  });
}

export type LocalText = ReturnType<typeof localText>;

/** Messages in one locale: plain keys, and plural keys by the locale's plural rules. */
export function localText(locale: Locale) {
  const plural = new Intl.PluralRules(locale.replace('_', '-'));
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, key, vars);
  return {
    locale,
    t,
    /** `key_one`, `key_few`… with `count` among the variables, falling back to `key_other`. */
    count(key: string, count: number, vars: Record<string, string | number> = {}) {
      const exact = `${key}_${plural.select(count)}`;
      const has = exact in loadTranslations(locale) || exact in loadTranslations('en_US');
      return t(has ? exact : `${key}_other`, { ...vars, count });
    },
  };
}

/** English, for callers without a request (jobs, seeds) and as the default. */
export const ENGLISH = localText('en_US');
