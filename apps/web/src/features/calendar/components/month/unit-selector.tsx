import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UnitPicker } from '../../../../components/ui/unit-picker.tsx';
import { build } from '../../../../lib/route-paths.ts';
import { useDebouncedSearch } from '../../../../lib/use-debounced-search.ts';
import { useTimeline } from '../../api/calendar-api.ts';
import { UNIT_SEARCH_DEBOUNCE_MS, unitOptionsParams } from './unit-options.ts';

export interface UnitSelectorProps {
  unitId: string;
  /** the unit shown, as its button reads */
  title: string;
  today: string;
}

/**
 * The calendar's unit selector (000 section 2): the shared unit picker over the host's units by
 * title, searched 500 ms after the last key; choosing one opens its calendar.
 */
export function UnitSelector({ unitId, title, today }: UnitSelectorProps) {
  const navigate = useNavigate();
  const search = useDebouncedSearch('', UNIT_SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const units = useTimeline(unitOptionsParams(today, search.debounced), opened);

  return (
    <UnitPicker
      unitId={unitId}
      title={title}
      search={search}
      options={{
        rows: (units.data?.items ?? []).map((row) => ({ unitId: row.unitId, title: row.title ?? '' })),
        total: units.data?.pagination.total ?? 0,
        isFetching: units.isFetching,
        isSuccess: units.isSuccess,
        isError: units.isError,
      }}
      onOpenedChange={setOpened}
      onChoose={(id) => navigate(build.calendar(id))}
    />
  );
}
