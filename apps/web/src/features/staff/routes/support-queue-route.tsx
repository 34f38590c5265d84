import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { SUPPORT_FILTERS, type SupportFilter, useSupportRequests } from '../api/get-support-requests.ts';
import { QueueList } from '../components/queue-list.tsx';
import { StaffNav } from '../components/staff-nav.tsx';
import { SupportRequestCard } from '../components/support-request-card.tsx';

const asFilter = (value: string | null): SupportFilter =>
  SUPPORT_FILTERS.includes(value as SupportFilter) ? (value as SupportFilter) : 'open';

/**
 * /staff/support: the hosts' support requests, newest first, open ones by default. The filter and
 * page live in the address, so going back from a request returns to the same list.
 */
export default function SupportQueueRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = asFilter(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useSupportRequests(filter, page);
  const refused = query.isError && isApiError(query.error) && [403, 404].includes(query.error.status);
  usePageTitle(refused ? t('pages.notFound.title') : t('staff.support.title'));
  if (refused) return <NotFoundView />;
  const go = (next: { status?: SupportFilter; page?: number }) =>
    setParams({ status: next.status ?? filter, page: String(next.page ?? 1) });

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="support" />
        <Stack gap={4}>
          <Title order={1}>{t('staff.support.title')}</Title>
          {query.data && (
            <Text c="dimmed" aria-live="polite">
              {t(`staff.support.count.${filter}`, { count: query.data.pagination.total })}
            </Text>
          )}
        </Stack>
        <SegmentedControl
          aria-label={t('staff.support.filter')}
          value={filter}
          onChange={(value) => go({ status: asFilter(value) })}
          data={SUPPORT_FILTERS.map((value) => ({ value, label: t(`staff.support.filters.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <QueueList
          query={query}
          skeletonHeight={110}
          empty={{
            title: t(`staff.support.empty.${filter}`),
            description: t('staff.support.emptyDescription'),
          }}
          renderItem={(item) => (
            <SupportRequestCard request={item} search={params.size ? `?${params}` : ''} />
          )}
          page={page}
          onPage={(p) => go({ page: p })}
        />
      </Stack>
    </PageContainer>
  );
}
