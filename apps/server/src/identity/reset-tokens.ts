import type { Database } from '../db/client.ts';
import { randomToken, sha256 } from './passwords.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;

/** Issues a reset token; only its SHA-256 is stored, the token itself goes into the e-mail. */
export async function createResetToken(database: Database, userId: string): Promise<string> {
  const token = randomToken();
  await database.query(
    `insert into password_reset_tokens (token_hash, user_id, expires_at)
     values ($1, $2, now() + interval '${RESET_TOKEN_TTL_MINUTES} minutes')`,
    [sha256(token), userId],
  );
  return token;
}

export type ResetTokenState =
  | { ok: true; userId: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export async function inspectResetToken(database: Database, token: string): Promise<ResetTokenState> {
  if (!token) return { ok: false, reason: 'invalid' };
  const rows = await database.query<{ user_id: string; used: boolean; expired: boolean }>(
    `select user_id, used_at is not null as used, expires_at <= now() as expired
     from password_reset_tokens where token_hash = $1`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used) return { ok: false, reason: 'used' };
  if (row.expired) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.user_id };
}

/** Marks the token used (once, atomically); also voids the user's other outstanding tokens. */
export async function consumeResetToken(database: Database, token: string): Promise<ResetTokenState> {
  const rows = await database.query<{ user_id: string }>(
    `update password_reset_tokens set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return inspectResetToken(database, token);
  await database.query(
    'update password_reset_tokens set used_at = now() where user_id = $1 and used_at is null',
    [row.user_id],
  );
  return { ok: true, userId: row.user_id };
}
