import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusPageProps {
  title: string;
  description?: ReactNode;
  /** Shown as "Error code: …" so support can find the request. */
  code?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The body of every full-page message: errors, not found, not available yet. */
export function StatusPage({ title, description, code, icon, actions, children }: StatusPageProps) {
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" gap="md" ta="center">
        {icon}
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="lg">
            {description}
          </Text>
        )}
        {code && (
          <Text size="sm" ff="monospace">
            {code}
          </Text>
        )}
        {children}
        {actions && (
          <Group justify="center" gap="sm" mt="sm">
            {actions}
          </Group>
        )}
      </Stack>
    </Container>
  );
}
