import type { SupportAnswerBody, SupportRequestDetail } from '@host-portal/contracts/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { supportRequestQueryOptions } from './get-support-request.ts';
import { staffKeys } from './staff-keys.ts';

/** Sends the answer to the host by e-mail; the request comes back with its whole history. */
export const answerSupportRequest = (id: string, body: SupportAnswerBody) =>
  api.post<SupportRequestDetail>(`/api/staff/support-requests/${encodeURIComponent(id)}/answer`, body, {
    auth: true,
  });

export function useAnswerSupportRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportAnswerBody) => answerSupportRequest(id, body),
    meta: { silentError: true },
    onSuccess: async (request) => {
      queryClient.setQueryData(supportRequestQueryOptions(id).queryKey, request);
      await queryClient.invalidateQueries({ queryKey: staffKeys.supportLists() });
    },
  });
}
