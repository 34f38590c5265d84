import type { MEASUREMENT_UNITS } from '@host-portal/contracts/units';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { roundSqm, sqftToSqm, sqmToSqft } from '../../../lib/area.ts';
import { useTranslation } from '../../../lib/translation.tsx';

export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

interface SizeFieldProps {
  /** Square metres, as stored. */
  value: number | null;
  unit: MeasurementUnit;
  onChange: (sqm: number | null) => void;
  onUnitChange: (unit: MeasurementUnit) => void;
  error?: string | undefined;
}

/** The unit's size in m² or ft²; whatever is typed is kept in square metres at 2 decimals. */
export function SizeField({ value, unit, onChange, onUnitChange, error }: SizeFieldProps) {
  const { t } = useTranslation();
  const unitLabelId = useId();
  const imperial = unit === 'imperial';
  const shown = value === null ? Number.NaN : imperial ? sqmToSqft(value) : value;
  return (
    <Stack gap={6}>
      <Group gap="xs" align="center">
        <Text id={unitLabelId} size="sm" fw={500}>
          {t('listing.size.unitLabel')}
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby={unitLabelId}
          value={unit}
          onChange={(next) => onUnitChange(next as MeasurementUnit)}
          data={[
            { value: 'metric', label: t('listing.size.metric') },
            { value: 'imperial', label: t('listing.size.imperial') },
          ]}
        />
      </Group>
      <NumberField
        label={imperial ? t('listing.size.labelSqft') : t('listing.size.labelSqm')}
        value={shown}
        min={0}
        decimals={imperial ? 0 : 2}
        error={error}
        onChange={(input) => {
          if (Number.isNaN(input)) return onChange(null);
          onChange(imperial ? sqftToSqm(input) : roundSqm(input));
        }}
      />
    </Stack>
  );
}
