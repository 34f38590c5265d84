import type { Locale } from '@host-portal/i18n';
import { loadTranslations, translate } from '../settings/translations.ts';

export type StayText = ReturnType<typeof stayText>;

/** Texts of the public page in one locale: plain keys, plural keys and labels of enumerations. */
export function stayText(locale: Locale) {
  const plural = new Intl.PluralRules(locale.replace('_', '-'));
  const has = (key: string) => key in loadTranslations(locale) || key in loadTranslations('en_US');
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, key, vars);
  return {
    t,
    /** `key_one`, `key_few`… by the locale's plural rules, falling back to `key_other`. */
    count(key: string, count: number) {
      const exact = `${key}_${plural.select(count)}`;
      return t(has(exact) ? exact : `${key}_other`, { count });
    },
    /** The label of an enumeration value, else the value made readable (`sea_view` → `Sea view`). */
    label(prefix: string, value: string) {
      const key = `${prefix}.${value}`;
      if (has(key)) return t(key);
      const words = value
        .replace(/[_-]+/g, ' ')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .trim();
      return words.charAt(0).toUpperCase() + words.slice(1);
    },
  };
}
