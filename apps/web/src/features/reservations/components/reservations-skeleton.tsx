import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

export function ReservationsSkeleton({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('commons.loading')} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Paper key={i} withBorder radius="md" p="md">
          <Stack gap="xs">
            <Skeleton height={18} width="40%" />
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="30%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
