import { IMPERSONATION_HEADER } from '@host-portal/contracts/impersonation';

/**
 * Staff acting as a host (ADR 41). The session lives in this tab's sessionStorage (another tab,
 * and this one after it is closed, are the staff member again); while it is there, every /api/app
 * call names it in the `x-impersonation` header next to the staff's own token, and the API answers
 * as the host. Starting, leaving and the end by time reload the app, so nothing of one identity's
 * cache is shown as the other's.
 */
export interface ActiveImpersonation {
  id: string;
  hostName: string;
  expiresAt: string;
}

const KEY = 'hp.impersonation';
/** where staff go when a session ends (the staff search) */
export const STAFF_SEARCH_PATH = '/staff/hosts';

const storage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function activeImpersonation(): ActiveImpersonation | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ActiveImpersonation>;
    if (
      typeof value.id !== 'string' ||
      typeof value.hostName !== 'string' ||
      typeof value.expiresAt !== 'string'
    )
      return null;
    return { id: value.id, hostName: value.hostName, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/** The header of an API call: only /api/app calls are made as the host. */
export function impersonationHeader(path: string): [string, string] | null {
  if (!path.startsWith('/api/app')) return null;
  const active = activeImpersonation();
  return active ? [IMPERSONATION_HEADER, active.id] : null;
}

/** Leaves the page for `to` with a fresh app (the caches were the other identity's). */
const reloadAt = (to: string) => window.location.assign(to);

export function beginImpersonation(session: ActiveImpersonation, to: string) {
  storage()?.setItem(KEY, JSON.stringify(session));
  reloadAt(to);
}

/** Back to the staff member's own portal, on the staff search. */
export function leaveImpersonation() {
  storage()?.removeItem(KEY);
  reloadAt(STAFF_SEARCH_PATH);
}

/** The API said the session is over (exit elsewhere, expiry): leave it, once (the storage is then empty). */
export function impersonationEnded() {
  if (activeImpersonation()) leaveImpersonation();
}
