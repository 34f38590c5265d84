import { REVIEW_RULES } from '@host-portal/contracts/reviews';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { useUnitReviews } from '../api/get-unit-reviews.ts';
import { ReviewCard } from './review-card.tsx';

/** A unit's reviews, newest first; "Show more" appends the next page. */
export function UnitReviewList({ query }: { query: ReturnType<typeof useUnitReviews> }) {
  const { t } = useTranslation();

  if (query.isPending) {
    return (
      <LoadingSkeleton
        count={3}
        item={
          <Paper withBorder radius="md" p="md">
            <Skeleton height={16} width="40%" mb="sm" />
            <Skeleton height={56} />
          </Paper>
        }
      />
    );
  }
  if (query.isError && !query.data) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const reviews = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages.at(-1)?.pagination.total ?? reviews.length;
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={<IconMessageStar size={40} stroke={1.4} aria-hidden="true" />}
        title={t('reviews.empty.unitTitle')}
        description={t('reviews.empty.unitDescription', { days: REVIEW_RULES.windowDays })}
      />
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('reviews.list.shown', { shown: reviews.length, count: total })}
      </Text>
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
      {query.isFetchNextPageError && (
        <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />
      )}
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('reviews.list.showMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
