import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';

/** A block of the overview: a titled region with its own loading, empty and error states. */
export function HomeSection({
  id,
  title,
  aside,
  footer,
  children,
}: {
  id: string;
  title: string;
  /** next to the title (a count) */
  aside?: ReactNode;
  /** links under the content */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Stack gap="md">
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <Title order={2} fz="h3" id={id}>
            {title}
          </Title>
          {aside}
        </div>
        {children}
        {footer}
      </Stack>
    </Paper>
  );
}

export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <LoadingSkeleton
      count={rows}
      item={
        <Stack gap={6}>
          <Skeleton height={16} width="45%" />
          <Skeleton height={12} width="70%" />
        </Stack>
      }
    />
  );
}

/** Nothing to show: a quiet line rather than a big box, the overview has several of them. */
export function SectionEmpty({
  title,
  description,
  icon,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
}) {
  return (
    <Stack gap={4} align="flex-start">
      {icon}
      <Text fw={600}>{title}</Text>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}
