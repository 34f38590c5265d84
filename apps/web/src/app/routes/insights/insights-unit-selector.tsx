import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { UnitPicker } from '../../../components/ui/unit-picker.tsx';
import {
  reviewSummaryQueryOptions,
  useReviewSummaries,
} from '../../../features/reviews/api/get-review-summaries.ts';
import { unitNames } from '../../../features/reviews/components/unit-names.ts';
import { build, type INSIGHTS_TABS } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { UNIT_SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '../../../lib/use-debounced-search.ts';

/**
 * The insights' unit selector (001 section 2): the host's units (the reviews' list of every unit,
 * searched by unit or property title), loaded from page 1, 20 at a time, each time it opens;
 * choosing one opens the same tab for that unit, keeping the range. "All units" goes back.
 */
export function InsightsUnitSelector({
  tab,
  unitId,
}: {
  tab: (typeof INSIGHTS_TABS)[number];
  unitId: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useDebouncedSearch('', UNIT_SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const units = useReviewSummaries(search.debounced, opened);
  const current = useQuery({ ...reviewSummaryQueryOptions(unitId ?? ''), enabled: Boolean(unitId) });
  const rows = units.data?.pages.flatMap((page) => page.items) ?? [];
  const title = !unitId
    ? t('insights.units.all')
    : current.data
      ? unitNames(current.data, t).title
      : t('commons.loading');
  const { search: query } = useLocation();
  const keepRange = () => query;

  return (
    <Group align="flex-end" gap="sm">
      <UnitPicker
        unitId={unitId ?? ''}
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
        onChoose={(id) => navigate(`${build.insightsTab(tab, id)}${keepRange()}`)}
      />
      {unitId && (
        <Anchor component={Link} to={`${build.insightsTab(tab)}${keepRange()}`} pb={8}>
          {t('insights.units.showAll')}
        </Anchor>
      )}
    </Group>
  );
}
