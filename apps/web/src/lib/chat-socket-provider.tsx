import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type {
  ChatClientEvent,
  ChatConnection,
  ChatSocketEvent,
  ChatSocketStatus,
} from './chat-connection.ts';
import { retryImport } from './retry-import.ts';

/** The page's one chat connection; null outside a provider (nothing connects, hooks do nothing). */
export const ChatSocketContext = createContext<ChatConnection | null>(null);

/**
 * Keeps one connection for the tree while `enabled`. The app passes `connect` (lib knows nothing
 * of who is signed in): the host's fetches a token, the guest's relies on the cookie. The socket's
 * code (and the contracts it reads) loads when the connection is first wanted, not with the
 * start script.
 */
export function ChatSocketProvider({
  connect,
  enabled,
  children,
}: {
  connect: () => Promise<string>;
  enabled: boolean;
  children: ReactNode;
}) {
  const connectNow = useRef(connect);
  connectNow.current = connect;
  const [socket, setSocket] = useState<(ChatConnection & { start(): void; stop(): void }) | null>(null);

  useEffect(() => {
    if (!enabled || socket) return;
    let cancelled = false;
    retryImport(() => import('./chat-socket.ts'))
      .then(({ ChatSocket }) => {
        if (!cancelled) setSocket(new ChatSocket({ connect: () => connectNow.current() }));
      })
      .catch((error) => console.error('Chat connection failed', { reason: 'code', error }));
    return () => {
      cancelled = true;
    };
  }, [enabled, socket]);

  useEffect(() => {
    if (!enabled || !socket) return;
    socket.start();
    // back online: try at once rather than after the backoff's wait
    const online = () => socket.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      socket.stop();
    };
  }, [socket, enabled]);

  return <ChatSocketContext.Provider value={socket}>{children}</ChatSocketContext.Provider>;
}

const noSubscription = () => () => {};

/** The connection's status, re-rendering on change; `idle` without a provider. */
export function useChatSocketStatus(): { status: ChatSocketStatus; error: string | null } {
  const socket = useContext(ChatSocketContext);
  const subscribe = useCallback(
    (listener: () => void) => (socket ? socket.onStatus(listener) : noSubscription()),
    [socket],
  );
  const status = useSyncExternalStore(subscribe, () => socket?.getStatus() ?? 'idle');
  return { status, error: status === 'error' ? (socket?.getError() ?? null) : null };
}

/** Calls `handler` (the latest one given) for every event, resync included. */
export function useChatSocketEvents(handler: (event: ChatSocketEvent) => void): void {
  const socket = useContext(ChatSocketContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => socket?.subscribe((event) => latest.current(event)), [socket]);
}

/** Sends an event if the line is open; returns whether it went. */
export function useChatSocketSend(): (event: ChatClientEvent) => boolean {
  const socket = useContext(ChatSocketContext);
  return useCallback((event: ChatClientEvent) => socket?.send(event) ?? false, [socket]);
}

/** Reconnects at once (the "try again" of the offline notice). */
export function useChatSocketReconnect(): () => void {
  const socket = useContext(ChatSocketContext);
  return useCallback(() => socket?.reconnectNow(), [socket]);
}
