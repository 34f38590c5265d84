import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconCalendarDown, IconSearch } from '@tabler/icons-react';
import type { TFunction } from '../../../../lib/translation.tsx';
import { PropertyFilter } from './property-filter.tsx';

/** Search by unit title and the property filter (both start the list again at its top). */
export function TimelineFilters({
  search,
  onSearch,
  propertyId,
  onProperty,
  t,
}: {
  search: string;
  onSearch: (value: string) => void;
  propertyId: string;
  onProperty: (propertyId: string) => void;
  t: TFunction;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        type="search"
        label={t('calendar.timeline.search')}
        placeholder={t('calendar.timeline.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <PropertyFilter value={propertyId} onChange={onProperty} t={t} />
    </SimpleGrid>
  );
}

/** Jumps in time: back to today, or to any date of the timeline. */
export function TimelineDateNav({
  min,
  max,
  onToday,
  onDate,
  t,
}: {
  min: string;
  max: string;
  onToday: () => void;
  onDate: (date: string) => void;
  t: TFunction;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconCalendarDown size={16} aria-hidden="true" />}
        onClick={onToday}
      >
        {t('calendar.timeline.today')}
      </Button>
      <TextInput
        type="date"
        label={t('calendar.timeline.goToDate')}
        min={min}
        max={max}
        onChange={(event) => {
          const date = event.currentTarget.value;
          if (date && date >= min && date <= max) onDate(date);
        }}
      />
    </Group>
  );
}
