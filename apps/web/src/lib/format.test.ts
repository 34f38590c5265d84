import { LOCALES } from '@host-portal/i18n';
import { describe, expect, it } from 'vitest';
import { elapsedSince, formatInterpolated, formatMinutes } from './format.ts';
import { createTranslator } from './translator.ts';

describe('formatInterpolated', () => {
  it('writes numbers the way of the locale and leaves other values alone', () => {
    expect(formatInterpolated(1234.5, 'en_US')).toBe('1,234.5');
    expect(formatInterpolated(1234.5, 'de_DE')).toBe('1.234,5');
    expect(formatInterpolated(1234.5, 'fr_FR')).toBe('1\u202f234,5');
    expect(formatInterpolated(1.23456, 'en_US')).toBe('1.23');
    expect(formatInterpolated('12', 'de_DE')).toBe('12');
    expect(formatInterpolated(Number.NaN, 'de_DE')).toBeNaN();
  });

  it('formats every number interpolated into a message, plural forms still chosen by the count', () => {
    const i18n = createTranslator({
      language: 'de_DE',
      fallbackLanguage: 'en_US',
      resources: {
        de_DE: { guests_one: '{{count}} Gast', guests_other: '{{count}} Gäste', size: '{{size}} m²' },
      },
    });
    expect(i18n.t('guests', { count: 1 })).toBe('1 Gast');
    expect(i18n.t('guests', { count: 1200 })).toBe('1.200 Gäste');
    expect(i18n.t('size', { size: 72.46 })).toBe('72,46 m²');
  });

  it('writes 0 to 999 as Intl would in every locale, without building a formatter', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.NumberFormat(locale.replace('_', '-'), { maximumFractionDigits: 2 });
      for (const n of [0, 1, 7, 42, 999]) expect(formatInterpolated(n, locale)).toBe(intl.format(n));
    }
    expect(formatInterpolated(1000, 'de_DE')).toBe('1.000');
    expect(formatInterpolated(-5, 'en_US')).toBe('-5');
  });
});

describe('elapsedSince', () => {
  const now = new Date(2026, 10, 23, 9, 30);
  const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h);
  it("counts calendar days in the viewer's time zone, then months, then years", () => {
    expect(elapsedSince(at(2026, 10, 23, 1), now)).toEqual({ unit: 'today' });
    expect(elapsedSince(at(2026, 10, 24), now)).toEqual({ unit: 'today' });
    expect(elapsedSince(at(2026, 10, 22, 23), now)).toEqual({ unit: 'yesterday' });
    expect(elapsedSince(at(2026, 10, 20), now)).toEqual({ unit: 'days', count: 3 });
    expect(elapsedSince(at(2026, 9, 25), now)).toEqual({ unit: 'days', count: 29 });
    expect(elapsedSince(at(2026, 9, 24), now)).toEqual({ unit: 'months', count: 1 });
    expect(elapsedSince(at(2026, 7, 24), now)).toEqual({ unit: 'months', count: 2 });
    expect(elapsedSince(at(2026, 7, 23), now)).toEqual({ unit: 'months', count: 3 });
    expect(elapsedSince(at(2025, 10, 24), now)).toEqual({ unit: 'months', count: 11 });
    expect(elapsedSince(at(2025, 10, 23), now)).toEqual({ unit: 'years', count: 1 });
    expect(elapsedSince(at(2023, 0, 1), now)).toEqual({ unit: 'years', count: 3 });
  });
});

describe('formatMinutes', () => {
  it('writes the two largest of days, hours and minutes in the locale', () => {
    expect(formatMinutes('en-US', 42)).toBe('42 min');
    expect(formatMinutes('en-US', 375)).toBe('6 hr 15 min');
    expect(formatMinutes('en-US', 120)).toBe('2 hr');
    expect(formatMinutes('en-US', 3 * 1440 + 125)).toBe('3 days 2 hr');
    expect(formatMinutes('de-DE', 375)).toBe('6 Std. 15 Min.');
    expect(formatMinutes('en-US', 0)).toBe('0 min');
  });
});
