import type { OnboardingConfiguration } from '@host-portal/contracts/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listingKeys } from './listing-keys.ts';

/** Which onboarding steps apply to the host and whether the host may list (issue 11). */
export const getOnboardingConfiguration = (signal?: AbortSignal) =>
  api.get<OnboardingConfiguration>('/api/app/user/onboarding/getConfiguration', { signal });

export const onboardingConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.onboardingConfiguration(),
    queryFn: ({ signal }) => getOnboardingConfiguration(signal),
  });

export const useOnboardingConfiguration = () => useQuery(onboardingConfigurationQueryOptions());
