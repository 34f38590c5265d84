import type { unitSummarySchema } from '@host-portal/contracts/properties';
import { Group, Text } from '@mantine/core';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/translation.tsx';

export function UnitSummary({ summary }: { summary: z.infer<typeof unitSummarySchema> }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap">
      <Text size="sm">{t('properties.unitSummary.total', { count: summary.total })}</Text>
      <Text size="sm" c="dimmed">
        {t('properties.unitSummary.published', { count: summary.published })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('properties.unitSummary.inProgress', { count: summary.inProgress })}
      </Text>
    </Group>
  );
}
