import { Card, Skeleton, Stack } from '@mantine/core';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';

export function PropertiesSkeleton({ count = 6 }: { count?: number }) {
  return (
    <LoadingSkeleton
      count={count}
      cols={{ base: 1, sm: 2, lg: 3 }}
      item={
        <Card withBorder radius="md">
          <Stack gap="sm">
            <Skeleton height={20} width="70%" />
            <Skeleton height={12} width="30%" />
            <Skeleton height={12} width="90%" />
          </Stack>
        </Card>
      }
    />
  );
}
