import { Select } from '@mantine/core';
import { useState } from 'react';
import type { TFunction } from '../../../../lib/translation.tsx';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search.ts';
import { useTimelineProperties } from './use-timeline-properties.ts';

/**
 * Narrows the timeline to one property. The host's properties come from the server, searched
 * there as the host types (a host may have more than one answer holds).
 */
export function PropertyFilter({
  value,
  onChange,
  t,
}: {
  value: string;
  onChange: (propertyId: string) => void;
  t: TFunction;
}) {
  const search = useDebouncedSearch('');
  const [chosenLabel, setChosenLabel] = useState('');
  // the field shows the chosen property's name: that is no search
  const term = search.debounced === chosenLabel ? '' : search.debounced;
  const properties = useTimelineProperties(term);
  const options = (properties.data?.items ?? []).map((item) => ({
    value: item.id,
    label: item.title || t('calendar.timeline.untitledProperty'),
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: chosenLabel || t('calendar.timeline.chosenProperty') });

  return (
    <Select
      label={t('calendar.timeline.property')}
      placeholder={t('calendar.timeline.allProperties')}
      data={options}
      value={value || null}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? '');
        onChange(next ?? '');
      }}
      searchable
      searchValue={search.value}
      onSearchChange={search.setValue}
      filter={({ options: all }) => all}
      clearable
      clearButtonProps={{ 'aria-label': t('calendar.timeline.clearProperty') }}
      nothingFoundMessage={properties.isFetching ? t('commons.loading') : t('calendar.timeline.noProperties')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
