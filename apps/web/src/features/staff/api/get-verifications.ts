import type { kycVerificationsPageSchema } from '@host-portal/contracts/kyc';
import { VERIFICATION_STATUSES, type VerificationStatus } from '@host-portal/contracts/kyc';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export type VerificationsPage = z.infer<typeof kycVerificationsPageSchema>;
export type VerificationSummary = VerificationsPage['items'][number];

/** The queue's filter: one status, by default the verifications waiting for a decision. */
export const DEFAULT_VERIFICATION_FILTER: VerificationStatus = 'IN_PROGRESS';
export const asVerificationFilter = (value: string | null): VerificationStatus =>
  VERIFICATION_STATUSES.includes(value as VerificationStatus)
    ? (value as VerificationStatus)
    : DEFAULT_VERIFICATION_FILTER;

export const getVerifications = (status: VerificationStatus, page: number, signal?: AbortSignal) =>
  api.get<VerificationsPage>('/api/staff/kyc/verifications', {
    query: { status, page },
    signal,
    auth: true,
  });

/** Hosts get 404 here, which keeps the page staff-only. */
export const verificationsQueryOptions = (status: VerificationStatus, page: number) =>
  queryOptions({
    queryKey: staffKeys.kycList({ status, page }),
    queryFn: ({ signal }) => getVerifications(status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useVerifications = (status: VerificationStatus, page: number) =>
  useQuery(verificationsQueryOptions(status, page));
