import { MESSAGING_RULES, type SocketEvent } from '@host-portal/contracts/messaging';
import { reconnectDelay } from './chat-backoff.ts';
import type {
  ChatClientEvent,
  ChatConnection,
  ChatSocketEvent,
  ChatSocketStatus,
  WebSocketFactory,
  WebSocketLike,
} from './chat-connection.ts';

/**
 * One WebSocket connection to our chat service (issue 9), shared by the host's and the guest's
 * side. The caller says how to get the address (`connect`: the host fetches a fresh token for each
 * connection, the guest's cookie goes along by itself); this class keeps the connection up: a
 * 20 s connect timeout (001 section 7), reconnects with doubling waits and jitter, a ping so that
 * proxies keep the line open and a dead line is noticed, and a synthetic `resync` after every
 * reconnect so that listeners catch up on what they missed (refetch lists, ask for messages after
 * the last number they hold).
 */

export type {
  ChatClientEvent,
  ChatConnection,
  ChatSocketEvent,
  ChatSocketStatus,
  WebSocketFactory,
  WebSocketLike,
} from './chat-connection.ts';

export interface ChatSocketOptions {
  /** The address of one connection; called again for every attempt (a fresh token each time). */
  connect: () => Promise<string>;
  WebSocket?: WebSocketFactory;
  random?: () => number;
  log?: (message: string, detail?: unknown) => void;
  connectTimeoutMs?: number;
  pingIntervalMs?: number;
  reconnectInitialMs?: number;
  reconnectMaxMs?: number;
}

/** Kept here too for callers that build the address beside the socket (the guest's chat). */
export { socketUrl } from './socket-url.ts';

export const PING_INTERVAL_MS = 25_000;
export { reconnectDelay };

const OPEN = 1;

export class ChatSocket implements ChatConnection {
  private readonly options: Required<Omit<ChatSocketOptions, 'WebSocket'>> & { WebSocket?: WebSocketFactory };
  private ws: WebSocketLike | null = null;
  private status: ChatSocketStatus = 'idle';
  private error: string | null = null;
  private running = false;
  /** Failed attempts in a row (the backoff's exponent). */
  private attempt = 0;
  /** Whether a connection has opened since start: the next open is a reconnect. */
  private hasOpened = false;
  /** Bumped for every attempt: callbacks of an abandoned attempt or socket do nothing. */
  private generation = 0;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private lastReceived = 0;
  private readonly handlers = new Set<(event: ChatSocketEvent) => void>();
  private readonly statusListeners = new Set<() => void>();

  constructor(options: ChatSocketOptions) {
    this.options = {
      random: Math.random,
      log: (message, detail) => console.error(message, detail),
      connectTimeoutMs: MESSAGING_RULES.connectTimeoutMs,
      pingIntervalMs: PING_INTERVAL_MS,
      reconnectInitialMs: MESSAGING_RULES.reconnectInitialMs,
      reconnectMaxMs: MESSAGING_RULES.reconnectMaxMs,
      ...options,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.hasOpened = false;
    this.attempt = 0;
    void this.open();
  }

  stop(): void {
    this.running = false;
    this.abandon();
    this.clearRetry();
    this.error = null;
    this.setStatus('idle');
  }

  /** Tries at once instead of waiting out the backoff (the browser came back online). */
  reconnectNow(): void {
    if (!this.running || this.status === 'open') return;
    this.abandon();
    this.clearRetry();
    void this.open();
  }

  subscribe(handler: (event: ChatSocketEvent) => void): () => void {
    this.handlers.add(handler);
    return () => {
      this.handlers.delete(handler);
    };
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  getStatus = (): ChatSocketStatus => this.status;
  getError = (): string | null => this.error;

  send(event: ChatClientEvent): boolean {
    if (!this.ws || this.ws.readyState !== OPEN || this.status !== 'open') return false;
    this.ws.send(JSON.stringify(event));
    return true;
  }

  private async open(): Promise<void> {
    const generation = ++this.generation;
    if (this.status !== 'error') this.setStatus(this.hasOpened ? 'reconnecting' : 'connecting');
    this.connectTimer = setTimeout(() => this.fail(generation, 'timeout'), this.options.connectTimeoutMs);
    let url: string;
    try {
      url = await this.options.connect();
    } catch (cause) {
      this.fail(generation, 'token', cause);
      return;
    }
    if (generation !== this.generation) return;
    const Factory = this.options.WebSocket ?? (globalThis.WebSocket as unknown as WebSocketFactory);
    let ws: WebSocketLike;
    try {
      ws = new Factory(url);
    } catch (cause) {
      this.fail(generation, 'socket', cause);
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (generation !== this.generation) return;
      this.clearConnectTimer();
      const reconnect = this.hasOpened;
      this.hasOpened = true;
      this.attempt = 0;
      this.error = null;
      this.lastReceived = Date.now();
      this.setStatus('open');
      this.startPing(generation);
      if (reconnect) this.emit({ type: 'resync' });
    };
    ws.onmessage = (message) => {
      if (generation !== this.generation) return;
      this.lastReceived = Date.now();
      const event = parseEvent(message.data);
      if (event && event.type !== 'pong') this.emit(event);
    };
    ws.onclose = (close) => {
      if (generation !== this.generation) return;
      if (this.status === 'open') this.dropped(`closed ${close.code}`);
      else this.fail(generation, 'refused', close.code);
    };
    // an error is always followed by a close, which decides what happens
    ws.onerror = () => {};
  }

  /** An attempt that did not open: log it, show the error state, try again later. */
  private fail(generation: number, reason: string, detail?: unknown): void {
    if (generation !== this.generation || !this.running) return;
    this.abandon();
    this.options.log('Chat connection failed', { reason, detail });
    this.error = reason;
    this.setStatus('error');
    this.scheduleRetry();
  }

  /** An open connection that ended (server restart, network change, no answer to pings). */
  private dropped(reason: string): void {
    this.abandon();
    if (!this.running) return;
    this.options.log('Chat connection lost', { reason });
    this.setStatus('reconnecting');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    this.clearRetry();
    const { random, reconnectInitialMs, reconnectMaxMs } = this.options;
    const delay = reconnectDelay(this.attempt++, random, reconnectInitialMs, reconnectMaxMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.open();
    }, delay);
  }

  private startPing(generation: number): void {
    const interval = this.options.pingIntervalMs;
    this.pingTimer = setInterval(() => {
      if (generation !== this.generation) return;
      // nothing heard for two pings (not even a pong): the line is dead without a close
      if (Date.now() - this.lastReceived > interval * 2 + 5_000) this.dropped('no answer to ping');
      else this.send({ type: 'ping' });
    }, interval);
  }

  /** Forgets the current attempt or socket: its callbacks stop counting, its timers stop. */
  private abandon(): void {
    this.generation++;
    this.clearConnectTimer();
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    const ws = this.ws;
    this.ws = null;
    if (ws) {
      ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
      try {
        ws.close(1000);
      } catch {
        // closing a socket that never opened may throw in some browsers; it is gone either way
      }
    }
  }

  private clearConnectTimer(): void {
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setStatus(status: ChatSocketStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private emit(event: ChatSocketEvent): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        // one listener's bug must not stop the others from hearing the event
        this.options.log('Chat event handler failed', error);
      }
    }
  }
}

function parseEvent(data: unknown): SocketEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') {
      return value as SocketEvent;
    }
  } catch {
    // not JSON: ignored, the server speaks JSON only
  }
  return null;
}
