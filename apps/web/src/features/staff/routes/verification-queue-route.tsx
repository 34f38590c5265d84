import { VERIFICATION_STATUSES } from '@host-portal/contracts/kyc';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { asVerificationFilter, useVerifications } from '../api/get-verifications.ts';
import { QueueList } from '../components/queue-list.tsx';
import { StaffNav } from '../components/staff-nav.tsx';
import { VerificationCard } from '../components/verification-card.tsx';

/**
 * /staff/verifications: the hosts' identity verifications in one status, by default those waiting
 * for a decision, oldest submission first (the API's order). Filter and page live in the address,
 * so going back from a verification returns to the same list.
 */
export default function VerificationQueueRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = asVerificationFilter(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useVerifications(status, page);
  const refused = query.isError && isApiError(query.error) && [403, 404].includes(query.error.status);
  usePageTitle(refused ? t('pages.notFound.title') : t('staff.kyc.title'));
  if (refused) return <NotFoundView />;
  const go = (next: { status?: string; page?: number }) =>
    setParams({ status: next.status ?? status, page: String(next.page ?? 1) });

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="verifications" />
        <Stack gap={4}>
          <Title order={1}>{t('staff.kyc.title')}</Title>
          <Text c="dimmed">
            {t(
              ['COMPLETED', 'FAILED', 'EXPIRED'].includes(status)
                ? 'staff.kyc.orderDecided'
                : 'staff.kyc.order',
            )}
          </Text>
          {query.data && (
            <Text c="dimmed" aria-live="polite">
              {t('staff.kyc.count', { count: query.data.pagination.total })}
            </Text>
          )}
        </Stack>
        <NativeSelect
          label={t('staff.kyc.filter')}
          value={status}
          onChange={(event) => go({ status: event.currentTarget.value })}
          data={VERIFICATION_STATUSES.map((value) => ({ value, label: t(`staff.kyc.status.${value}`) }))}
          maw={320}
        />
        <QueueList
          query={query}
          skeletonHeight={96}
          empty={{
            title: t('staff.kyc.empty', { status: t(`staff.kyc.status.${status}`) }),
            description: t('staff.kyc.emptyDescription'),
          }}
          renderItem={(item) => (
            <VerificationCard verification={item} search={params.size ? `?${params}` : ''} />
          )}
          page={page}
          onPage={(p) => go({ page: p })}
        />
      </Stack>
    </PageContainer>
  );
}
