import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';

export function PropertiesSkeleton({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      role="status"
      aria-label={t('commons.loading')}
      aria-busy="true"
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder radius="md">
          <Stack gap="sm">
            <Skeleton height={20} width="70%" />
            <Skeleton height={12} width="30%" />
            <Skeleton height={12} width="90%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
