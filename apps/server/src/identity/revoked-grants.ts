import type { Database } from '../db/client.ts';

/**
 * Grants ended by a logout or a refresh-token revocation, so that the API refuses their access
 * tokens before those expire. The provider's adapter records a grant here when it destroys it;
 * the auth plugin asks `isGrantRevoked` (through a short cache) for tokens with a `gid` claim.
 * In this process a revocation applies at once (listeners); other processes sharing the database
 * see it when their cache entry expires (REVOCATION_RECHECK_MS).
 */

/** Longer than any access token lives (15 minutes), so a revoked grant's tokens all expire first. */
export const KEEP_REVOKED_SECONDS = 24 * 60 * 60;

type Listener = (grantId: string) => void;
const listeners = new WeakMap<Database, Set<Listener>>();

export async function revokeGrant(database: Database, grantId: string): Promise<void> {
  await database.query(
    `insert into oidc_revoked_grants (grant_id, expires_at)
     values ($1, now() + make_interval(secs => $2)) on conflict (grant_id) do nothing`,
    [grantId, KEEP_REVOKED_SECONDS],
  );
  for (const listener of listeners.get(database) ?? []) listener(grantId);
}

export async function isGrantRevoked(database: Database, grantId: string): Promise<boolean> {
  const rows = await database.query('select 1 from oidc_revoked_grants where grant_id = $1', [grantId]);
  return rows.length > 0;
}

/** Called in this process whenever a grant on this database is revoked here. */
export function onGrantRevoked(database: Database, listener: Listener): () => void {
  const set = listeners.get(database) ?? new Set<Listener>();
  listeners.set(database, set);
  set.add(listener);
  return () => set.delete(listener);
}

type AccountListener = (subject: string) => void;
const accountListeners = new WeakMap<Database, Set<AccountListener>>();

/**
 * Every session of an account was ended (a password reset, an erasure): the auth plugin forgets
 * what it cached about the account, so an erased account's tokens stop at once in this process
 * (other processes: within their user cache's lifetime).
 */
export function announceAccountRevoked(database: Database, subject: string): void {
  for (const listener of accountListeners.get(database) ?? []) listener(subject);
}

export function onAccountRevoked(database: Database, listener: AccountListener): () => void {
  const set = accountListeners.get(database) ?? new Set<AccountListener>();
  accountListeners.set(database, set);
  set.add(listener);
  return () => set.delete(listener);
}
