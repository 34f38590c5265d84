import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes); argon2id is the library's default algorithm. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const MIN_PASSWORD_LENGTH = 10;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; without a stored hash it still spends the time of one verification so that
 * the response time does not tell whether an account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

export type PasswordProblem = 'too_short' | 'needs_letter_and_digit' | 'same_as_email';

/** The strength rule: at least 10 characters with a letter and a digit, and not the e-mail address. */
export function checkPasswordStrength(password: string, email: string): PasswordProblem | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'needs_letter_and_digit';
  const e = email.trim().toLowerCase();
  const p = password.trim().toLowerCase();
  if (e && (p === e || p === e.split('@')[0])) return 'same_as_email';
  return undefined;
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
