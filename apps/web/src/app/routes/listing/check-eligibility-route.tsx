import { Loader, Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { useOnboardingConfiguration } from '../../../features/listing/api/get-onboarding-configuration.ts';
import { useHasProperties } from '../../../features/properties/api/get-has-properties.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * /listing/check-eligibility: the server's eligibility rules (supported country, allowed host type,
 * active account) decide; an eligible host starts with the first property or adds another.
 */
export default function CheckEligibilityRoute() {
  const { t } = useTranslation();
  usePageTitle(t('listing.eligibility.checking'));
  const configuration = useOnboardingConfiguration();
  const eligible = configuration.data?.eligibility.eligible;
  const hasProperties = useHasProperties(eligible === true);

  const failed = configuration.isError ? configuration : hasProperties.isError ? hasProperties : null;
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
