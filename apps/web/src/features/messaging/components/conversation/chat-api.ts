import type { ChatMessage, messagesResponseSchema, SenderRole } from '@host-portal/contracts/messaging';
import type { z } from 'zod';

export type ChatMessages = z.infer<typeof messagesResponseSchema>;
/** Who reads the conversation: their messages are "own", the other side's read number counts. */
export type ViewerRole = Exclude<SenderRole, 'platform'>;

/**
 * What a conversation needs of the server, so that the host's inbox and the guest's chat use the
 * same components with their own endpoints (/api/app/messaging/… and /api/guest/…).
 */
export interface ChatApi {
  /** Keeps each side's cached messages apart ('host', 'guest'). */
  scope: string;
  fetchMessages(
    channelId: string,
    query: { before?: number; after?: number; limit?: number },
    signal?: AbortSignal,
  ): Promise<ChatMessages>;
  /** The same clientId again answers the same message (a retry is stored once). */
  sendMessage(channelId: string, body: { body: string; clientId: string }): Promise<ChatMessage>;
  /** A picture or PDF with optional words (multipart); without it the composer offers no files. */
  sendAttachment?(
    channelId: string,
    body: { file: File; body: string; clientId: string },
  ): Promise<ChatMessage>;
  /** Everything up to `seq` has been read by the viewer. */
  markRead(channelId: string, seq: number): Promise<unknown>;
}
