import type { KycStatus } from '@host-portal/contracts/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { KYC_STATUS_PATH, kycKeys } from './kyc-keys.ts';

export const getKycStatus = (signal?: AbortSignal) => api.get<KycStatus>(KYC_STATUS_PATH, { signal });

export const kycStatusQueryOptions = () =>
  queryOptions({
    queryKey: kycKeys.status(),
    queryFn: ({ signal }) => getKycStatus(signal),
    staleTime: 60_000,
  });

/** The verification's status, checks and documents; `enabled` false for hosts KYC does not concern. */
export const useKycStatus = (enabled = true) => useQuery({ ...kycStatusQueryOptions(), enabled });
