import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  description,
  icon,
  action,
  headingOrder = 2,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
  headingOrder?: 1 | 2 | 3;
}) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        {icon}
        <Title order={headingOrder} fz="lg">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
