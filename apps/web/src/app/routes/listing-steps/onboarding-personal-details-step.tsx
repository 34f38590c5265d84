import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import {
  businessDetailsQueryOptions,
  individualDetailsQueryOptions,
} from '../../../features/account/api/billing-details.ts';
import { BusinessDetailsForm } from '../../../features/account/components/billing/business-details-form.tsx';
import { IndividualDetailsForm } from '../../../features/account/components/billing/individual-details-form.tsx';
import { useListingStep } from '../../../features/listing/components/step-context.tsx';
import { StepLayout } from '../../../features/listing/components/step-layout.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * The onboarding's personal details (personal-details/info and /owner) on the billing details of the
 * account: an individual's own details; a company's details with its signatories, then its owners
 * (shareholders). Save and continue saves them and opens the next step; a failed save keeps the edits.
 */
export default function OnboardingPersonalDetailsStep() {
  const { t } = useTranslation();
  const { step, complete } = useListingStep();
  const user = useCurrentUser();
  const company = user?.type === 'company';
  const owners = step.name === 'personal-details/owner';
  const individual = useQuery({ ...individualDetailsQueryOptions(), enabled: user != null && !company });
  const business = useQuery({ ...businessDetailsQueryOptions(), enabled: company });
  const query = company ? business : individual;
  const saveOptions = { submitLabel: t('listing.actions.saveAndContinue'), onSaved: complete };

  return (
    <StepLayout
      title={t(`listing.step.${step.name}`)}
      description={t(
        owners
          ? 'onboarding.personalDetails.ownersText'
          : company
            ? 'onboarding.personalDetails.companyText'
            : 'onboarding.personalDetails.individualText',
      )}
      hideContinue={!owners || company}
    >
      {owners && !company ? (
        <Alert color="blue" variant="light">
          {t('onboarding.personalDetails.noOwners')}
        </Alert>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : company && business.data ? (
        <BusinessDetailsForm details={business.data} part={owners ? 'owners' : 'company'} {...saveOptions} />
      ) : !company && individual.data ? (
        <IndividualDetailsForm details={individual.data} {...saveOptions} />
      ) : (
        <Stack gap="sm" role="status" aria-label={t('commons.loading')} aria-busy>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      )}
    </StepLayout>
  );
}
