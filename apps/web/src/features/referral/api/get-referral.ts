import type { Referral } from '@host-portal/contracts/referral';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const referralKeys = {
  all: ['referral'] as const,
  page: () => [...referralKeys.all, 'page'] as const,
};

/** The host's invite link and who signed up through it (the built-in referral widget, ADR 0044). */
export const getReferral = (signal?: AbortSignal) =>
  api.get<Referral>('/api/app/referral', { signal, auth: true });

export const referralQueryOptions = () =>
  queryOptions({ queryKey: referralKeys.page(), queryFn: ({ signal }) => getReferral(signal) });

export const useReferral = () => useQuery(referralQueryOptions());
