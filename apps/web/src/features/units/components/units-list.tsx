import { Button, Group, Loader, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { UNIT_SEARCH_DEBOUNCE_MS, useDebouncedSearch } from '../../../lib/use-debounced-search.ts';
import { useEndSentinel } from '../../../lib/use-end-sentinel.ts';
import { useUnits } from '../api/get-units.ts';
import { AddUnitButton } from './add-unit-button.tsx';
import { UnitCard } from './unit-card.tsx';

export interface UnitsListProps {
  propertyId: string;
  /** Multi-unit properties may add units. */
  canAddUnits: boolean;
  headingOrder?: 1 | 2;
}

/** The property's units: search (500 ms), infinite scroll with a "load more" fallback. */
export function UnitsList({ propertyId, canAddUnits, headingOrder = 2 }: UnitsListProps) {
  const { t } = useTranslation();
  const search = useDebouncedSearch('', UNIT_SEARCH_DEBOUNCE_MS);
  const query = useUnits(propertyId, search.debounced);
  const units = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.pagination.total ?? 0;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
  };
  const sentinel = useEndSentinel<HTMLDivElement>(loadMore, Boolean(query.hasNextPage));

  return (
    <Stack gap="md" component="section" aria-labelledby="units-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={headingOrder} fz={headingOrder === 1 ? undefined : 'xl'} id="units-heading">
            {t('units.list.heading')}
          </Title>
          {query.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('units.list.count', { count: total })}
            </Text>
          )}
        </Stack>
        {canAddUnits && <AddUnitButton propertyId={propertyId} />}
      </Group>
      <TextInput
        type="search"
        label={t('units.list.searchLabel')}
        placeholder={t('units.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={query.isFetching && !query.isFetchingNextPage ? <Loader size="xs" /> : null}
        value={search.value}
        onChange={(e) => search.setValue(e.currentTarget.value)}
        maw={420}
      />
      {query.isPending && (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          role="status"
          aria-label={t('commons.loading')}
          aria-busy="true"
        >
          {[0, 1].map((i) => (
            <Skeleton key={i} height={140} radius="md" />
          ))}
        </SimpleGrid>
      )}
      {query.isError && !query.data && (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      )}
      {query.data && units.length === 0 && (
        <EmptyState
          headingOrder={headingOrder === 1 ? 2 : 3}
          title={search.debounced ? t('units.list.noResultsTitle') : t('units.list.emptyTitle')}
          description={
            search.debounced ? t('units.list.noResultsDescription', { search: search.debounced }) : undefined
          }
        />
      )}
      {units.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {units.map((unit, index) => (
            <li key={unit.id}>
              <UnitCard unit={unit} propertyId={propertyId} index={index} />
            </li>
          ))}
        </SimpleGrid>
      )}
      {query.isError && query.data && (
        <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && (
        <Group justify="center" ref={sentinel}>
          <Button variant="default" onClick={loadMore} loading={query.isFetchingNextPage}>
            {t('units.list.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
