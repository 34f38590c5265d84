import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { useHasProperties } from '../../../features/properties/api/get-has-properties.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** /listing/check-eligibility: an expired account may not list; a new host starts with the first property. */
export default function CheckEligibilityRoute() {
  const { t } = useTranslation();
  usePageTitle(t('listing.eligibility.checking'));
  const user = useQuery(currentUserQueryOptions());
  const eligible = user.data ? user.data.status === 'active' : undefined;
  const hasProperties = useHasProperties(eligible === true);

  const failed = user.isError ? user : hasProperties.isError ? hasProperties : null;
  if (failed) {
    return (
      <PageContainer>
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </PageContainer>
    );
  }
  if (eligible === false) return <Navigate to={paths.listingNotEligible} replace />;
  if (eligible && hasProperties.data !== undefined) {
    return (
      <Navigate to={hasProperties.data ? paths.listingAddProperty : paths.listingFirstProperty} replace />
    );
  }
  return (
    <Stack align="center" p="xl" role="status" aria-label={t('listing.eligibility.checking')}>
      <Loader />
    </Stack>
  );
}
