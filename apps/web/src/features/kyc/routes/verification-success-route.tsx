import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { kycStatusQueryOptions } from '../api/get-kyc-status.ts';

const NOT_SUBMITTED = ['VERIFICATION_NEVER_STARTED', 'REQUIRED', 'COLLECTING_DATA'];

/**
 * /verification/success: the documents are with the reviewers. The status (and so the banner) is
 * read again on arrival; a verification not submitted goes back to /verification.
 */
export default function VerificationSuccessRoute() {
  const { t } = useTranslation();
  const query = useQuery({ ...kycStatusQueryOptions(), refetchOnMount: 'always' });
  usePageTitle(t('kyc.success.title'));
  if (query.isFetchedAfterMount && query.data && NOT_SUBMITTED.includes(query.data.tier)) {
    return <Navigate to={paths.verification} replace />;
  }
  return (
    <PageContainer>
      <EmptyState
        headingOrder={1}
        icon={<IconSend size={40} aria-hidden="true" />}
        title={t('kyc.success.title')}
        description={t('kyc.success.text')}
        action={
          <Button component={Link} to={paths.home}>
            {t('kyc.toHome')}
          </Button>
        }
      />
    </PageContainer>
  );
}
