import { Anchor, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUnitOutlet } from '../use-unit-outlet.ts';
import { UnitThumbnail } from './unit-thumbnail.tsx';

/**
 * /properties/:propertyId/units/:unitId: the unit at a glance, each fact linking to its page, and
 * what the app composes in from other areas (the unit's reviews) below it.
 */
export function UnitOverview({ reviews }: { reviews?: ReactNode }) {
  const { unit } = useUnitOutlet();
  const { t } = useTranslation();
  const format = useFormatters();
  const price = unit.priceAndAvailability;
  const facts: { label: string; value: string; page: Parameters<typeof build.unit>[2] }[] = [
    { label: t('units.field.guests'), value: unit.guests ? String(unit.guests) : '—', page: 'rooms' },
    { label: t('units.field.bedroomCount'), value: String(unit.bedroomCount), page: 'rooms' },
    { label: t('units.field.amenities'), value: String(unit.amenities.length), page: 'amenities' },
    {
      label: t('units.price.nightlyPrice'),
      value: price ? format.money(price.nightlyPrice, price.currency) : '—',
      page: 'price-and-availability',
    },
    {
      label: t('units.field.bookingType'),
      value: unit.bookingType ? t(`units.bookingType.${unit.bookingType}`) : '—',
      page: 'booking-policies',
    },
    {
      label: t('units.field.cancellationPolicy'),
      value: unit.cancellationPolicy ? t(`units.cancellationPolicy.${unit.cancellationPolicy.type}`) : '—',
      page: 'booking-policies',
    },
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('units.overview.heading')}
          </Title>
          <UnitThumbnail src={unit.thumbnail} size={160} />
          <Text style={{ whiteSpace: 'pre-wrap' }} c={unit.description ? undefined : 'dimmed'}>
            {unit.description || t('units.overview.noDescription')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
            {facts.map((fact) => (
              <div key={fact.label}>
                <Text component="dt" size="sm" c="dimmed">
                  {fact.label}
                </Text>
                <Text component="dd" m={0} fw={500}>
                  <Anchor component={Link} to={build.unit(unit.propertyId, unit.id, fact.page)}>
                    {fact.value}
                  </Anchor>
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text size="sm">
            {t('units.overview.calendar', {
              status: t(`units.calendarStatus.${unit.calendarAvailability.status}`),
            })}
          </Text>
        </Stack>
      </Paper>
      {reviews}
      {unit.links.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="lg" mb="xs">
            {t('units.overview.links')}
          </Title>
          <List>
            {unit.links.map((link) => (
              <List.Item key={link.url}>
                <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.channel}
                  <span className="hp-visually-hidden"> {t('commons.opensInNewTab')}</span>
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
