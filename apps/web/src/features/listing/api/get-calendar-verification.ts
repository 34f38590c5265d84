import type { calendarVerificationSchema } from '@host-portal/contracts/listing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { listingKeys, unitPath } from './listing-keys.ts';

export type CalendarVerification = z.infer<typeof calendarVerificationSchema>;

export const calendarVerificationPath = (unitId: string) => `${unitPath(unitId)}/verify-calendar/airbnb/data`;

export const getCalendarVerification = (unitId: string, signal?: AbortSignal) =>
  api.get<CalendarVerification>(calendarVerificationPath(unitId), { signal });

export const calendarVerificationQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: listingKeys.calendarVerification(unitId),
    queryFn: ({ signal }) => getCalendarVerification(unitId, signal),
  });

export const useCalendarVerification = (unitId: string) => useQuery(calendarVerificationQueryOptions(unitId));
