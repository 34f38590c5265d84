import type { UnitReviewSummary } from '@host-portal/contracts/reviews';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Stars } from '../../../components/ui/star-rating.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { unitNames } from './unit-names.ts';

/** A unit in the reviews list across units: its rating, what waits for a reply, the new mark. */
export function UnitSummaryCard({ unit, isNew }: { unit: UnitReviewSummary; isNew: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = unitNames(unit, t);
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Anchor
              component={Link}
              to={build.insightsTab('reviews', unit.unitId)}
              fw={600}
              fz="lg"
              style={{ overflowWrap: 'anywhere' }}
            >
              {names.title}
            </Anchor>
            {names.property && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {names.property}
              </Text>
            )}
          </Stack>
          {isNew && (
            <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
              {t('reviews.new')}
            </Badge>
          )}
        </Group>
        {unit.average === null ? (
          <Text size="sm" c="dimmed">
            {t('reviews.summary.none')}
          </Text>
        ) : (
          <Group gap="xs" wrap="wrap">
            <Text fw={700} aria-hidden="true">
              {format.number(unit.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </Text>
            <Stars rating={unit.average} label={t('reviews.stars', { value: unit.average })} />
            <Text size="sm" c="dimmed">
              {t('reviews.rating.count', { count: unit.count })}
            </Text>
          </Group>
        )}
        {unit.awaitingReply > 0 && (
          <Group gap={6} wrap="nowrap">
            <IconMessageReply size={16} aria-hidden="true" />
            <Text size="sm" fw={600}>
              {t('reviews.summary.awaitingReply', { count: unit.awaitingReply })}
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
