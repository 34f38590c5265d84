import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const approveUnit = (id: string) =>
  api.post<unknown>(`/api/staff/units/${encodeURIComponent(id)}/approve`, undefined, { auth: true });

export function useApproveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.unitLists() }),
  });
}
