import { Paper, Skeleton } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** Loading, error and empty states of an insights tab around its figures. */
export function QueryStates<T>({
  query,
  isEmpty,
  children,
}: {
  query: {
    data: T | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <LoadingSkeleton
        count={2}
        item={
          <Paper withBorder radius="md" p="md">
            <Skeleton height={16} width="40%" mb="sm" />
            <Skeleton height={160} />
          </Paper>
        }
      />
    );
  }
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return null;
  if (isEmpty(query.data)) {
    return (
      <EmptyState
        icon={<IconChartBar size={40} stroke={1.4} aria-hidden="true" />}
        title={t('insights.empty.title')}
        description={t('insights.empty.description')}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** A titled block of the page: a heading and its chart or list. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <h2 style={{ margin: '0 0 var(--mantine-spacing-sm)', fontSize: 'var(--mantine-h4-font-size)' }}>
        {title}
      </h2>
      {children}
    </Paper>
  );
}

/** "Mar 2026": a YYYY-MM month in the UI's language. */
export const monthLabel = (format: (d: Date, o: Intl.DateTimeFormatOptions) => string, month: string) =>
  format(new Date(`${month}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' });
