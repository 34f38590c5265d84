import type { PropertiesConfiguration } from '@host-portal/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { listingKeys } from './listing-keys.ts';

export const getPropertiesConfiguration = (hl: string, signal?: AbortSignal) =>
  api.get<PropertiesConfiguration>('/api/app/properties-configuration', { query: { hl }, signal });

export const propertiesConfigurationQueryOptions = (hl: string) =>
  queryOptions({
    queryKey: listingKeys.configuration(hl),
    queryFn: ({ signal }) => getPropertiesConfiguration(hl, signal),
    staleTime: 30 * 60_000,
  });

export function usePropertiesConfiguration() {
  const { locale } = useAppContext();
  return useQuery(propertiesConfigurationQueryOptions(locale));
}
