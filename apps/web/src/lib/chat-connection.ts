import type { SocketEvent } from '@host-portal/contracts/messaging';

/**
 * What the app's components know of the chat connection (lib/chat-socket.ts keeps it up). Types
 * only: the shell uses them without loading the socket's code.
 */

/** `idle`: not started. `error`: the last attempt failed (timeout, token, refused); retrying goes on. */
export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'error';
export type ChatSocketEvent = SocketEvent | { type: 'resync' };
export type ChatClientEvent = { type: 'typing'; channelId: string } | { type: 'ping' };

/** What the app's components use of a connection (tests hand in their own). */
export interface ChatConnection {
  subscribe(handler: (event: ChatSocketEvent) => void): () => void;
  /** False when the line is not open (the event is dropped: typing signals are not queued). */
  send(event: ChatClientEvent): boolean;
  onStatus(listener: () => void): () => void;
  getStatus(): ChatSocketStatus;
  /** Why the last attempt failed, while the status is `error`. */
  getError(): string | null;
  reconnectNow(): void;
}

/** The part of the browser's WebSocket this class uses. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketFactory = new (url: string) => WebSocketLike;
