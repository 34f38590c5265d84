import type { Inquiry } from '@host-portal/contracts/reservations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterAction, SILENT } from './after-action.ts';
import { inquiryPath, reservationKeys } from './reservation-keys.ts';

/** 409 `occupancy_conflict` when the dates clash with another stay (its detail names it). */
export const confirmInquiry = (id: string) => api.post<Inquiry>(`${inquiryPath(id)}/confirm`);

export function useConfirmInquiry(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmInquiry(id),
    meta: SILENT,
    onSuccess: (answer) => refreshAfterAction(queryClient, reservationKeys.inquiry(id), answer),
  });
}
