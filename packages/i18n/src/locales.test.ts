import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, matchLocale, normaliseLocale } from './index.ts';

const dir = path.resolve(import.meta.dirname, '../locales');
const read = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{\{?\s*(\w+)\s*\}\}?/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const base = read(DEFAULT_LOCALE);
  const baseKeys = Object.keys(base).sort();

  it('has a catalogue', () => {
    expect(baseKeys.length).toBeGreaterThan(100);
  });

  for (const locale of LOCALES) {
    describe(locale, () => {
      const cat = read(locale);
      it('has exactly the key set of en_US, plus the plural forms its language needs', () => {
        // the web app's translator picks `key_<category>` by Intl.PluralRules: hr needs `_few`,
        // fr/it/es/pt `_many`
        const categories = new Intl.PluralRules(locale.replace('_', '-')).resolvedOptions().pluralCategories;
        const plural = baseKeys.filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length));
        const expected = new Set([...baseKeys, ...plural.flatMap((p) => categories.map((c) => `${p}_${c}`))]);
        const keys = Object.keys(cat).sort();
        expect(
          [...expected].filter((k) => !(k in cat)),
          'missing keys',
        ).toEqual([]);
        expect(
          keys.filter((k) => !expected.has(k)),
          'extra keys',
        ).toEqual([]);
      });
      it('has no empty text and keeps every placeholder', () => {
        for (const key of Object.keys(cat)) {
          const source = base[key] ?? base[key.replace(/_(zero|two|few|many)$/, '_other')]!;
          expect(cat[key]?.trim(), key).toBeTruthy();
          expect(placeholders(cat[key] ?? ''), key).toEqual(placeholders(source));
        }
      });
      if (!locale.startsWith('en_')) {
        it('is really translated (not an English copy)', () => {
          // short words like "OK" or brand names may stay; most texts must differ
          const same = baseKeys.filter((k) => cat[k] === base[k] && base[k]!.length > 12);
          expect(same.length / baseKeys.length, `untranslated: ${same.slice(0, 10).join(', ')}`).toBeLessThan(
            0.1,
          );
        });
      }
    });
  }
});

describe('locale matching (001 section 5)', () => {
  it('uses the browser locale when its language matches the app language', () => {
    expect(matchLocale('de-CH', 'de_DE')).toBe('de_CH');
    expect(matchLocale('en-GB', 'en_US')).toBe('en_GB');
  });
  it('otherwise uses the app locale', () => {
    expect(matchLocale('fr-FR', 'de_DE')).toBe('de_DE');
    expect(matchLocale('de-AT', 'de_DE')).toBe('de_DE');
    expect(matchLocale(undefined, 'it_IT')).toBe('it_IT');
  });
  it('normalises spellings', () => {
    expect(normaliseLocale('pt-pt')).toBe('pt_PT');
    expect(normaliseLocale('xx')).toBeUndefined();
  });
});

describe('locale names', () => {
  it('name every locale in its own language, starting with the language as Intl names it', () => {
    for (const locale of LOCALES) {
      const lang = locale.slice(0, 2);
      const own = new Intl.DisplayNames([lang], { type: 'language' }).of(lang)!;
      expect(LOCALE_NAMES[locale].toLocaleLowerCase(lang)).toMatch(
        new RegExp(`^${own.toLocaleLowerCase(lang)} \\(`),
      );
    }
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
  });
});
