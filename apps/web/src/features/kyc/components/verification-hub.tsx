import type { KycStatus } from '@host-portal/contracts/kyc';
import { Alert, Button, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconHourglassEmpty, IconShieldOff } from '@tabler/icons-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useStartKyc } from '../api/change-kyc.ts';
import { useKycStatus } from '../api/get-kyc-status.ts';
import { resumeStep, stepPath } from '../kyc-steps.ts';
import { CHECK_LABEL } from './kyc-labels.ts';

/**
 * /verification: resumes the flow at the first step not done while documents are collected, and
 * otherwise says where the verification stands (in review, verified, failed with the staff's
 * reason and a retry, expired with a way to support).
 */
export function VerificationHub({ onContactSupport }: { onContactSupport: () => void }) {
  const { t } = useTranslation();
  const query = useKycStatus();
  usePageTitle(t('kyc.title'));
  if (query.isPending) return <LoadingSkeleton count={2} item={<Skeleton h={96} radius="md" />} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const status = query.data;
  const home = (
    <Button component={Link} to={paths.home} variant="default">
      {t('kyc.toHome')}
    </Button>
  );
  if (!status.applicable) {
    return (
      <EmptyState
        headingOrder={1}
        icon={<IconShieldOff size={40} aria-hidden="true" />}
        title={t('kyc.notApplicable.title')}
        description={t('kyc.notApplicable.text')}
        action={home}
      />
    );
  }
  switch (status.tier) {
    case 'IN_PROGRESS':
      return (
        <EmptyState
          headingOrder={1}
          icon={<IconClockHour4 size={40} aria-hidden="true" />}
          title={t('kyc.inReview.title')}
          description={t('kyc.inReview.text')}
          action={home}
        />
      );
    case 'COMPLETED':
      return (
        <EmptyState
          headingOrder={1}
          icon={<IconCircleCheck size={40} aria-hidden="true" color="var(--mantine-color-green-7)" />}
          title={t('kyc.completed.title')}
          description={t('kyc.completed.text')}
          action={home}
        />
      );
    case 'EXPIRED':
      return (
        <EmptyState
          headingOrder={1}
          icon={<IconHourglassEmpty size={40} aria-hidden="true" />}
          title={t('kyc.expired.title')}
          description={t('kyc.expired.text')}
          action={<Button onClick={onContactSupport}>{t('kyc.contactSupport')}</Button>}
        />
      );
    case 'FAILED':
      return <FailedView status={status} />;
    default:
      return <Navigate to={stepPath(status.accountType, resumeStep(status).slug)} replace />;
  }
}

/** A rejection: the staff's words, the checks that failed with theirs, and the retry. */
function FailedView({ status }: { status: KycStatus }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const retry = useStartKyc();
  const failed = status.checks.filter((c) => c.status === 'failed');
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} fz="h2">
        {t('kyc.failed.title')}
      </Title>
      <Alert color="red" variant="light" title={t('kyc.reasonTitle')}>
        <Stack gap="xs">
          <Text size="sm">{status.reason ?? t('kyc.failed.noReason')}</Text>
          {status.decidedAt && (
            <Text size="xs" c="dimmed">
              {t('kyc.failed.decidedAt', { date: format.date(status.decidedAt) })}
            </Text>
          )}
        </Stack>
      </Alert>
      {failed.length > 0 && (
        <List aria-label={t('kyc.failed.checks')}>
          {failed.map((c) => (
            <List.Item key={c.type}>
              <Text span fw={600}>
                {t(CHECK_LABEL[c.type])}
              </Text>
              {c.reason ? `: ${c.reason}` : ''}
            </List.Item>
          ))}
        </List>
      )}
      <Text>{t('kyc.failed.text')}</Text>
      {retry.isError && (
        <Alert color="red" variant="light" role="alert">
          {isApiError(retry.error) && retry.error.message
            ? retry.error.message
            : t('commons.errorOccuredPleaseTryAgain')}
        </Alert>
      )}
      <div>
        <Button
          loading={retry.isPending}
          onClick={() => retry.mutate(undefined, { onSuccess: () => navigate(paths.verification) })}
        >
          {t('kyc.retry')}
        </Button>
      </div>
    </Stack>
  );
}
