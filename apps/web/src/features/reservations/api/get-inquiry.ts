import type { Inquiry } from '@host-portal/contracts/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { inquiryPath, reservationKeys } from './reservation-keys.ts';

export const getInquiry = (id: string, signal?: AbortSignal) => api.get<Inquiry>(inquiryPath(id), { signal });

export const inquiryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reservationKeys.inquiry(id),
    queryFn: ({ signal }) => getInquiry(id, signal),
  });

export const useInquiry = (id: string) => useQuery(inquiryQueryOptions(id));
