import type { ChatChannel } from '@host-portal/contracts/messaging';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { MESSAGING_PATH, messagingKeys } from './messaging-keys.ts';

/** POST /api/app/messaging/conversation (001 section 7): the channel of a booking, request or inquiry. */
export const openConversation = (reservationId: string) =>
  api.post<ChatChannel>(`${MESSAGING_PATH}/conversation`, { reservationId });

/**
 * The channel of a reservation, opened once per page visit. A query rather than a mutation: the
 * call only finds (or, for an old reservation, creates) the one conversation, so it is safe to
 * run again on retry, and it is not retried on its own after a 404.
 */
export const useStayConversation = (reservationId: string) =>
  useQuery({
    queryKey: messagingKeys.stayChannel(reservationId),
    queryFn: () => openConversation(reservationId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
