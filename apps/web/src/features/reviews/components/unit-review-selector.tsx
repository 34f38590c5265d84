import { useState } from 'react';
import { useNavigate } from 'react-router';
import { UnitPicker } from '../../../components/ui/unit-picker.tsx';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { UNIT_SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '../../../lib/use-debounced-search.ts';
import { useReviewSummaries } from '../api/get-review-summaries.ts';
import { unitNames } from './unit-names.ts';

/**
 * The unit selector of the reviews (001 section 2): the host's units by property, searched by unit
 * or property title; choosing one opens its reviews from page 1 (its list starts afresh).
 */
export function UnitReviewSelector({ unitId, title }: { unitId: string; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useDebouncedSearch('', UNIT_SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const units = useReviewSummaries(search.debounced, opened);
  const rows = units.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <UnitPicker
      unitId={unitId}
      title={title}
      search={search}
      options={{
        rows: rows.map((unit) => {
          const names = unitNames(unit, t);
          return { unitId: unit.unitId, title: names.title, detail: names.property };
        }),
        total: units.data?.pages.at(-1)?.pagination.total ?? 0,
        isFetching: units.isFetching,
        isSuccess: units.isSuccess,
        isError: units.isError,
      }}
      onOpenedChange={setOpened}
      onChoose={(id) => navigate(build.insightsTab('reviews', id))}
    />
  );
}
