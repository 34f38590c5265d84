import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale, normaliseLocale } from '@host-portal/i18n';
import { IDENTITY_STRINGS, type IdentityKey } from './strings.ts';

const localesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@host-portal/i18n')),
  '..',
  'locales',
);
const cache = new Map<Locale, Record<string, string>>();

function catalogue(locale: Locale): Record<string, string> {
  let entries = cache.get(locale);
  if (!entries) {
    try {
      entries = JSON.parse(readFileSync(path.join(localesDir, `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
    } catch {
      entries = {};
    }
    cache.set(locale, entries);
  }
  return entries;
}

export type Translate = (key: IdentityKey, vars?: Record<string, string | number>) => string;

/** Looks a key up in the locale, then en_US, then the built-in English text. */
export function translator(locale: Locale): Translate {
  const own = catalogue(locale);
  const fallback = catalogue(DEFAULT_LOCALE);
  return (key, vars) => {
    const text = own[key] ?? fallback[key] ?? IDENTITY_STRINGS[key];
    return vars
      ? text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
      : text;
  };
}

const LANGUAGE_DEFAULTS: Record<string, Locale> = { de: 'de_DE', en: 'en_US' };

/** `de-CH` → de_CH; a bare language (`fr`) → its locale (de → de_DE, en → en_US). */
function fromTag(tag: string): Locale | undefined {
  const exact = normaliseLocale(tag);
  if (exact) return exact;
  const lang = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  if (!lang) return undefined;
  return LANGUAGE_DEFAULTS[lang] ?? LOCALES.find((l) => l.startsWith(`${lang}_`));
}

/**
 * The page language: the `ui_locales` parameter, then the app's `ho_hl` cookie, then the browser's
 * Accept-Language, then en_US.
 */
export function resolveLocale(input: {
  uiLocales?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  for (const tag of (input.uiLocales ?? '').split(/\s+/).filter(Boolean)) {
    const l = fromTag(tag);
    if (l) return l;
  }
  const fromCookie = input.cookie ? normaliseLocale(input.cookie) : undefined;
  if (fromCookie) return fromCookie;
  const accepted = (input.acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter((a) => a.tag && a.tag !== '*' && a.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const a of accepted) {
    const l = fromTag(a.tag);
    if (l) return l;
  }
  return DEFAULT_LOCALE;
}

/** `en_US` → `en-US` for the html lang attribute. */
export const htmlLang = (locale: Locale) => locale.replace('_', '-');
