import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale, normaliseLocale } from '@host-portal/i18n';

const require = createRequire(import.meta.url);
const LOCALES_DIR = path.join(path.dirname(require.resolve('@host-portal/i18n/package.json')), 'locales');

const cache = new Map<Locale, Record<string, string>>();

/** The flat key → text catalogue of one locale, read once from packages/i18n/locales. */
export function loadTranslations(locale: Locale): Record<string, string> {
  let entry = cache.get(locale);
  if (!entry) {
    const file = path.join(LOCALES_DIR, `${locale}.json`);
    entry = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
    if (process.env.NODE_ENV === 'production') cache.set(locale, entry);
  }
  return entry;
}

/** Resolves `hl` (de-DE, de_DE, de) to a supported locale, falling back to en_US. */
export function resolveLocale(hl: string | undefined): Locale {
  const exact = normaliseLocale(hl);
  if (exact) return exact;
  const lang = hl?.slice(0, 2).toLowerCase();
  return LOCALES.find((l) => l.startsWith(`${lang}_`)) ?? DEFAULT_LOCALE;
}

/** Text of `key` in `locale`, falling back to en_US, then to the key itself. */
export function translate(locale: Locale, key: string, vars: Record<string, string | number> = {}): string {
  const text = loadTranslations(locale)[key] ?? loadTranslations(DEFAULT_LOCALE)[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}
