import type { submitCalendarVerificationSchema } from '@host-portal/contracts/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { calendarVerificationPath, calendarVerificationQueryOptions } from './get-calendar-verification.ts';

export type SubmitCalendarVerification = z.infer<typeof submitCalendarVerificationSchema>;

export const submitCalendarVerification = (unitId: string, body: SubmitCalendarVerification) =>
  api.post<unknown>(calendarVerificationPath(unitId), body);

export function useSubmitCalendarVerification(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitCalendarVerification) => submitCalendarVerification(unitId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: calendarVerificationQueryOptions(unitId).queryKey }),
  });
}
