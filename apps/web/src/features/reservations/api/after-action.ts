import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { reservationKeys } from './reservation-keys.ts';

/**
 * After a confirm, reject or cancel: the answer is the new state of the stay, so it goes into
 * its detail at once; every list, the pending count and the other details (a confirmed request's
 * booking, an inquiry's overlapping stays) are loaded again.
 */
export function refreshAfterAction(
  queryClient: QueryClient,
  detailKey: QueryKey,
  answer: unknown,
  { answersRequest = false }: { answersRequest?: boolean } = {},
) {
  queryClient.setQueryData(detailKey, answer);
  if (answersRequest) {
    // 000 section 4: the pending count drops by one, never below zero, before the server says so
    queryClient.setQueryData<{ count: number }>(reservationKeys.pendingCount(), (old) =>
      old ? { count: Math.max(0, old.count - 1) } : old,
    );
  }
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reservationKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: reservationKeys.pendingCount() }),
    queryClient.invalidateQueries({
      queryKey: reservationKeys.details(),
      predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(detailKey),
    }),
  ]);
}

/** The pages show failures themselves (a toast, and the clash inline): no global toast. */
export const SILENT = { silentError: true } as const;
