import { REVIEW_CATEGORIES, type UnitRating } from '@host-portal/contracts/reviews';
import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Stars } from '../../../components/ui/star-rating.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * A unit's rating: the average with stars and the count, the six categories, and how many reviews
 * gave each number of stars (a list whose bars only repeat the numbers it says).
 */
export function RatingSummary({ rating }: { rating: UnitRating }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const one = (n: number) => format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const headingId = useId();
  const distributionId = useId();
  const percent = (n: number) => (rating.count ? Math.round((n / rating.count) * 100) : 0);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id={headingId}>
          {t('reviews.rating.heading')}
        </Title>
        <Group gap="sm" align="center" wrap="wrap">
          <Text fz={32} fw={700} lh={1} aria-hidden="true">
            {rating.average === null ? '–' : one(rating.average)}
          </Text>
          <Stack gap={2}>
            {rating.average !== null && (
              <Stars
                rating={rating.average}
                size={18}
                label={t('reviews.stars', { value: rating.average })}
              />
            )}
            <Text size="sm" c="dimmed">
              {t('reviews.rating.count', { count: rating.count })}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <Title order={3} fz="sm" mb="xs">
              {t('reviews.rating.categories')}
            </Title>
            <Stack component="dl" gap={6} m={0}>
              {REVIEW_CATEGORIES.map((category) => {
                const value = rating.categories[category];
                return (
                  <Group key={category} justify="space-between" wrap="nowrap" gap="sm">
                    <Text component="dt" size="sm">
                      {t(`reviews.category.${category}`)}
                    </Text>
                    <Text component="dd" m={0} size="sm" fw={600}>
                      {value === null ? '–' : one(value)}
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          </div>
          <div>
            <Title order={3} fz="sm" mb="xs" id={distributionId}>
              {t('reviews.rating.distribution')}
            </Title>
            <Stack
              component="ul"
              gap={6}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-labelledby={distributionId}
            >
              {STARS.map((stars) => {
                const n = rating.distribution[stars];
                return (
                  <Group component="li" key={stars} gap="sm" wrap="nowrap">
                    <Text size="sm" w={72} style={{ flexShrink: 0 }}>
                      {t('reviews.rating.starsLabel', { count: stars })}
                    </Text>
                    <Progress value={percent(n)} flex={1} size="md" aria-hidden="true" />
                    <Text size="sm" w={40} ta="right" style={{ flexShrink: 0 }}>
                      <span aria-hidden="true">{n}</span>
                      <span className="hp-visually-hidden">{t('reviews.rating.count', { count: n })}</span>
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          </div>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
