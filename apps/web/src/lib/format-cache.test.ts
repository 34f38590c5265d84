import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from './format.ts';
import { localeName } from './locale.ts';

describe('Intl formatters', () => {
  it('are built once per locale and options, and still format each locale its way', () => {
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('fr-FR'));
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).not.toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5');
    expect(dateFormat('en-GB', { dateStyle: 'medium' })).toBe(dateFormat('en-GB', { dateStyle: 'medium' }));
    expect(dateFormat('en-GB', { dateStyle: 'medium' }).format(new Date('2026-05-01T12:00:00Z'))).toBe(
      '1 May 2026',
    );
  });

  it('names each language in itself', () => {
    expect(localeName('de_DE')).toBe('Deutsch (Deutschland)');
    expect(localeName('de_DE')).toBe(localeName('de_DE'));
    expect(localeName('fr_FR')).toBe('Français (France)');
  });
});
