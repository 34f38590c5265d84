import { describe, expect, it } from 'vitest';
import { chooseLocale } from './locale.ts';

describe('chooseLocale', () => {
  it('uses the ho_hl cookie when it names an offered locale', () => {
    expect(chooseLocale({ cookie: 'fr_FR', browser: 'de-DE', domainDefault: 'en_US' })).toBe('fr_FR');
  });

  it('ignores a cookie with an unknown or unoffered locale', () => {
    expect(chooseLocale({ cookie: 'xx_YY', browser: 'en-GB', domainDefault: 'en_US' })).toBe('en_GB');
    expect(
      chooseLocale({
        cookie: 'fr_FR',
        browser: undefined,
        domainDefault: 'de_DE',
        available: ['de_DE', 'de_CH'],
      }),
    ).toBe('de_DE');
  });

  it('takes the browser locale when its language matches the domain language', () => {
    expect(chooseLocale({ cookie: undefined, browser: 'de-CH', domainDefault: 'de_DE' })).toBe('de_CH');
    expect(chooseLocale({ cookie: undefined, browser: 'en-GB', domainDefault: 'en_US' })).toBe('en_GB');
  });

  it('otherwise falls back to the domain default', () => {
    expect(chooseLocale({ cookie: undefined, browser: 'fr-FR', domainDefault: 'en_US' })).toBe('en_US');
    expect(chooseLocale({ cookie: undefined, browser: 'de', domainDefault: 'de_DE' })).toBe('de_DE');
  });

  it('does not pick a browser locale the domain does not offer', () => {
    expect(
      chooseLocale({
        cookie: undefined,
        browser: 'de-CH',
        domainDefault: 'de_DE',
        available: ['de_DE', 'en_US'],
      }),
    ).toBe('de_DE');
  });
});
