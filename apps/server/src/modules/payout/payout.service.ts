import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { BankAccount, BankAccounts, SaveBankAccount } from '@host-portal/contracts/payout';
import { saveBankAccountSchema } from '@host-portal/contracts/payout';
import type { Mailer } from '../../identity/mailer.ts';
import type { PasswordCheck } from '../../identity/password-check.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { BankAccountRow, PayoutRepository } from './payout.repository.ts';
import { type PayoutChange, payoutChangedMail } from './payout-changed-mail.ts';

const view = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  holderName: row.holderName,
  iban: row.iban,
  bic: row.bic,
  currency: row.currency,
  documentReference: row.documentReference,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export interface PayoutDeps {
  checkPassword: PasswordCheck;
  mailer?: Mailer | undefined;
  publicUrl: string;
}

/**
 * Payout bank accounts (issue 11). Each change asks for the current password again and e-mails
 * the host a notice, so that a stolen session alone cannot redirect the host's money unnoticed.
 */
export function payoutService(repo: PayoutRepository, deps: PayoutDeps) {
  const confirm = async (hostId: string, password: string) => {
    if (!(await deps.checkPassword(hostId, password)))
      throw new AppError(ERROR_CODES.passwordIncorrect, 'The password is not correct', {
        invalidParams: [{ name: 'password', reason: 'payout.password.incorrect' }],
      });
  };
  const notify = async (hostId: string, change: PayoutChange, iban: string) => {
    if (!deps.mailer) return;
    const host = await repo.contact(hostId);
    if (!host) return;
    const url = new URL('/account/payout', deps.publicUrl).toString();
    // the change is made; a mail server that is down must not undo it or answer 500
    await deps.mailer.send(payoutChangedMail(host, change, iban, url)).catch(() => {});
  };
  const list = async (hostId: string): Promise<BankAccounts> => ({
    bankAccounts: (await repo.list(hostId)).map(view),
  });

  return {
    list,

    async save(hostId: string, input: SaveBankAccount): Promise<BankAccount> {
      const body = saveBankAccountSchema.parse(input);
      await confirm(hostId, body.password);
      const { bankAccount: b } = body;
      const row = await repo.save(
        hostId,
        body.id,
        {
          holderName: b.holderName,
          iban: b.iban,
          bic: b.bic,
          currency: b.currency,
          documentReference: b.documentReference ?? null,
        },
        b.isDefault ?? false,
      );
      if (!row) throw notFound('Bank account');
      await notify(hostId, body.id ? 'changed' : 'added', row.iban);
      return view(row);
    },

    async setDefault(hostId: string, id: string, password: string): Promise<BankAccounts> {
      const account = await repo.find(hostId, id);
      if (!account) throw notFound('Bank account');
      await confirm(hostId, password);
      if (!(await repo.setDefault(hostId, id))) throw notFound('Bank account');
      await notify(hostId, 'defaultChanged', account.iban);
      return list(hostId);
    },

    async remove(hostId: string, id: string, password: string): Promise<void> {
      const account = await repo.find(hostId, id);
      if (!account) throw notFound('Bank account');
      await confirm(hostId, password);
      if (!(await repo.remove(hostId, id))) throw notFound('Bank account');
      await notify(hostId, 'removed', account.iban);
    },

    /** Everything held about the host's payout details (the data export). */
    async exportAll(hostId: string) {
      return (await repo.list(hostId)).map(view);
    },
  };
}
export type PayoutService = ReturnType<typeof payoutService>;
