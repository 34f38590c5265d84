import type { BankAccount } from '@host-portal/contracts/payout';

/** A bank account as getBankAccounts answers it (tests). */
export const testBankAccount = (over: Partial<BankAccount> = {}): BankAccount => ({
  id: '6a1f3c52-3b4c-4d5e-8f60-718293a4b5c6',
  holderName: 'Hanna Tester',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  currency: 'EUR',
  documentReference: null,
  isDefault: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
