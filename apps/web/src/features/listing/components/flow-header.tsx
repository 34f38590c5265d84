import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

/** Property and unit titles with the accessible progress bar. */
export function FlowHeader({
  propertyTitle,
  unitTitle,
  percent,
}: {
  propertyTitle: string;
  unitTitle: string | null;
  percent: number;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={600} truncate>
          {unitTitle && unitTitle !== propertyTitle ? `${propertyTitle} · ${unitTitle}` : propertyTitle}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} aria-hidden="true">
          {t('listing.progress.percent', { percent })}
        </Text>
      </Group>
      <Progress.Root size="md" radius="xl">
        <Progress.Section value={percent} aria-label={t('listing.progress.label')} />
      </Progress.Root>
    </Stack>
  );
}
