import { addMonths, INSIGHTS_MAX_MONTHS, monthsBetween } from '@host-portal/contracts/insights';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';

export const PRESETS = ['last12', 'last6', 'last3', 'last24', 'thisYear', 'lastYear', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface MonthRange {
  from: string;
  to: string;
}

/** The range of a preset, counted back from `thisMonth` (YYYY-MM). */
export function presetRange(preset: Exclude<Preset, 'custom'>, thisMonth: string): MonthRange {
  const year = Number(thisMonth.slice(0, 4));
  switch (preset) {
    case 'last6':
      return { from: addMonths(thisMonth, -5), to: thisMonth };
    case 'last3':
      return { from: addMonths(thisMonth, -2), to: thisMonth };
    case 'last24':
      return { from: addMonths(thisMonth, -23), to: thisMonth };
    case 'thisYear':
      return { from: `${year}-01`, to: `${year}-12` };
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
    default:
      return { from: addMonths(thisMonth, -11), to: thisMonth };
  }
}

export const presetOf = (range: MonthRange, thisMonth: string): Preset =>
  PRESETS.find((p) => {
    if (p === 'custom') return false;
    const r = presetRange(p, thisMonth);
    return r.from === range.from && r.to === range.to;
  }) ?? 'custom';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The date range: a preset (last 12 months by default) or any months from and to, at most
 * 24 months; a custom range applies when it is whole and in order.
 */
export function RangeControl({
  range,
  thisMonth,
  onChange,
}: {
  range: MonthRange;
  thisMonth: string;
  onChange: (range: MonthRange) => void;
}) {
  const { t } = useTranslation();
  const [custom, setCustom] = useState<MonthRange | null>(null);
  const preset = custom ? 'custom' : presetOf(range, thisMonth);
  const draft = custom ?? range;
  const span = monthsBetween(draft.from, draft.to);
  const error =
    !MONTH.test(draft.from) || !MONTH.test(draft.to)
      ? t('insights.range.invalid')
      : span < 0
        ? t('insights.range.order')
        : span >= INSIGHTS_MAX_MONTHS
          ? t('insights.range.tooLong', { months: INSIGHTS_MAX_MONTHS })
          : null;

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('insights.range.label')}
        data={PRESETS.map((p) => ({ value: p, label: t(`insights.range.${p}`) }))}
        value={preset}
        allowDeselect={false}
        onChange={(value) => {
          if (!value || value === 'custom') {
            setCustom(range);
            return;
          }
          setCustom(null);
          onChange(presetRange(value as Exclude<Preset, 'custom'>, thisMonth));
        }}
        w={{ base: '100%', xs: 220 }}
      />
      {preset === 'custom' && (
        <Group
          component="form"
          align="flex-start"
          gap="sm"
          wrap="wrap"
          onSubmit={(event) => {
            event.preventDefault();
            if (error || !custom) return;
            onChange(custom);
          }}
        >
          <TextInput
            type="month"
            label={t('insights.range.from')}
            value={draft.from}
            onChange={(event) => setCustom({ ...draft, from: event.currentTarget.value })}
            w={170}
          />
          <TextInput
            type="month"
            label={t('insights.range.to')}
            value={draft.to}
            onChange={(event) => setCustom({ ...draft, to: event.currentTarget.value })}
            error={error}
            w={170}
          />
          <Button type="submit" mt={25} disabled={Boolean(error)}>
            {t('insights.range.apply')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
