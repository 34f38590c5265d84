import type { UnitPhotos } from '@host-portal/contracts/photos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { photoKeys } from './photo-keys.ts';

export const unitPhotosPath = (unitId: string) =>
  `/api/app/property-unit/${encodeURIComponent(unitId)}/photos`;

export const getUnitPhotos = (unitId: string, signal?: AbortSignal) =>
  api.get<UnitPhotos>(unitPhotosPath(unitId), { signal });

export const unitPhotosQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: photoKeys.list(unitId),
    queryFn: ({ signal }) => getUnitPhotos(unitId, signal),
  });

export const useUnitPhotos = (unitId: string) => useQuery(unitPhotosQueryOptions(unitId));
