import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../../lib/translation.tsx';

/** The months' loading state: a heading and a month-sized block, announced once. */
export function CalendarSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('commons.loading')} aria-busy>
      <Skeleton height={24} width={180} />
      <Skeleton height={32} />
      <Skeleton height={420} />
    </Stack>
  );
}
