import { apiRequest, type RequestOptions } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * The guest's calls (issue 9): no bearer token, the `guest_token` cookie (HttpOnly, same origin)
 * goes along by itself. A 401 means the session is over (expired, logged out, never there): the
 * listeners hear it once per call, and the page clears the guest's cache and offers a new link
 * (001 section 4: on 401 the guest client clears its token and cache).
 */
/** How a session ended: a call answered 401, or the guest signed out. */
export type GuestSessionEnd = 'ended' | 'signedOut';
type Listener = (how: GuestSessionEnd) => void;
const listeners = new Set<Listener>();

/** Hears every end of the session (each 401 of a guest call, a sign-out); returns the unsubscribe. */
export function onGuestSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function endGuestSession(how: GuestSessionEnd) {
  for (const listener of listeners) listener(how);
}

async function guestRequest<T>(path: string, options: RequestOptions): Promise<T> {
  try {
    return await apiRequest<T>(path, { ...options, auth: false });
  } catch (error) {
    if (isApiError(error) && error.status === 401) endGuestSession('ended');
    throw error;
  }
}

export const guestApi = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    guestRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown) => guestRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => guestRequest<T>(path, { method: 'PUT', body }),
};
