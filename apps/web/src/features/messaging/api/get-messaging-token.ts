import type { messagingTokenSchema } from '@host-portal/contracts/messaging';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { socketUrl } from '../../../lib/socket-url.ts';
import { MESSAGING_PATH } from './messaging-keys.ts';

export type MessagingToken = z.infer<typeof messagingTokenSchema>;

/** A short-lived token for one socket connection (001 section 7); never cached: one per connection. */
export const getMessagingToken = () => api.get<MessagingToken>(`${MESSAGING_PATH}/token`);

/** The host's `connect` for the chat socket: a fresh token, then ws(s)://<this host><url>?token=… */
export async function hostSocketAddress(): Promise<string> {
  const token = await getMessagingToken();
  return socketUrl(token.url, { token: token.token });
}
