import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMessageStar, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDebouncedSearch } from '../../../lib/use-debounced-search.ts';
import { useReviewSummaries } from '../api/get-review-summaries.ts';
import { useNewReviewUnits } from '../api/new-reviews.ts';
import { UnitSummaryCard } from '../components/unit-summary-card.tsx';

/**
 * /insights/reviews: every unit of the host with its rating, the reviews waiting for a reply and a
 * mark for new reviews; those with new reviews come first. A unit opens its reviews.
 */
export default function ReviewsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.title'));
  const search = useDebouncedSearch();
  const units = useReviewSummaries(search.debounced);
  const newUnits = useNewReviewUnits();
  const rows = units.data?.pages.flatMap((page) => page.items) ?? [];
  const total = units.data?.pages.at(-1)?.pagination.total ?? 0;
  // the new-reviews list is the mark's source (marking a unit seen removes it there at once)
  const isNew = (unitId: string, fallback: boolean) => newUnits.data?.includes(unitId) ?? fallback;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('reviews.title')}</Title>
        <Text c="dimmed">{t('reviews.intro')}</Text>
      </Stack>
      <TextInput
        type="search"
        label={t('reviews.search.label')}
        placeholder={t('reviews.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search.value}
        onChange={(event) => search.setValue(event.currentTarget.value)}
        maw={{ base: '100%', sm: 420 }}
      />
      {units.isPending ? (
        <LoadingSkeleton
          count={4}
          cols={{ base: 1, sm: 2 }}
          item={
            <Card withBorder radius="md" padding="md">
              <Skeleton height={20} width="60%" mb="sm" />
              <Skeleton height={16} width="40%" />
            </Card>
          }
        />
      ) : units.isError && !units.data ? (
        <ErrorState error={units.error} onRetry={() => void units.refetch()} />
      ) : rows.length === 0 ? (
        search.debounced ? (
          <EmptyState
            title={t('reviews.empty.noMatchTitle')}
            description={t('reviews.empty.noMatchDescription', { search: search.debounced })}
          />
        ) : (
          <EmptyState
            icon={<IconMessageStar size={40} stroke={1.4} aria-hidden="true" />}
            title={t('reviews.empty.noUnitsTitle')}
            description={t('reviews.empty.noUnitsDescription')}
            action={
              <Button component={Link} to={paths.properties}>
                {t('reviews.empty.toProperties')}
              </Button>
            }
          />
        )
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('reviews.summary.shown', { shown: rows.length, count: total })}
          </Text>
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {rows.map((unit) => (
              <li key={unit.unitId}>
                <UnitSummaryCard unit={unit} isNew={isNew(unit.unitId, unit.hasNew)} />
              </li>
            ))}
          </SimpleGrid>
          {units.isFetchNextPageError && (
            <ErrorState error={units.error} onRetry={() => void units.fetchNextPage()} />
          )}
          {units.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                loading={units.isFetchingNextPage}
                onClick={() => void units.fetchNextPage()}
              >
                {t('reviews.list.showMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
