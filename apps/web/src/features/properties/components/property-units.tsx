import type { Property } from '@host-portal/contracts/properties';
import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { build } from '../../../lib/route-paths.ts';
import { UnitStateBadge } from './unit-state-badge.tsx';

/** The property's units with their names and states, in their order. */
export function PropertyUnits({ propertyId, units }: { propertyId: string; units: Property['units'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="xl">
          {t('properties.units.heading')}
        </Title>
        {units.length === 0 ? (
          <Text c="dimmed">{t('properties.units.none')}</Text>
        ) : (
          <List spacing="xs">
            {units.map((unit, index) => (
              <List.Item key={unit.id}>
                <Group gap="sm" wrap="wrap">
                  <Anchor component={Link} to={build.unit(propertyId, unit.id)}>
                    {unit.title || t('properties.units.unitNumber', { number: index + 1 })}
                  </Anchor>
                  <UnitStateBadge state={unit.state} />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
