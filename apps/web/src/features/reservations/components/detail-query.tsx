import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ReservationsSkeleton } from './reservations-skeleton.tsx';

/** Loading, not found (another host's id is a 404 too), a failure with retry, or the page. */
export function DetailQuery<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data) return children(query.data);
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <NotFoundView description={t('reservations.detail.notFound')} />;
  }
  return (
    <PageContainer>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ReservationsSkeleton count={3} />
      )}
    </PageContainer>
  );
}
