import type {
  FeatureToggle,
  FeatureToggleName,
  FeatureToggles,
} from '@host-portal/contracts/feature-toggles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

const base = '/api/staff/feature-toggles';

/** Hosts get 404 here, which keeps the page staff-only. */
export const featureTogglesQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.featureToggles(),
    queryFn: ({ signal }) => api.get<FeatureToggles>(base, { signal, auth: true }),
  });

export const featureToggleQueryOptions = (id: FeatureToggleName) =>
  queryOptions({
    queryKey: staffKeys.featureToggle(id),
    queryFn: ({ signal }) => api.get<FeatureToggle>(`${base}/${id}`, { signal, auth: true }),
  });

export const useFeatureToggles = () => useQuery(featureTogglesQueryOptions());
export const useFeatureToggle = (id: FeatureToggleName) => useQuery(featureToggleQueryOptions(id));

/** Switches the flag for everyone; the answer carries the trail with this switch on top. */
export function useSetFeatureToggle(id: FeatureToggleName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api.put<FeatureToggle>(`${base}/${id}`, { enabled }, { auth: true }),
    onSuccess: async (toggle) => {
      queryClient.setQueryData(featureToggleQueryOptions(id).queryKey, toggle);
      await queryClient.invalidateQueries({ queryKey: featureTogglesQueryOptions().queryKey, exact: true });
    },
  });
}
