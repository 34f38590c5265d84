import type { staffRejectSchema } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export type StaffReject = z.infer<typeof staffRejectSchema>;

export const rejectUnit = (id: string, body: StaffReject) =>
  api.post<unknown>(`/api/staff/units/${encodeURIComponent(id)}/reject`, body, { auth: true });

export function useRejectUnit(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffReject) => rejectUnit(id, body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.unitLists() }),
  });
}
