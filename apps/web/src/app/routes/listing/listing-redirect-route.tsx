import { Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { useListingProgress } from '../../../features/listing/api/get-listing-progress.ts';
import { continueStep, visibleSteps } from '../../../features/listing/engine/progress.ts';
import { chooseVariant, flowContext } from '../../../features/listing/engine/variants.ts';
import { flowStepPath } from '../../../features/listing/flow-paths.ts';
import { useProperty } from '../../../features/properties/api/get-property.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** /listing/property/:propertyId/unit/:unitId: into the right flow variant, at the continue step. */
export default function ListingRedirectRoute() {
  const { t } = useTranslation();
  const { propertyId = '', unitId = '' } = useParams();
  const property = useProperty(propertyId);
  const progress = useListingProgress(unitId);
  const user = useQuery(currentUserQueryOptions());
  usePageTitle(t('listing.pageTitle'));

  const failed = property.isError ? property : progress.isError ? progress : null;
  if (failed) {
    if (isApiError(failed.error) && [400, 404].includes(failed.error.status)) {
      return <NotFoundView description={t('listing.notFound')} />;
    }
    return (
      <PageContainer>
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      </PageContainer>
    );
  }
  if (!property.data || !progress.data || user.isLoading) {
    return (
      <Stack align="center" p="xl" role="status" aria-label={t('commons.loading')}>
        <Loader />
      </Stack>
    );
  }
  const ctx = flowContext(property.data, user.data ?? null, { unitId });
  const variant = chooseVariant(ctx);
  const target = continueStep(visibleSteps(variant, ctx), progress.data.steps);
  return <Navigate to={flowStepPath(variant.flow, propertyId, unitId, target)} replace />;
}
