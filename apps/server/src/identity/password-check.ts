import type { Database } from '../db/client.ts';
import { findAccountById } from './accounts.ts';
import { verifyPassword } from './passwords.ts';

/** Whether `password` is the account's current password (false for an unknown account). */
export type PasswordCheck = (userId: string, password: string) => Promise<boolean>;

/**
 * The embedded provider's password check for the API: sensitive changes (payout details, account
 * erasure) ask for the current password again. The password is never stored or logged here; with
 * an external issuer (OIDC_ISSUER) there is no local credential and every check fails.
 */
export function passwordCheck(database: Database): PasswordCheck {
  return async (userId, password) => {
    const account = await findAccountById(database, userId);
    return verifyPassword(account?.password_hash, password);
  };
}
