import { Group, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * A staff queue's list (support requests, identity verifications): skeletons while loading, the
 * error with a retry, the empty state, the items as a list, and the pages under it.
 */
export function QueueList<T extends { id: string }>({
  query,
  skeletonHeight,
  empty,
  renderItem,
  page,
  onPage,
}: {
  query: UseQueryResult<{ items: T[]; pagination: { pages: number } }>;
  skeletonHeight: number;
  empty: { title: string; description: string };
  renderItem: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = query.data?.pagination.pages ?? 1;
  return (
    <>
      {query.isPending && (
        <Stack role="status" aria-label={t('commons.loading')}>
          <Skeleton height={skeletonHeight} radius="md" />
          <Skeleton height={skeletonHeight} radius="md" />
        </Stack>
      )}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.items.length === 0 && (
        <EmptyState title={empty.title} description={empty.description} />
      )}
      {query.data && query.data.items.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <PagePagination total={pages} value={page} onChange={onPage} />
        </Group>
      )}
    </>
  );
}
