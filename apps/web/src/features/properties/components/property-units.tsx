import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { build } from '../../../lib/route-paths.ts';

/** The property's units, in the order of property.unitIds. */
export function PropertyUnits({ propertyId, unitIds }: { propertyId: string; unitIds: string[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} fz="xl">
          {t('properties.units.heading')}
        </Title>
        {unitIds.length === 0 ? (
          <Text c="dimmed">{t('properties.units.none')}</Text>
        ) : (
          <List spacing="xs">
            {unitIds.map((unitId, index) => (
              <List.Item key={unitId}>
                <Anchor component={Link} to={build.unit(propertyId, unitId)}>
                  {t('properties.units.unitNumber', { number: index + 1 })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
