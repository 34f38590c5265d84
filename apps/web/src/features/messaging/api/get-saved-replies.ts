import type { savedRepliesResponseSchema } from '@host-portal/contracts/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { MESSAGING_PATH, messagingKeys } from './messaging-keys.ts';

export type SavedReplies = z.infer<typeof savedRepliesResponseSchema>;

export const getSavedReplies = (signal?: AbortSignal) =>
  api.get<SavedReplies>(`${MESSAGING_PATH}/saved-replies`, { signal });

export const savedRepliesQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.savedReplies(),
    queryFn: ({ signal }) => getSavedReplies(signal),
    select: (answer) => answer.items,
    staleTime: 5 * 60_000,
  });

export const useSavedReplies = (enabled = true) => useQuery({ ...savedRepliesQueryOptions(), enabled });
