import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { PagePagination } from '../../../components/ui/page-pagination.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useStaffUnits } from '../api/get-staff-units.ts';
import { StaffNav } from '../components/staff-nav.tsx';
import { StaffUnitCard } from '../components/staff-unit-card.tsx';

/** /staff/review: units under review. Whoever the API refuses (hosts: 404) sees the not-found page. */
export default function StaffReviewRoute() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useStaffUnits(page);
  const refused = query.isError && isApiError(query.error) && [403, 404].includes(query.error.status);
  usePageTitle(refused ? t('pages.notFound.title') : t('staff.review.title'));
  if (refused) return <NotFoundView />;
  const pages = query.data?.pagination.pages ?? 1;

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="review" />
        <Stack gap={4}>
          <Title order={1}>{t('staff.review.title')}</Title>
          {query.data && (
            <Text c="dimmed" aria-live="polite">
              {t('staff.review.count', { count: query.data.pagination.total })}
            </Text>
          )}
        </Stack>
        {query.isPending && (
          <Stack role="status" aria-label={t('commons.loading')}>
            <Skeleton height={180} radius="md" />
            <Skeleton height={180} radius="md" />
          </Stack>
        )}
        {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
        {query.data && query.data.items.length === 0 && (
          <EmptyState title={t('staff.review.emptyTitle')} description={t('staff.review.emptyDescription')} />
        )}
        {query.data && query.data.items.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {query.data.items.map((unit) => (
              <StaffUnitCard key={unit.id} unit={unit} />
            ))}
          </SimpleGrid>
        )}
        {pages > 1 && (
          <Group justify="center">
            <PagePagination total={pages} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </PageContainer>
  );
}
