import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Stars } from '../../../components/ui/star-rating.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUnitRating } from '../api/get-unit-reviews.ts';
import { useNewReviewUnits } from '../api/new-reviews.ts';

/** A unit's rating on its own pages, with the way to its reviews and the mark for new ones. */
export function UnitRatingCard({ unitId }: { unitId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const rating = useUnitRating(unitId);
  const isNew = Boolean(useNewReviewUnits().data?.includes(unitId));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="lg" id={headingId}>
            {t('reviews.title')}
          </Title>
          {isNew && (
            <Badge color="red" variant="filled" size="sm">
              {t('reviews.new')}
            </Badge>
          )}
        </Group>
        {rating.isPending ? (
          <Skeleton height={24} width={200} role="status" aria-label={t('commons.loading')} />
        ) : rating.isError ? (
          <Text size="sm" c="dimmed">
            {t('reviews.rating.unavailable')}
          </Text>
        ) : rating.data.average === null ? (
          <Text size="sm" c="dimmed">
            {t('reviews.summary.none')}
          </Text>
        ) : (
          <Group gap="xs" wrap="wrap">
            <Text fw={700} aria-hidden="true">
              {format.number(rating.data.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </Text>
            <Stars rating={rating.data.average} label={t('reviews.stars', { value: rating.data.average })} />
            <Text size="sm" c="dimmed">
              {t('reviews.rating.count', { count: rating.data.count })}
            </Text>
          </Group>
        )}
        <Group>
          <Button
            component={Link}
            to={build.insightsTab('reviews', unitId)}
            variant="light"
            leftSection={<IconMessageStar size={16} aria-hidden="true" />}
            aria-label={isNew ? `${t('reviews.link')} (${t('reviews.new')})` : undefined}
          >
            {t('reviews.link')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
