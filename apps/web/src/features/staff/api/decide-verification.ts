import type {
  KycRejectBody,
  KycRequestDocumentBody,
  KycVerificationDetail,
} from '@host-portal/contracts/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { verificationPath, verificationQueryOptions } from './get-verification.ts';
import { staffKeys } from './staff-keys.ts';

/** The staff's decisions on a verification; each answers the verification in its new state. */
export type VerificationDecision =
  | { kind: 'approve' }
  | { kind: 'reject'; body: KycRejectBody }
  | { kind: 'request-document'; body: KycRequestDocumentBody }
  | { kind: 'reopen' };

export const decideVerification = (id: string, decision: VerificationDecision) =>
  api.post<KycVerificationDetail>(
    `${verificationPath(id)}/${decision.kind}`,
    'body' in decision ? decision.body : undefined,
    { auth: true },
  );

export function useDecideVerification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: VerificationDecision) => decideVerification(id, decision),
    // the forms show the server's message themselves and keep what was typed
    meta: { silentError: true },
    onSuccess: async (verification) => {
      queryClient.setQueryData(verificationQueryOptions(id).queryKey, verification);
      await queryClient.invalidateQueries({ queryKey: staffKeys.kycLists() });
    },
  });
}
