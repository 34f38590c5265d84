import type { PropertiesConfiguration } from '@host-portal/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { unitKeys } from './unit-keys.ts';

export const getPropertiesConfiguration = (hl: string, signal?: AbortSignal) =>
  api.get<PropertiesConfiguration>('/api/app/properties-configuration', { query: { hl }, signal });

/** Option lists (amenity groups, room and bed types) in the UI language. */
export const propertiesConfigurationQueryOptions = (hl: string) =>
  queryOptions({
    queryKey: unitKeys.configuration(hl),
    queryFn: ({ signal }) => getPropertiesConfiguration(hl, signal),
    staleTime: 30 * 60_000,
  });

export function usePropertiesConfiguration() {
  const { i18n } = useTranslation();
  return useQuery(propertiesConfigurationQueryOptions(i18n.language));
}
