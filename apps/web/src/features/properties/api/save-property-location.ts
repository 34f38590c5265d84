import type { LOCATION_ACTIONS, PropertyLocation } from '@host-portal/contracts/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { propertyQueryOptions } from './get-property.ts';
import { propertyPath } from './property-keys.ts';

export type LocationAction = (typeof LOCATION_ACTIONS)[number];

/**
 * PUT /api/app/properties/{propertyId}/location/{action} with `{ location }`: `draft` stores what is
 * there, `save` checks the country's required fields (errors name `location.<field>`).
 */
export const savePropertyLocation = (
  propertyId: string,
  action: LocationAction,
  location: PropertyLocation,
) => api.put<unknown>(`${propertyPath(propertyId)}/location/${action}`, { location });

/** The unit answers that follow the country are keyed by it, so refreshing the property is enough. */
export function useSavePropertyLocation(propertyId: string) {
  const queryClient = useQueryClient();
  const key = propertyQueryOptions(propertyId).queryKey;
  return useMutation({
    mutationFn: ({ action, location }: { action: LocationAction; location: PropertyLocation }) =>
      savePropertyLocation(propertyId, action, location),
    onSuccess: (_answer, { location }) => {
      queryClient.setQueryData(key, (old) => (old ? { ...old, location } : old));
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
