import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import type { EarningsFilter } from '../api/earnings-keys.ts';
import { useEarningUnits } from '../api/get-earnings.ts';

/** the Select's value for "no filter" (an empty value would read as nothing chosen) */
const ALL = 'all';

export type FilterName = 'dateFrom' | 'dateTo' | 'unitId' | 'status';

/** Check-in range, unit and status of the earnings tab. */
export function EarningsFilters({
  values,
  onChange,
  onClear,
}: {
  values: EarningsFilter;
  onChange: (name: FilterName, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const units = useEarningUnits();
  const anySet = Boolean(values.dateFrom || values.dateTo || values.unitId || values.status);
  const unitOptions = [
    { value: ALL, label: t('earnings.filters.allUnits') },
    ...(units.data?.units ?? []).map((u) => ({ value: u.id, label: u.title || t('listing.untitledUnit') })),
  ];
  // a unit chosen by address before the options arrive still shows as chosen
  if (values.unitId && !unitOptions.some((o) => o.value === values.unitId)) {
    unitOptions.push({ value: values.unitId, label: t('listing.untitledUnit') });
  }
  return (
    <Paper withBorder radius="md" p="md" component="form" aria-label={t('earnings.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          type="date"
          label={t('earnings.filters.dateFrom')}
          value={values.dateFrom}
          max={values.dateTo || undefined}
          onChange={(event) => onChange('dateFrom', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('earnings.filters.dateTo')}
          value={values.dateTo}
          min={values.dateFrom || undefined}
          onChange={(event) => onChange('dateTo', event.currentTarget.value)}
        />
        <Select
          label={t('earnings.filters.unit')}
          data={unitOptions}
          value={values.unitId || ALL}
          allowDeselect={false}
          onChange={(value) => onChange('unitId', value === ALL ? '' : (value ?? ''))}
        />
        <Select
          label={t('earnings.filters.status')}
          data={[
            { value: ALL, label: t('earnings.filters.statusAll') },
            { value: 'confirmed', label: t('reservations.status.booking.CONFIRMED') },
            { value: 'completed', label: t('reservations.status.booking.COMPLETED') },
          ]}
          value={values.status || ALL}
          allowDeselect={false}
          onChange={(value) => onChange('status', value === ALL ? '' : (value ?? ''))}
        />
      </SimpleGrid>
      {anySet && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t('earnings.filters.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
