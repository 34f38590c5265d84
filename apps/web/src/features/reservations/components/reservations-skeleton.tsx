import { Paper, Skeleton, Stack } from '@mantine/core';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';

export function ReservationsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <LoadingSkeleton
      count={count}
      item={
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs">
            <Skeleton height={18} width="40%" />
            <Skeleton height={12} width="60%" />
            <Skeleton height={12} width="30%" />
          </Stack>
        </Paper>
      }
    />
  );
}
