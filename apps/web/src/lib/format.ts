import { useTranslation } from 'react-i18next';
import { toBcp47 } from './locale.ts';

/** Dates and numbers through Intl in the current UI locale. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  return {
    date: (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(locale, options).format(value),
  };
}
