import type { OnboardingConfiguration, SaveCommercialModel } from '@host-portal/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { listingKeys } from './listing-keys.ts';

export const saveCommercialModel = (body: SaveCommercialModel) =>
  api.post<OnboardingConfiguration>('/api/app/user/onboarding/saveCommercialModel', body);

/**
 * The onboarding's model choice. It changes the app features (which steps apply, which screens
 * show), so the user is read again, and awaited, before the flow moves on.
 */
export function useSaveCommercialModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommercialModel,
    onSuccess: async (configuration) => {
      queryClient.setQueryData(listingKeys.onboardingConfiguration(), configuration);
      await queryClient.refetchQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
