import { useFormatters } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translation.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant in the reader's time zone (separators fall at their midnight). */
export function dayKey(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Today", "Yesterday", else the date (with the year when it is not this year's). */
export function useDayLabel(now: () => Date = () => new Date()) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (instant: string) => {
    const today = now();
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    const key = dayKey(instant);
    if (key === dayKey(today)) return t('messaging.day.today');
    if (key === dayKey(yesterday)) return t('messaging.day.yesterday');
    const sameYear = new Date(instant).getFullYear() === today.getFullYear();
    return format.date(instant, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(sameYear ? {} : { year: 'numeric' }),
    });
  };
}
