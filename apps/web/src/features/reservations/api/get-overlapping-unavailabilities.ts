import type { unavailabilityListSchema } from '@host-portal/contracts/reservations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { inquiryPath, reservationKeys } from './reservation-keys.ts';

export type UnavailabilityList = z.infer<typeof unavailabilityListSchema>;
export const OVERLAPPING_PAGE_SIZE = 10;

/** Other stays and blocks on the inquiry's unit and dates, shown before the host answers. */
export const getOverlappingUnavailabilities = (id: string, page: number, signal?: AbortSignal) =>
  api.get<UnavailabilityList>(`${inquiryPath(id)}/overlapping-unavailabilities`, {
    query: { page, limit: OVERLAPPING_PAGE_SIZE },
    signal,
  });

export const overlappingUnavailabilitiesQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: reservationKeys.overlapping(id, page),
    queryFn: ({ signal }) => getOverlappingUnavailabilities(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOverlappingUnavailabilities = (id: string, page: number, enabled = true) =>
  useQuery({ ...overlappingUnavailabilitiesQueryOptions(id, page), enabled });
