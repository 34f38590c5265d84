import type { BankAccount, BankAccounts, SaveBankAccount } from '@host-portal/contracts/payout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bankAccountPath, payoutKeys, SAVE_BANK_ACCOUNT_PATH } from './payout-keys.ts';

/** Adds (no id) or changes a bank account; the current password goes with it. */
export const saveBankAccount = (body: SaveBankAccount) => api.post<BankAccount>(SAVE_BANK_ACCOUNT_PATH, body);

export const setDefaultBankAccount = ({ id, password }: { id: string; password: string }) =>
  api.put<BankAccounts>(`${bankAccountPath(id)}/default`, { password });

export const deleteBankAccount = ({ id, password }: { id: string; password: string }) =>
  api.delete<void>(bankAccountPath(id), { body: { password } });

/** Each change may move the default, so the list is read again after it. */
function useBankAccountChange<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.bankAccounts() }),
  });
}

export const useSaveBankAccount = () => useBankAccountChange(saveBankAccount);
export const useSetDefaultBankAccount = () => useBankAccountChange(setDefaultBankAccount);
export const useDeleteBankAccount = () => useBankAccountChange(deleteBankAccount);
