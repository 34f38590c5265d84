import type { BankAccounts } from '@host-portal/contracts/payout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { BANK_ACCOUNTS_PATH, payoutKeys } from './payout-keys.ts';

export const getBankAccounts = (signal?: AbortSignal) =>
  api.get<BankAccounts>(BANK_ACCOUNTS_PATH, { signal });

export const bankAccountsQueryOptions = () =>
  queryOptions({
    queryKey: payoutKeys.bankAccounts(),
    queryFn: ({ signal }) => getBankAccounts(signal),
  });

export const useBankAccounts = () => useQuery(bankAccountsQueryOptions());
