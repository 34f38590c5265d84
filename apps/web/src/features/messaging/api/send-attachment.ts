import type { ChatMessage } from '@host-portal/contracts/messaging';
import { api } from '../../../lib/api-client.ts';
import { channelPath } from './messaging-keys.ts';

/**
 * A picture or PDF with optional words (multipart `file`, `clientId`, `body`); 201 with the stored
 * message. The server checks the content, re-encodes pictures and answers a 400 saying why it
 * refused a file.
 */
export function sendAttachment(channelId: string, input: { file: File; body: string; clientId: string }) {
  const form = new FormData();
  form.append('clientId', input.clientId);
  form.append('body', input.body);
  // the file last: the server reads the fields that come before it
  form.append('file', input.file, input.file.name);
  return api.post<ChatMessage>(`${channelPath(channelId)}/attachments`, form);
}
