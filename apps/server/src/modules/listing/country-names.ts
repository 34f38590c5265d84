import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);

/** The languages of our ten locales; only these are registered (each adds a few kB of names). */
const LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'pt', 'hr', 'nl'] as const;
for (const lang of LANGUAGES) countries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

const languageOf = (locale: string) => {
  const lang = locale.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en';
};

/** The country's common name in the locale's language ("Deutschland", "Allemagne"), else the code. */
export function countryName(code: string, locale: string): string {
  return countries.getName(code, languageOf(locale)) ?? countries.getName(code, 'en') ?? code;
}

/** Every name of every country in the locale's language and in English, for search by country. */
export function countryNamesFor(locale: string): { code: string; names: string[] }[] {
  const lang = languageOf(locale);
  const local = countries.getNames(lang, { select: 'all' });
  const english = countries.getNames('en', { select: 'all' });
  return Object.keys(english).map((code) => ({
    code,
    names: [...(local[code] ?? []), ...(english[code] ?? [])],
  }));
}
