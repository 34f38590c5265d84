import type { StaffAccessEntry } from '@host-portal/contracts/impersonation';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { useFormatters } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useStaffAccess } from '../api/get-staff-access.ts';

const resultOf = (status: number) => (status === 403 ? 'refused' : status < 400 ? 'done' : 'failed');
const COLORS = { done: 'green', refused: 'orange', failed: 'gray' } as const;

/**
 * The account's "Staff access" part (ADR 41): every call staff made while acting as the host,
 * with who, why, what and how it ended, newest first.
 */
export function StaffAccessSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useStaffAccess(page);
  const pages = query.data?.pagination.pages ?? 1;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="staff-access-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="staff-access-heading">
          {t('staffAccess.heading')}
        </Title>
        <Text size="sm">{t('staffAccess.text')}</Text>
        {query.isPending && (
          <Skeleton height={60} radius="md" role="status" aria-label={t('commons.loading')} />
        )}
        {query.isError && (
          <Alert color="red" role="alert">
            {t('staffAccess.loadError')}
          </Alert>
        )}
        {query.data && query.data.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('staffAccess.empty')}
          </Text>
        )}
        {query.data && query.data.items.length > 0 && (
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('staffAccess.caption')}
          >
            {query.data.items.map((entry) => (
              <AccessEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Group justify="center">
            <PagePagination total={pages} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function AccessEntry({ entry }: { entry: StaffAccessEntry }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const result = resultOf(entry.status);
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            <VisuallyHidden>{t('staffAccess.columns.time')}: </VisuallyHidden>
            <time dateTime={entry.at}>
              {format.date(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
            </time>
          </Text>
          <Badge color={COLORS[result]} variant="dot" size="md" style={{ flexShrink: 0 }}>
            <VisuallyHidden>{t('staffAccess.columns.result')}: </VisuallyHidden>
            {t(`staffAccess.result.${result}`)} ({entry.status})
          </Badge>
        </Group>
        <Text size="sm">
          {t('staffAccess.columns.staff')}: {entry.staffName}
        </Text>
        <Text size="sm">
          {t('staffAccess.columns.reason')}: {entry.reason}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('staffAccess.columns.call')}:{' '}
          <Text span ff="monospace" size="sm">
            {entry.method} {entry.path}
          </Text>
        </Text>
      </Stack>
    </Paper>
  );
}
