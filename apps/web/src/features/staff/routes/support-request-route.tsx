import { Anchor, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSupportRequest } from '../api/get-support-request.ts';
import { StaffNav } from '../components/staff-nav.tsx';
import { SupportAnswerForm } from '../components/support-answer-form.tsx';
import { SupportRequestView } from '../components/support-request-view.tsx';

/** /staff/support/:requestId: one request, its answers, and the form for the next answer. */
export default function SupportRequestRoute() {
  const { t } = useTranslation();
  const { requestId = '' } = useParams();
  const { search } = useLocation();
  const query = useSupportRequest(requestId);
  const missing = query.isError && isApiError(query.error) && [400, 403, 404].includes(query.error.status);
  usePageTitle(
    missing
      ? t('pages.notFound.title')
      : query.data
        ? `${query.data.reference} · ${t('staff.support.title')}`
        : t('staff.support.title'),
  );
  if (missing) return <NotFoundView />;

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="support" />
        <Anchor component={Link} to={{ pathname: paths.staffSupport, search }} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('staff.support.back')}
        </Anchor>
        {query.isPending && (
          <Stack role="status" aria-label={t('commons.loading')}>
            <Skeleton height={36} width="60%" />
            <Skeleton height={120} radius="md" />
            <Skeleton height={160} radius="md" />
          </Stack>
        )}
        {query.isError && (
          <>
            <Title order={1}>{t('staff.support.title')}</Title>
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          </>
        )}
        {query.data && (
          <>
            <SupportRequestView request={query.data} />
            <section aria-label={t('staff.support.answerSection')}>
              <SupportAnswerForm key={query.data.id} request={query.data} />
            </section>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
