import type { ReservationTab } from '@host-portal/contracts/reservations';
import { Badge, NativeSelect, Stack, Tabs, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDebouncedSearch } from '../../../lib/use-debounced-search.ts';
import { usePendingCount } from '../api/get-pending-count.ts';
import type { ReservationListParams } from '../api/reservation-keys.ts';
import { type FilterValues, ReservationFilters } from './reservation-filters.tsx';
import { ReservationList } from './reservation-list.tsx';
import classes from './reservations.module.css';

const FILTER_PARAMS = ['search', 'checkInTo', 'checkOutFrom', 'unit', 'unitTitle', 'page'] as const;

/**
 * A list page with tabs (000 section 2): the filters and the page live in the URL, so back,
 * reload and a link keep them; switching tabs keeps the filters and starts at page 1.
 */
export function ReservationsPage({
  heading,
  tabs,
  tab,
  onTab,
}: {
  heading: string;
  tabs: readonly ReservationTab[];
  tab: ReservationTab;
  onTab: (tab: ReservationTab, search: URLSearchParams) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(`${t(`reservations.tabs.${tab}`)} · ${heading}`);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useDebouncedSearch(params.get('search') ?? '');
  const pending = usePendingCount(tabs.includes('requests'));
  const values: FilterValues = {
    search: search.debounced,
    checkInTo: params.get('checkInTo') ?? '',
    checkOutFrom: params.get('checkOutFrom') ?? '',
    unitId: params.get('unit') ?? '',
    unitTitle: params.get('unitTitle') ?? '',
  };
  const listParams: ReservationListParams = {
    tab,
    page,
    search: values.search,
    unitId: values.unitId,
    checkInTo: values.checkInTo,
    checkOutFrom: values.checkOutFrom,
    sort: tab === 'requests' && params.get('sort') === 'match' ? 'match' : 'respondBy',
  };

  const update = (change: (next: URLSearchParams) => void, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace },
    );
  const set = (next: URLSearchParams, name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };

  // as on the properties list: only a changed term navigates, and back/forward do not write it back
  const paramsNow = useRef(params);
  paramsNow.current = params;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced term changes
  useEffect(() => {
    if ((paramsNow.current.get('search') ?? '') === search.debounced) return;
    update((next) => {
      set(next, 'search', search.debounced);
      next.delete('page');
    }, true);
  }, [search.debounced]);

  const onFilter = (name: 'checkInTo' | 'checkOutFrom' | 'unit', value: string) =>
    update((next) => {
      set(next, name, value);
      if (name === 'unit' && !value) next.delete('unitTitle');
      next.delete('page');
    });
  const onFilterUnit = (unitId: string, title: string) =>
    update((next) => {
      next.set('unit', unitId);
      next.set('unitTitle', title);
      next.delete('page');
    });
  const onClear = () => {
    search.setValue('');
    update((next) => {
      for (const name of FILTER_PARAMS) next.delete(name);
    });
  };
  const onPage = (next: number) => {
    update((updated) => set(updated, 'page', next > 1 ? String(next) : ''));
    window.scrollTo({ top: 0 });
  };
  const filtered = Boolean(values.search || values.checkInTo || values.checkOutFrom || values.unitId);

  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        <Tabs
          value={tab}
          onChange={(value) => {
            if (!value || value === tab) return;
            const kept = new URLSearchParams(params);
            kept.delete('page');
            kept.delete('view');
            kept.delete('sort');
            onTab(value as ReservationTab, kept);
          }}
          keepMounted={false}
        >
          <Tabs.List className={classes.tabsList} aria-label={heading}>
            {tabs.map((name) => (
              <Tabs.Tab
                key={name}
                value={name}
                rightSection={
                  name === 'requests' && pending.data ? (
                    <Badge size="sm" color="orange" circle aria-hidden="true">
                      {pending.data}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`reservations.tabs.${name}`)}
                {name === 'requests' && pending.data ? (
                  <span className="hp-visually-hidden">
                    {' '}
                    ({t('reservations.pendingCount', { count: pending.data })})
                  </span>
                ) : null}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab} pt="md">
            <Stack gap="md">
              <ReservationFilters
                search={search.value}
                onSearch={search.setValue}
                values={values}
                onChange={onFilter}
                onClear={onClear}
              />
              {tab === 'requests' && (
                <NativeSelect
                  label={t('reservations.sort.label')}
                  value={listParams.sort}
                  onChange={(event) =>
                    update((next) => {
                      set(next, 'sort', event.currentTarget.value === 'match' ? 'match' : '');
                      next.delete('page');
                    })
                  }
                  data={[
                    { value: 'respondBy', label: t('reservations.sort.respondBy') },
                    { value: 'match', label: t('reservations.sort.match') },
                  ]}
                  maw={320}
                />
              )}
              <ReservationList
                params={listParams}
                filtered={filtered}
                onPage={onPage}
                onFilterUnit={onFilterUnit}
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
