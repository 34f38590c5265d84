import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useReviewSummary } from '../api/get-review-summaries.ts';
import { useUnitRating, useUnitReviews } from '../api/get-unit-reviews.ts';
import { RatingSummary } from '../components/rating-summary.tsx';
import { unitNames } from '../components/unit-names.ts';
import { UnitReviewList } from '../components/unit-review-list.tsx';
import { UnitReviewSelector } from '../components/unit-review-selector.tsx';
import { useMarkSeenOnOpen } from '../components/use-mark-seen-on-open.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isMissing = (error: unknown) => isApiError(error) && [400, 404].includes(error.status);

function ReviewsUnitNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView description={t('reviews.notFound')} />;
}

/** /insights/reviews/:id: one unit's rating and reviews; another unit starts afresh from page 1. */
export default function UnitReviewsRoute() {
  const { id = '' } = useParams();
  return UUID.test(id) ? <UnitReviewsPage key={id} unitId={id} /> : <ReviewsUnitNotFound />;
}

function UnitReviewsPage({ unitId }: { unitId: string }) {
  const { t } = useTranslation();
  const summary = useReviewSummary(unitId);
  const rating = useUnitRating(unitId);
  const reviews = useUnitReviews(unitId);
  useMarkSeenOnOpen(unitId, reviews.data?.pages[0], Boolean(summary.data?.hasNew));
  const names = summary.data ? unitNames(summary.data, t) : undefined;
  usePageTitle(names ? `${t('reviews.title')}: ${names.title}` : t('reviews.title'));

  if ([summary, rating, reviews].some((q) => q.isError && isMissing(q.error))) return <ReviewsUnitNotFound />;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={build.insightsTab('reviews')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('reviews.backToUnits')}
        </Group>
      </Anchor>
      {summary.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('commons.loading')}>
          <Skeleton height={32} width="60%" />
          <Skeleton height={36} maw={460} />
        </Stack>
      ) : summary.isError ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        names && (
          <Stack gap="sm">
            <div>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {names.title}
              </Title>
              <Text c="dimmed">
                {names.property
                  ? t('reviews.unitSubtitle', { property: names.property })
                  : t('reviews.title')}
              </Text>
            </div>
            <UnitReviewSelector unitId={unitId} title={names.title} />
          </Stack>
        )
      )}
      {rating.isPending ? (
        <Skeleton height={180} radius="md" role="status" aria-label={t('commons.loading')} />
      ) : rating.isError ? (
        <ErrorState error={rating.error} onRetry={() => void rating.refetch()} />
      ) : (
        <RatingSummary rating={rating.data} />
      )}
      <Stack gap="sm" component="section" aria-labelledby="unit-reviews-heading">
        <Title order={2} fz="lg" id="unit-reviews-heading">
          {t('reviews.list.heading')}
        </Title>
        <UnitReviewList query={reviews} />
      </Stack>
    </Stack>
  );
}
