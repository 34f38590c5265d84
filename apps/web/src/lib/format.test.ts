import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatInterpolated, numberFormatter } from './format.ts';

describe('formatInterpolated', () => {
  it('writes numbers the way of the locale and leaves other values alone', () => {
    expect(formatInterpolated(1234.5, undefined, 'en_US')).toBe('1,234.5');
    expect(formatInterpolated(1234.5, undefined, 'de_DE')).toBe('1.234,5');
    expect(formatInterpolated(1234.5, undefined, 'fr_FR')).toBe('1\u202f234,5');
    expect(formatInterpolated('12', undefined, 'de_DE')).toBe('12');
    expect(formatInterpolated(Number.NaN, undefined, 'de_DE')).toBeNaN();
  });

  it('formats every number interpolated into a message, plural forms still chosen by the count', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(numberFormatter).init({
      lng: 'de_DE',
      resources: {
        de_DE: {
          translation: { guests_one: '{{count}} Gast', guests_other: '{{count}} Gäste', size: '{{size}} m²' },
        },
      },
      keySeparator: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    expect(i18n.t('guests', { count: 1 })).toBe('1 Gast');
    expect(i18n.t('guests', { count: 1200 })).toBe('1.200 Gäste');
    expect(i18n.t('size', { size: 72.46 })).toBe('72,46 m²');
  });
});
