import type {
  ChatClientEvent,
  ChatConnection,
  ChatSocketEvent,
  ChatSocketStatus,
  WebSocketLike,
} from '../lib/chat-socket.ts';

/** A WebSocket whose server side the test plays: open it, send to it, close it. */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  static last(): FakeWebSocket {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: unknown[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closedByClient = true;
    this.readyState = 3;
  }
  serverOpen() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  serverSend(event: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

/** A connection for component tests: the test emits events and reads what was sent. */
export function testConnection(initial: ChatSocketStatus = 'open') {
  const handlers = new Set<(event: ChatSocketEvent) => void>();
  const listeners = new Set<() => void>();
  let status = initial;
  const sent: ChatClientEvent[] = [];
  const connection: ChatConnection & {
    emit(event: ChatSocketEvent): void;
    setStatus(next: ChatSocketStatus): void;
    sent: ChatClientEvent[];
  } = {
    sent,
    subscribe(handler) {
      handlers.add(handler);
      return () => {
        handlers.delete(handler);
      };
    },
    send(event) {
      sent.push(event);
      return status === 'open';
    },
    onStatus(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getStatus: () => status,
    getError: () => (status === 'error' ? 'timeout' : null),
    reconnectNow: () => {},
    emit(event) {
      for (const handler of handlers) handler(event);
    },
    setStatus(next) {
      status = next;
      for (const listener of listeners) listener();
    },
  };
  return connection;
}
