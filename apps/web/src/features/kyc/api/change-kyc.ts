import type { KycStartedAt, KycStatus } from '@host-portal/contracts/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { KYC_START_PATH, KYC_SUBMIT_PATH, kycDocumentPath, kycKeys } from './kyc-keys.ts';

/** Starts the verification, or restarts it after a rejection (the server's set-start-at). */
export const startKyc = () => api.post<KycStartedAt>(KYC_START_PATH);

export const submitKyc = () => api.post<KycStatus>(KYC_SUBMIT_PATH);

export const deleteKycDocument = (id: string) => api.delete<void>(kycDocumentPath(id));

/** Every change moves the status or its checks, so the status is read again after it. */
function useKycChange<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycKeys.status() }),
  });
}

export const useStartKyc = () => useKycChange<void, KycStartedAt>(startKyc);
/** The status is read again on the success page: a refetch here would move the step page first. */
export const useSubmitKyc = () => useMutation({ mutationFn: submitKyc });
export const useDeleteKycDocument = () => useKycChange(deleteKycDocument);
