import type { PropertyListItem } from '@host-portal/contracts/properties';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UnitStateBadge } from '../../../components/ui/unit-state-badge.tsx';
import { elapsedSince } from '../../../lib/format.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { UnitSummary } from './unit-summary.tsx';

export function PropertyCard({ property }: { property: PropertyListItem }) {
  const { t } = useTranslation();
  const updated = elapsedSince(new Date(property.updatedAt));
  const title = property.title || t('properties.untitled');
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={build.property(property.id)} fw={600} fz="lg" lineClamp={2}>
            {title}
          </Anchor>
          <UnitStateBadge state={property.state} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(`properties.type.${property.propertyType}`)}
        </Text>
        <UnitSummary summary={property.unitSummary} />
        <Text size="xs" c="dimmed">
          {t(`properties.updated.${updated.unit}`, 'count' in updated ? { count: updated.count } : undefined)}
        </Text>
      </Stack>
    </Card>
  );
}
