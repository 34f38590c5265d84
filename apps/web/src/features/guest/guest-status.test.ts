import { LOCALES } from '@host-portal/i18n';
import { describe, expect, it } from 'vitest';
import { guestLocaleOf } from './guest-status.ts';

describe('guestLocaleOf', () => {
  it.each([
    ['de', 'de_DE'],
    ['de-CH', 'de_CH'],
    ['en', 'en_US'],
    ['en-GB', 'en_GB'],
    ['pt', 'pt_PT'],
    ['hr', 'hr_HR'],
    ['ja', null],
  ])('speaks to a guest of language %s in %s', (language, locale) => {
    expect(guestLocaleOf(language, LOCALES)).toBe(locale);
  });

  it('keeps to the locales the domain offers', () => {
    expect(guestLocaleOf('de-AT', ['en_US', 'de_CH'])).toBe('de_CH');
    expect(guestLocaleOf('fr', ['en_US', 'de_DE'])).toBeNull();
  });
});
