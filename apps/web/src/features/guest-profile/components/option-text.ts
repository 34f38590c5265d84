import type { Band } from '@host-portal/contracts/match-score';
import { MATCH_RULES } from '@host-portal/contracts/match-score';
import { toBcp47 } from '../../../lib/locale.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** Whole numbers of a half-open band [from, to): its first and last. */
const first = ([from]: Band) => from ?? 0;
const last = ([, to]: Band) => (to ?? 0) - 1;

/** Each option's words; the numbers in them come from MATCH_RULES (ADR 0022), never from a text. */
export function useOptionText() {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language || 'en_US');
  const { leadTimeDays: lead, nights, guests } = MATCH_RULES;
  const weekendDays = () => {
    const names = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday: ISO weekday n is 2024-01-0n
    const days = MATCH_RULES.weekendCheckInDays.map((n) => names.format(new Date(Date.UTC(2024, 0, n))));
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(days);
  };
  const descriptions: Record<string, () => string> = {
    lastMinute: () => t('guestProfile.option.lastMinute.description', { days: first(lead.onSchedule) }),
    onSchedule: () =>
      t('guestProfile.option.onSchedule.description', {
        from: first(lead.onSchedule),
        to: last(lead.onSchedule),
      }),
    earlyBird: () => t('guestProfile.option.earlyBird.description', { days: first(lead.earlyBird) }),
    shortStay: () => t('guestProfile.option.shortStay.description', { to: last(nights.shortStay) }),
    mediumStay: () =>
      t('guestProfile.option.mediumStay.description', {
        from: first(nights.mediumStay),
        to: last(nights.mediumStay),
      }),
    longStay: () => t('guestProfile.option.longStay.description', { from: first(nights.longStay) }),
    weekday: () => t('guestProfile.option.weekday.description'),
    weekend: () => t('guestProfile.option.weekend.description', { days: weekendDays() }),
    solo: () => t('guestProfile.option.solo.description'),
    couple: () => t('guestProfile.option.couple.description'),
    family: () =>
      t('guestProfile.option.family.description', { from: first(guests.family), to: last(guests.family) }),
    group: () => t('guestProfile.option.group.description', { from: first(guests.group) }),
    hostLanguage: () => t('guestProfile.option.hostLanguage.description'),
    noPreference: () => t('guestProfile.option.noPreference.description'),
  };
  return {
    label: (option: string) => t(`guestProfile.option.${option}.label`),
    description: (option: string) => descriptions[option]?.() ?? '',
  };
}

/** A language's name in the UI's language ("German"), or its code when Intl does not know it. */
export function languageName(code: string, uiLocale: string): string {
  try {
    return new Intl.DisplayNames([toBcp47(uiLocale)], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
