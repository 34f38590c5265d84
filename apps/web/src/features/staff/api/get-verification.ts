import type { KycVerificationDetail } from '@host-portal/contracts/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { staffKeys } from './staff-keys.ts';

export const verificationPath = (id: string) => `/api/staff/kyc/verifications/${encodeURIComponent(id)}`;

export const getVerification = (id: string, signal?: AbortSignal) =>
  api.get<KycVerificationDetail>(verificationPath(id), { signal, auth: true });

export const verificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: staffKeys.kycVerification(id),
    queryFn: ({ signal }) => getVerification(id, signal),
  });

export const useVerification = (id: string) => useQuery(verificationQueryOptions(id));
