import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFormatters } from '../../../lib/format.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useVerification } from '../api/get-verification.ts';
import { StaffNav } from '../components/staff-nav.tsx';
import classes from '../components/support.module.css';
import { VerificationChecks } from '../components/verification-checks.tsx';
import { VerificationDecisions } from '../components/verification-decisions.tsx';
import { VerificationStatusBadge } from '../components/verification-status-badge.tsx';

/** /staff/verifications/:verificationId: the host, their checks and documents, and the decision. */
export default function VerificationRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { verificationId = '' } = useParams();
  const { search } = useLocation();
  const query = useVerification(verificationId);
  // after a decision the forms are gone: focus moves to the heading beside the new status
  const heading = useRef<HTMLHeadingElement>(null);
  const status = useRef<string | undefined>(undefined);
  useEffect(() => {
    const now = query.data?.status;
    if (status.current && now && now !== status.current) heading.current?.focus();
    status.current = now;
  }, [query.data?.status]);
  const missing = query.isError && isApiError(query.error) && [400, 403, 404].includes(query.error.status);
  usePageTitle(
    missing
      ? t('pages.notFound.title')
      : query.data
        ? `${query.data.hostName} · ${t('staff.kyc.title')}`
        : t('staff.kyc.title'),
  );
  if (missing) return <NotFoundView />;
  const v = query.data;
  const when = (iso: string | null) =>
    iso ? format.date(iso, { dateStyle: 'medium', timeStyle: 'short' }) : t('staff.kyc.never');

  return (
    <PageContainer>
      <Stack gap="lg">
        <StaffNav current="verifications" />
        <Anchor component={Link} to={{ pathname: paths.staffVerifications, search }} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
          {t('staff.kyc.back')}
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
            <Title order={1}>{t('staff.kyc.title')}</Title>
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          </>
        )}
        {v && (
          <>
            <Stack gap={4}>
              <Group gap="sm" wrap="wrap">
                <Title order={1} className={classes.wrap} ref={heading} tabIndex={-1}>
                  {v.hostName}
                </Title>
                <VerificationStatusBadge status={v.status} />
              </Group>
              <Stack gap={2} component="dl" m={0}>
                <Row label={t('staff.kyc.email')} value={v.hostEmail} />
                <Row
                  label={t('staff.kyc.accountTypeLabel')}
                  value={t(`staff.kyc.accountType.${v.accountType}`)}
                />
                {v.companyName && <Row label={t('staff.kyc.company')} value={v.companyName} />}
                <Row label={t('staff.kyc.startedAt')} value={when(v.startedAt)} />
                <Row label={t('staff.kyc.submittedAt')} value={when(v.submittedAt)} />
                {v.decidedAt && <Row label={t('staff.kyc.decidedAt')} value={when(v.decidedAt)} />}
                {v.reason && <Row label={t('staff.kyc.reasonGiven')} value={v.reason} />}
              </Stack>
            </Stack>
            <VerificationChecks verification={v} />
            <VerificationDecisions key={`${v.id}-${v.status}`} verification={v} />
          </>
        )}
      </Stack>
    </PageContainer>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed">
        {label}:
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Text>
    </Group>
  );
}
