import type { unitListItemSchema } from '@host-portal/contracts/units';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import type { z } from 'zod';
import { UnitStateBadge } from '../../../components/ui/unit-state-badge.tsx';
import { build, paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { isInProgress, isPublishingInProgress } from '../unit-status.ts';
import { ActionNeeded } from './action-needed.tsx';
import { ListingPreviewButton } from './listing-preview-button.tsx';
import { PublishingInProgress } from './publishing-in-progress.tsx';
import { UnitThumbnail } from './unit-thumbnail.tsx';

export type UnitListItem = z.infer<typeof unitListItemSchema>;

export const continueListingPath = (propertyId: string, unitId: string) =>
  generatePath(paths.listingPropertyUnit, { propertyId, unitId });

export function UnitCard({
  unit,
  propertyId,
  index,
}: {
  unit: UnitListItem;
  propertyId: string;
  index: number;
}) {
  const { t } = useTranslation();
  const title = unit.title || t('units.unitNumber', { number: index + 1 });
  const inProgress = isInProgress(unit);
  const href = inProgress ? continueListingPath(propertyId, unit.id) : build.unit(propertyId, unit.id);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-labelledby={`unit-${unit.id}`}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <UnitThumbnail src={unit.thumbnail} size={80} />
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={href} fw={600} lineClamp={2} id={`unit-${unit.id}`}>
            {title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            <UnitStateBadge state={unit.state} />
            {isPublishingInProgress(unit) && <PublishingInProgress />}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              unit.accommodationType ? t(`units.accommodationType.${unit.accommodationType}`) : null,
              unit.guests ? t('units.guests', { count: unit.guests }) : null,
              t('units.bedrooms', { count: unit.bedroomCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Stack gap="xs" mt="sm">
        <ActionNeeded unit={{ ...unit, propertyId }} compact />
        <Group gap="xs" wrap="wrap">
          {inProgress ? (
            <Button component={Link} to={href} size="xs">
              {t('units.card.continueListing')}
            </Button>
          ) : (
            <Button component={Link} to={href} size="xs" variant="light">
              {t('units.card.manage')}
            </Button>
          )}
          <ListingPreviewButton links={unit.links} size="xs" />
        </Group>
      </Stack>
    </Card>
  );
}
