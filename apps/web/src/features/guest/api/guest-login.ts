import type { GuestLoginLinkRequest, GuestLoginResponse } from '@host-portal/contracts/guest';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { GUEST_PUBLIC_PATH } from './guest-keys.ts';

const exchanges = new Map<string, Promise<GuestLoginResponse>>();

/**
 * Exchanges a login link's token for the session cookie. A link works once, so the same token is
 * sent once per page: a second render (React's strict mode, a remount) gets the same answer.
 */
export function exchangeLoginToken(token: string): Promise<GuestLoginResponse> {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = api.post<GuestLoginResponse>(`${GUEST_PUBLIC_PATH}/login`, { token }, { auth: false });
    exchanges.set(token, exchange);
    // a failed exchange may be tried again (the page's retry after a network failure)
    exchange.catch(() => exchanges.delete(token));
  }
  return exchange;
}

/** A fresh link by e-mail (202 whatever the address: the page never learns whether it is known). */
export const requestLoginLink = (body: GuestLoginLinkRequest) =>
  api.post<unknown>(`${GUEST_PUBLIC_PATH}/login-link`, body, { auth: false });

export const useRequestLoginLink = () =>
  useMutation({ mutationFn: requestLoginLink, meta: { silentError: true } });
