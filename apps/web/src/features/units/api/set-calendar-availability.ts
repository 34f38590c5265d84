import type { CALENDAR_AVAILABILITY } from '@host-portal/contracts/units';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { unitKeys, unitPath } from './unit-keys.ts';

export type CalendarStatus = (typeof CALENDAR_AVAILABILITY)[number];

/** POST /api/app/property-unit/{id}/calendar-action {status} */
export const setCalendarAvailability = (unitId: string, status: CalendarStatus) =>
  api.post<unknown>(`${unitPath(unitId)}/calendar-action`, { status });

export function useSetCalendarAvailability(unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: CalendarStatus) => setCalendarAvailability(unitId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.detail(unitId) }),
  });
}
