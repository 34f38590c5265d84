import { toBcp47 } from '../../../../lib/locale.ts';

/** Region codes Intl names that are not countries one lives or pays taxes in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);
const cache = new Map<string, { value: string; label: string }[]>();

/** Every ISO 3166-1 country Intl can name, in the UI's language, sorted by name. */
export function countryOptions(uiLocale: string): { value: string; label: string }[] {
  const cached = cache.get(uiLocale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([toBcp47(uiLocale)], { type: 'region', fallback: 'none' });
  const options: { value: string; label: string }[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const label = names.of(code);
      if (label) options.push({ value: code, label });
    }
  }
  options.sort((x, y) => x.label.localeCompare(y.label, toBcp47(uiLocale)));
  cache.set(uiLocale, options);
  return options;
}
