import type { Database } from '../db/client.ts';
import { normaliseEmail } from './accounts.ts';

/** After this many failures for one e-mail within the window, sign-in is refused for LOCK_MINUTES. */
export const MAX_FAILURES = 5;
export const WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;

/** When the address is locked, the time it opens again. */
export async function lockedUntil(database: Database, email: string): Promise<Date | undefined> {
  const rows = await database.query<{ locked_until: Date | string }>(
    'select locked_until from login_attempts where email = $1 and locked_until > now()',
    [normaliseEmail(email)],
  );
  return rows[0] ? new Date(rows[0].locked_until) : undefined;
}

/** Counts one failed sign-in; returns the lock end when this failure locked the address. */
export async function recordFailure(database: Database, email: string): Promise<Date | undefined> {
  const stale = `login_attempts.window_started_at < now() - interval '${WINDOW_MINUTES} minutes'`;
  const failures = `case when ${stale} then 1 else login_attempts.failures + 1 end`;
  const rows = await database.query<{ locked_until: Date | string | null }>(
    `insert into login_attempts (email, failures, window_started_at) values ($1, 1, now())
     on conflict (email) do update set
       failures = ${failures},
       window_started_at = case when ${stale} then now() else login_attempts.window_started_at end,
       locked_until = case when ${failures} >= ${MAX_FAILURES} then now() + interval '${LOCK_MINUTES} minutes'
         else login_attempts.locked_until end
     returning locked_until`,
    [normaliseEmail(email)],
  );
  const until = rows[0]?.locked_until;
  return until && new Date(until) > new Date() ? new Date(until) : undefined;
}

export async function clearFailures(database: Database, email: string): Promise<void> {
  await database.query('delete from login_attempts where email = $1', [normaliseEmail(email)]);
}
