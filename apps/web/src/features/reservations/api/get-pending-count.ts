import type { pendingCountSchema } from '@host-portal/contracts/reservations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { reservationKeys } from './reservation-keys.ts';

export type PendingCount = z.infer<typeof pendingCountSchema>;

/** How many booking requests wait for an answer (the nav badge, the requests tab). */
export const getPendingCount = (signal?: AbortSignal) =>
  api.get<PendingCount>('/api/app/booking-requests-pending-count', { signal });

export const pendingCountQueryOptions = () =>
  queryOptions({
    queryKey: reservationKeys.pendingCount(),
    queryFn: ({ signal }) => getPendingCount(signal),
    select: (answer) => answer.count,
    // new requests arrive while the host works elsewhere in the portal
    refetchInterval: 5 * 60_000,
  });

export const usePendingCount = (enabled = true) => useQuery({ ...pendingCountQueryOptions(), enabled });
