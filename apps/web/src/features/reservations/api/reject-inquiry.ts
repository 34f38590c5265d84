import type { Inquiry, RejectInquiry } from '@host-portal/contracts/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterAction, SILENT } from './after-action.ts';
import { inquiryPath, reservationKeys } from './reservation-keys.ts';

export const rejectInquiry = (id: string, body: RejectInquiry) =>
  api.post<Inquiry>(`${inquiryPath(id)}/reject`, body);

export function useRejectInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RejectInquiry) => rejectInquiry(id, body),
    meta: SILENT,
    onSuccess: (answer) => refreshAfterAction(queryClient, reservationKeys.inquiry(id), answer),
  });
}
