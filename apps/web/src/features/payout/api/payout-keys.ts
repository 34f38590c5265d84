/** Query keys of the payout area; every query and change goes through these. */
export const payoutKeys = {
  all: ['payout'] as const,
  bankAccounts: () => [...payoutKeys.all, 'bank-accounts'] as const,
};

export const BANK_ACCOUNTS_PATH = '/api/app/user/onboarding/getBankAccounts';
export const SAVE_BANK_ACCOUNT_PATH = '/api/app/user/onboarding/saveBankAccounts';
export const bankAccountPath = (id: string) => `/api/app/user/bank-accounts/${encodeURIComponent(id)}`;
