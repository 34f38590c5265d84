import type { Locale } from '@host-portal/i18n';
import { toBcp47 } from '../../lib/locale.ts';

/**
 * Each language named in itself ("Deutsch (Schweiz)"), for the header's language menu. The same
 * rule as components/ui/language-select.tsx, kept here because importing that module put the whole
 * Mantine Select (combobox, scroll area, popover) into the startup bundle of every page.
 */
export function localeName(locale: Locale): string {
  const tag = toBcp47(locale);
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return tag;
  }
}
