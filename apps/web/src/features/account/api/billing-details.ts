import type {
  BusinessDetails,
  IndividualDetails,
  SaveBusinessDetailsInput,
  SaveIndividualDetailsInput,
} from '@host-portal/contracts/billing-details';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';

const BASE = '/api/app/user/onboarding';

/** Query keys of the billing tab's details (DESIGN rule 4). */
export const billingKeys = {
  all: ['user', 'billing-details'] as const,
  individual: () => [...billingKeys.all, 'individual'] as const,
  business: () => [...billingKeys.all, 'business'] as const,
};

export const individualDetailsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.individual(),
    queryFn: () => api.get<IndividualDetails>(`${BASE}/getIndividualDetails`),
  });

export const businessDetailsQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.business(),
    queryFn: () => api.get<BusinessDetails>(`${BASE}/getBusinessDetails`),
  });

export function useSaveIndividualDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveIndividualDetailsInput) =>
      api.post<IndividualDetails>(`${BASE}/saveIndividualDetails`, body),
    onSuccess: (saved) => queryClient.setQueryData(billingKeys.individual(), saved),
  });
}

export function useSaveBusinessDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBusinessDetailsInput) =>
      api.post<BusinessDetails>(`${BASE}/saveBusinessDetails`, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(billingKeys.business(), saved);
      // the company name of the user info is the legal name
      await queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}
