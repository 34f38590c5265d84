import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useListingProgress } from '../api/get-listing-progress.ts';
import { useInitOnboarding } from '../api/init-onboarding.ts';
import { continueStep, isReachable, visibleSteps } from '../engine/progress.ts';
import { isStepName, type StepName } from '../engine/steps.ts';
import { chooseVariant, type FlowKind, flowContext } from '../engine/variants.ts';
import { flowStepPath } from '../flow-paths.ts';
import { FlowFrame } from './flow-frame.tsx';
import type { ListingSources, StepSlots } from './step-context.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /listing/{single-unit|multi-unit}/:propertyId/:unitId/*: loads what every step needs, picks the
 * variant and sends the host to the right step before the frame renders.
 */
export function ListingFlow({ slots = {}, sources }: { slots?: StepSlots; sources: ListingSources }) {
  const { propertyId = '', unitId = '', '*': splat = '' } = useParams();
  if (!UUID.test(propertyId) || !UUID.test(unitId)) return <FlowNotFound />;
  return (
    <LoadedFlow
      propertyId={propertyId}
      unitId={unitId}
      stepParam={splat.replace(/\/+$/, '')}
      slots={slots}
      sources={sources}
    />
  );
}

function FlowNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  return <NotFoundView description={t('listing.notFound')} />;
}

function LoadedFlow({
  propertyId,
  unitId,
  stepParam,
  slots,
  sources,
}: {
  propertyId: string;
  unitId: string;
  stepParam: string;
  slots: StepSlots;
  sources: ListingSources;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const urlFlow: FlowKind = pathname.startsWith('/listing/multi-unit') ? 'multi-unit' : 'single-unit';
  const property = sources.useProperty(propertyId);
  const unit = sources.useUnit(unitId);
  const progress = useListingProgress(unitId);
  const configuration = sources.usePropertiesConfiguration();
  const user = useQuery(currentUserQueryOptions());
  const regional = sources.useRegionalConfiguration(unitId, property.data?.location?.countryCode ?? null);
  const queries = [property, unit, progress, configuration];
  // the onboarding flows record when the host first started (init-onboarding, issue 11)
  useInitOnboarding(user.data?.onboardingStatus === 'in_progress');
  usePageTitle(t('listing.pageTitle'));

  const failed = queries.find((q) => q.isError);
  if (failed) {
    if (isApiError(failed.error) && [400, 404].includes(failed.error.status)) return <FlowNotFound />;
    return (
      <PageContainer>
        <ErrorState
          error={failed.error}
          onRetry={() => {
            for (const q of queries) if (q.isError) void q.refetch();
          }}
        />
      </PageContainer>
    );
  }
  if (
    !property.data ||
    !unit.data ||
    !progress.data ||
    !configuration.data ||
    user.isLoading ||
    regional.isLoading
  ) {
    return (
      <PageContainer>
        <Stack gap="md" role="status" aria-label={t('commons.loading')}>
          <Skeleton height={20} width="50%" />
          <Skeleton height={10} />
          <Skeleton height={240} />
        </Stack>
      </PageContainer>
    );
  }
  if (unit.data.propertyId !== propertyId) return <FlowNotFound />;

  const regionalNeeded = regional.data ? regional.data.required || regional.data.fields.length > 0 : true;
  const ctx = flowContext(property.data, user.data ?? null, {
    unitId,
    regionalRequirementsNeeded: regionalNeeded,
  });
  const variant = chooseVariant(ctx);
  const steps = visibleSteps(variant, ctx);
  const completed = progress.data.steps;
  const fallback = continueStep(steps, completed);
  const linkTo = (name: StepName) => flowStepPath(variant.flow, propertyId, unitId, name);

  // Wrong flow for the property, an unknown or hidden step, or one not reached yet: go where the host can be.
  const requested = isStepName(stepParam) ? stepParam : null;
  const target =
    requested && steps.some((s) => s.name === requested) && isReachable(steps, completed, requested)
      ? requested
      : fallback;
  if (urlFlow !== variant.flow || target !== requested) return <Navigate to={linkTo(target)} replace />;

  return (
    <FlowFrame
      key={target}
      property={property.data}
      unit={unit.data}
      configuration={configuration.data}
      variant={variant}
      steps={steps}
      completed={completed}
      current={target}
      linkTo={linkTo}
      slots={slots}
    />
  );
}
