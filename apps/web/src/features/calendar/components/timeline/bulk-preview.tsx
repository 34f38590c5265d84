import type { BulkEditResult } from '@host-portal/contracts/calendar';
import { Alert, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from '../../../../lib/translation.tsx';

/** The untouched ranges listed by name; the rest are counted. */
export const UNTOUCHED_SHOWN = 8;

/**
 * What an edit will do, from the server's dry run: units, nights that change, and the booked
 * nights it leaves alone (with the first of those ranges by unit and kind).
 */
export function BulkPreview({
  result,
  unitTitle,
  nights,
  t,
}: {
  result: BulkEditResult;
  unitTitle: (unitId: string) => string;
  nights: (from: string, toExclusive: string) => string;
  t: TFunction;
}) {
  const shown = result.untouched.slice(0, UNTOUCHED_SHOWN);
  const more = result.untouched.length - shown.length;
  const stat = (label: string, value: number) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="bulk-preview">
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {t('calendar.timeline.bulk.previewTitle')}
        </Title>
        <SimpleGrid cols={3} spacing="xs">
          {stat(t('calendar.timeline.bulk.previewUnits'), result.units)}
          {stat(t('calendar.timeline.bulk.previewChanged'), result.nightsChanged)}
          {stat(t('calendar.timeline.bulk.previewUntouched'), result.nightsUntouched)}
        </SimpleGrid>
        {result.nightsChanged === 0 && (
          <Alert color="gray" variant="light">
            {t(`calendar.timeline.bulk.nothingChanges.${result.action}`)}
          </Alert>
        )}
        {shown.length > 0 && (
          <>
            <Text size="sm">{t('calendar.timeline.bulk.untouchedIntro')}</Text>
            <List size="sm" spacing={2}>
              {shown.map((range) => (
                <List.Item key={`${range.unitId}:${range.dateFrom}`}>
                  {t('calendar.timeline.bulk.untouchedItem', {
                    unit: unitTitle(range.unitId),
                    dates: nights(range.dateFrom, range.dateTo),
                    kind: t(`calendar.kind.${range.kind}`),
                  })}
                </List.Item>
              ))}
            </List>
            {more > 0 && (
              <Text size="sm" c="dimmed">
                {t('calendar.timeline.bulk.untouchedMore', { count: more })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
