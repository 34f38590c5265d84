import { isIPv6 } from 'node:net';
import type { Database } from '../db/client.ts';
import { normaliseEmail } from './accounts.ts';

/**
 * Sign-in throttling by client, never by account alone: a lock on an e-mail address would let
 * anyone lock out its owner by typing wrong passwords. Two counters, each in a sliding window:
 * - one e-mail address from one client: after ACCOUNT_MAX_FAILURES that client may not try that
 *   address for BLOCK_MINUTES; the owner signs in from any other client as usual;
 * - one client over all addresses: after CLIENT_MAX_FAILURES (password spraying, credential
 *   stuffing) the client may not sign in at all for BLOCK_MINUTES.
 * A successful sign-in clears the address's counter for that client; a password reset clears it
 * for every client.
 */
export const ACCOUNT_MAX_FAILURES = 5;
export const CLIENT_MAX_FAILURES = 20;
export const WINDOW_MINUTES = 15;
export const BLOCK_MINUTES = 15;

/** The client-wide row has no address. */
const ANY_ACCOUNT = '';

export type Throttled = 'account' | 'client';

/** The client key of a request IP: IPv4 as is, IPv6 by its /64 (one host usually owns a /64). */
export function clientKey(ip: string): string {
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whether this client may not try this address now, and why. */
export async function throttled(
  database: Database,
  email: string,
  ip: string,
): Promise<Throttled | undefined> {
  const rows = await database.query<{ email: string }>(
    `select email from login_throttle
     where client = $1 and email in ($2, '') and blocked_until > now()`,
    [clientKey(ip), normaliseEmail(email)],
  );
  if (rows.some((r) => r.email === ANY_ACCOUNT)) return 'client';
  return rows.length ? 'account' : undefined;
}

/** Counts one failed sign-in of this address from this client; says when it earned a block. */
export async function recordFailure(
  database: Database,
  email: string,
  ip: string,
): Promise<Throttled | undefined> {
  const stale = `login_throttle.window_started_at < now() - interval '${WINDOW_MINUTES} minutes'`;
  const failures = `case when ${stale} then 1 else login_throttle.failures + 1 end`;
  const limit = `case when login_throttle.email = '' then ${CLIENT_MAX_FAILURES} else ${ACCOUNT_MAX_FAILURES} end`;
  const rows = await database.query<{ email: string; blocked: boolean }>(
    `insert into login_throttle (client, email, failures, window_started_at)
     values ($1, $2, 1, now()), ($1, '', 1, now())
     on conflict (client, email) do update set
       failures = ${failures},
       window_started_at = case when ${stale} then now() else login_throttle.window_started_at end,
       blocked_until = case when ${failures} >= ${limit}
         then now() + interval '${BLOCK_MINUTES} minutes' else login_throttle.blocked_until end
     returning email, coalesce(blocked_until > now(), false) as blocked`,
    [clientKey(ip), normaliseEmail(email)],
  );
  if (rows.some((r) => r.email === ANY_ACCOUNT && r.blocked)) return 'client';
  return rows.some((r) => r.blocked) ? 'account' : undefined;
}

/** After a successful sign-in: this client's count for this address starts again. */
export async function clearClientFailures(database: Database, email: string, ip: string): Promise<void> {
  await database.query('delete from login_throttle where client = $1 and email = $2', [
    clientKey(ip),
    normaliseEmail(email),
  ]);
}

/** After a password reset: the address's counts start again for every client. */
export async function clearFailures(database: Database, email: string): Promise<void> {
  const address = normaliseEmail(email);
  if (!address) return;
  await database.query('delete from login_throttle where email = $1', [address]);
}
