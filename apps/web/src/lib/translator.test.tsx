import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../../../packages/i18n/locales/en_US.json';
import hr from '../../../../packages/i18n/locales/hr_HR.json';
import { TranslationProvider, useTranslation } from './translation.tsx';
import { createTranslator, type TFunction } from './translator.ts';

const translator = (language = 'en_US') =>
  createTranslator({
    language,
    fallbackLanguage: 'en_US',
    resources: {
      en_US: {
        hello: 'Hello {{name}}',
        twice: '{{n}} and {{ n }} again',
        onlyEnglish: 'Only in English',
        nights_one: '{{count}} night',
        nights_other: '{{count}} nights',
        size: '{{size}} m²',
        price: '{{amount}} {{currency}}',
      },
      de_DE: {
        hello: 'Hallo {{name}}',
        nights_one: '{{count}} Nacht',
        nights_other: '{{count}} Nächte',
        size: '{{size}} m²',
      },
      hr_HR: {
        nights_one: '{{count}} noć',
        nights_few: '{{count}} noći',
        nights_other: '{{count}} noći (other)',
        onlyOther_other: '{{count}} svih',
      },
    },
  });

describe('translator', () => {
  it('puts values into the placeholders, trimmed names, every occurrence, no HTML escaping', () => {
    const { t } = translator();
    expect(t('hello', { name: 'Ana <b>&' })).toBe('Hello Ana <b>&');
    expect(t('twice', { n: 'x' })).toBe('x and x again');
  });

  it('keeps a placeholder whose value is not given; an undefined or null value is empty', () => {
    const { t } = translator();
    expect(t('hello')).toBe('Hello {{name}}');
    expect(t('hello', { other: 1 })).toBe('Hello {{name}}');
    expect(t('hello', { name: undefined })).toBe('Hello ');
    expect(t('hello', { name: null })).toBe('Hello ');
  });

  it('writes interpolated numbers the way of the current locale, at most 2 fraction digits', () => {
    expect(translator().t('size', { size: 1234.5 })).toBe('1,234.5 m²');
    expect(translator('de_DE').t('size', { size: 1234.5 })).toBe('1.234,5 m²');
    expect(translator('de_DE').t('size', { size: 72.456 })).toBe('72,46 m²');
    // an en_US text shown in a German session still writes German numbers
    expect(translator('de_DE').t('price', { amount: 1234.5, currency: 'EUR' })).toBe('1.234,5 EUR');
  });

  it('picks the plural form by the count in en_US and de_DE', () => {
    const en = translator();
    expect(en.t('nights', { count: 1 })).toBe('1 night');
    expect(en.t('nights', { count: 0 })).toBe('0 nights');
    expect(en.t('nights', { count: 2 })).toBe('2 nights');
    expect(en.t('nights', { count: 1.5 })).toBe('1.5 nights');
    expect(translator('de_DE').t('nights', { count: 2500 })).toBe('2.500 Nächte');
  });

  it('uses the categories of a language with more of them (Croatian one/few/other)', () => {
    const { t } = translator('hr_HR');
    expect(t('nights', { count: 1 })).toBe('1 noć');
    expect(t('nights', { count: 21 })).toBe('21 noć');
    expect(t('nights', { count: 3 })).toBe('3 noći');
    expect(t('nights', { count: 24 })).toBe('24 noći');
    expect(t('nights', { count: 5 })).toBe('5 noći (other)');
    expect(t('nights', { count: 11 })).toBe('11 noći (other)');
    // a missing category falls back to `_other` of the same language
    expect(t('onlyOther', { count: 3 })).toBe('3 svih');
  });

  it('handles the real catalogue plurals of hr_HR', () => {
    const real = createTranslator({
      language: 'hr_HR',
      fallbackLanguage: 'en_US',
      resources: { en_US: en, hr_HR: hr },
    });
    const plural = Object.keys(hr)
      .find((k) => k.endsWith('_few'))!
      .slice(0, -'_few'.length);
    expect(real.t(plural, { count: 3 })).toBe(
      (hr as Record<string, string>)[`${plural}_few`]!.replace('{{count}}', '3'),
    );
    expect(real.t(plural, { count: 1 })).toBe(
      (hr as Record<string, string>)[`${plural}_one`]!.replace('{{count}}', '1'),
    );
  });

  it('falls back to the bare key without plural forms, and a string count picks no plural form', () => {
    const { t } = translator();
    expect(t('hello', { count: 3, name: 'x' })).toBe('Hello x');
    expect(t('nights', { count: '2' as unknown as number })).toBe('nights');
  });

  it('falls back to en_US for a key the locale lacks, with en_US plural rules', () => {
    const i18n = translator('hr_HR');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('hello', { name: 'Ivo' })).toBe('Hello Ivo');
    expect(translator('de_DE').t('onlyEnglish')).toBe('Only in English');
  });

  it('returns the key for a missing key, or the defaultValue when given (interpolated too)', () => {
    const { t } = translator('de_DE');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('units.field.title', { defaultValue: 'title' })).toBe('title');
    expect(t('missing', { defaultValue: '{{count}} items', count: 1200 })).toBe('1.200 items');
    expect(t('hello', { defaultValue: 'unused', name: 'Eva' })).toBe('Hallo Eva');
  });

  it('tells whether a key exists in the current language or the fallback', () => {
    const i18n = translator('de_DE');
    expect(i18n.exists('hello')).toBe(true);
    expect(i18n.exists('onlyEnglish')).toBe(true);
    expect(i18n.exists('nights')).toBe(false);
    expect(i18n.exists('nights', { count: 2 })).toBe(true);
    expect(i18n.exists('no.such.key')).toBe(false);
    expect(createTranslator({ language: 'en_US', fallbackLanguage: 'en_US' }).exists('hello')).toBe(false);
  });

  it('adds bundles, switches the language and tells subscribers', () => {
    const i18n = createTranslator({
      language: 'en_US',
      fallbackLanguage: 'en_US',
      resources: { en_US: { a: 'A' } },
    });
    const seen: string[] = [];
    const stop = i18n.subscribe(() => seen.push(i18n.language));
    expect(i18n.hasResourceBundle('fr_FR')).toBe(false);
    i18n.addResourceBundle('fr_FR', { a: 'A (fr)' });
    i18n.addResourceBundle('fr_FR', { b: 'B (fr)' });
    expect(i18n.hasResourceBundle('fr_FR')).toBe(true);
    i18n.changeLanguage('fr_FR');
    i18n.changeLanguage('fr_FR');
    expect(seen).toEqual(['fr_FR']);
    expect(i18n.language).toBe('fr_FR');
    expect(i18n.t('a')).toBe('A (fr)');
    expect(i18n.t('b')).toBe('B (fr)');
    stop();
    i18n.changeLanguage('en_US');
    expect(seen).toEqual(['fr_FR']);
  });

  it('keeps a fixed t bound to its language and the same function per language', () => {
    const i18n = translator();
    const english = i18n.getFixedT('en_US');
    expect(i18n.getFixedT('en_US')).toBe(english);
    i18n.changeLanguage('de_DE');
    expect(english('hello', { name: 'x' })).toBe('Hello x');
    expect(i18n.t('hello', { name: 'x' })).toBe('Hallo x');
  });
});

/** Every `t` a render got, and every `t` an effect depending on it ran for. */
const rendered: TFunction[] = [];
const effects: TFunction[] = [];
function Greeting({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  rendered.push(t);
  useEffect(() => {
    effects.push(t);
  }, [t]);
  return (
    <p lang={i18n.language}>
      {t('hello', { name })} · {t('nights', { count: 2 })}
    </p>
  );
}

function Lost() {
  useTranslation();
  return null;
}

describe('TranslationProvider and useTranslation', () => {
  it('re-renders consumers on a language change and keeps t stable until then', () => {
    const i18n = translator();
    const tree = (
      <TranslationProvider translator={i18n}>
        <Greeting name="Ana" />
      </TranslationProvider>
    );
    const { rerender } = render(tree);
    expect(screen.getByText('Hello Ana · 2 nights')).toHaveAttribute('lang', 'en_US');
    rerender(
      <TranslationProvider translator={i18n}>
        <Greeting name="Ana" />
      </TranslationProvider>,
    );
    expect(rendered.length).toBeGreaterThan(1);
    expect(new Set(rendered).size).toBe(1);
    expect(effects).toHaveLength(1);

    act(() => {
      i18n.addResourceBundle('de_DE', { hello: 'Guten Tag {{name}}' });
      i18n.changeLanguage('de_DE');
    });
    expect(screen.getByText('Guten Tag Ana · 2 Nächte')).toHaveAttribute('lang', 'de_DE');
    expect(new Set(rendered).size).toBe(2);
    expect(effects).toHaveLength(2);
  });

  it('refuses to work outside the provider', () => {
    expect(() => render(<Lost />)).toThrow('useTranslation outside TranslationProvider');
  });
});
