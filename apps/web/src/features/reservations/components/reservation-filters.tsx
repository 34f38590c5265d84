import { Button, CloseButton, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation.tsx';

export interface FilterValues {
  search: string;
  checkInTo: string;
  checkOutFrom: string;
  unitId: string;
  unitTitle: string;
}

/** Search (debounced by the caller), check-in and check-out dates, and the unit chosen from a row. */
export function ReservationFilters({
  search,
  onSearch,
  values,
  onChange,
  onClear,
}: {
  search: string;
  onSearch: (value: string) => void;
  values: FilterValues;
  onChange: (name: 'checkInTo' | 'checkOutFrom' | 'unit', value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const anySet = Boolean(search.trim() || values.checkInTo || values.checkOutFrom || values.unitId);
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          type="search"
          label={t('reservations.filters.search')}
          placeholder={t('reservations.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('reservations.filters.checkInTo')}
          value={values.checkInTo}
          onChange={(event) => onChange('checkInTo', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('reservations.filters.checkOutFrom')}
          value={values.checkOutFrom}
          onChange={(event) => onChange('checkOutFrom', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="sm" gap="xs">
        {values.unitId ? (
          <Group gap={4} wrap="nowrap">
            <Text size="sm">
              {t('reservations.filters.unit', { unit: values.unitTitle || values.unitId })}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('reservations.filters.clearUnit')}
              onClick={() => onChange('unit', '')}
            />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('reservations.filters.unitHint')}
          </Text>
        )}
        {anySet && (
          <Button variant="subtle" size="xs" onClick={onClear}>
            {t('reservations.filters.clear')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
