import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';

/**
 * A detail page: the back link (to the list the host came from, else the list of 000 section 2),
 * the heading with the status, and the sections.
 */
export function DetailFrame({
  back,
  backLabel,
  title,
  status,
  children,
}: {
  back: string;
  backLabel: string;
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const to = typeof from === 'string' && from.startsWith('/') ? from : back;
  return (
    <PageContainer>
      <Stack gap="lg">
        <Anchor component={Link} to={to} size="sm" w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            {backLabel}
          </Group>
        </Anchor>
        <Group gap="sm" align="center" wrap="wrap">
          <Title order={1}>{title}</Title>
          {status}
        </Group>
        {children}
      </Stack>
    </PageContainer>
  );
}
