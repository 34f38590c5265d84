import { MINIMUM_NOTICE_OPTIONS } from '@host-portal/contracts/units';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type MinimumNotice = (typeof MINIMUM_NOTICE_OPTIONS)[number];

interface MinimumNoticeSelectProps {
  value: MinimumNotice | null;
  onChange: (value: MinimumNotice) => void;
  /** The variant of 000 section 5 that does not allow same-day or next-day bookings. */
  disableShortNotice?: boolean;
  /** Options offered by the configuration; defaults to 0, 1, 2, 3, 7. */
  options?: readonly MinimumNotice[];
  error?: string | undefined;
}

export const SHORT_NOTICE: readonly MinimumNotice[] = [0, 1];

/** Minimum days of notice before arrival. */
export function MinimumNoticeSelect({
  value,
  onChange,
  disableShortNotice = false,
  options = MINIMUM_NOTICE_OPTIONS,
  error,
}: MinimumNoticeSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('listing.price.minimumNotice')}
      required
      allowDeselect={false}
      value={value === null ? null : String(value)}
      onChange={(v) => v !== null && onChange(Number(v) as MinimumNotice)}
      data={options.map((n) => ({
        value: String(n),
        label: n === 0 ? t('listing.price.sameDay') : t('listing.price.daysNotice', { count: n }),
        disabled: disableShortNotice && SHORT_NOTICE.includes(n),
      }))}
      error={error}
    />
  );
}
