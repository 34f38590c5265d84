import { MESSAGING_RULES } from '@host-portal/contracts/messaging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/chat-socket.ts';
import { ChatSocket, type ChatSocketEvent, PING_INTERVAL_MS, reconnectDelay } from './chat-socket.ts';
import { socketUrl } from './socket-url.ts';

describe('ChatSocket', () => {
  let tokens: number;
  let log: ReturnType<typeof vi.fn<(message: string, detail?: unknown) => void>>;
  let events: ChatSocketEvent[];

  const make = (connect?: () => Promise<string>) => {
    const socket = new ChatSocket({
      connect: connect ?? (async () => `ws://test/socket?token=t${++tokens}`),
      WebSocket: FakeWebSocket,
      random: () => 0.5,
      log,
    });
    socket.subscribe((event) => events.push(event));
    return socket;
  };
  /** Lets the awaited connect() settle. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
    tokens = 0;
    log = vi.fn<(message: string, detail?: unknown) => void>();
    events = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens with a fresh address, passes events on and sends while open', async () => {
    const socket = make();
    socket.start();
    expect(socket.getStatus()).toBe('connecting');
    await settle();
    const ws = FakeWebSocket.last();
    expect(ws.url).toBe('ws://test/socket?token=t1');
    ws.serverOpen();
    expect(socket.getStatus()).toBe('open');
    ws.serverSend({ type: 'typing', channelId: 'c1', role: 'guest', name: 'Anna' });
    expect(events).toEqual([{ type: 'typing', channelId: 'c1', role: 'guest', name: 'Anna' }]);
    expect(socket.send({ type: 'typing', channelId: 'c1' })).toBe(true);
    expect(ws.sent).toEqual([{ type: 'typing', channelId: 'c1' }]);
    socket.stop();
    expect(ws.closedByClient).toBe(true);
    expect(socket.getStatus()).toBe('idle');
    expect(socket.send({ type: 'ping' })).toBe(false);
  });

  it('gives up an attempt after 20 s, logs it, shows the error and tries again with a new token', async () => {
    const socket = make();
    socket.start();
    await settle();
    await vi.advanceTimersByTimeAsync(MESSAGING_RULES.connectTimeoutMs - 1);
    expect(socket.getStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.getStatus()).toBe('error');
    expect(socket.getError()).toBe('timeout');
    expect(log).toHaveBeenCalledWith(
      'Chat connection failed',
      expect.objectContaining({ reason: 'timeout' }),
    );
    expect(FakeWebSocket.instances[0]?.closedByClient).toBe(true);

    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0.5));
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last().url).toBe('ws://test/socket?token=t2');
    // still the error state until a connection opens
    expect(socket.getStatus()).toBe('error');
    FakeWebSocket.last().serverOpen();
    expect(socket.getStatus()).toBe('open');
    expect(socket.getError()).toBeNull();
  });

  it('times out a token call that never answers', async () => {
    const socket = make(() => new Promise<string>(() => {}));
    socket.start();
    await vi.advanceTimersByTimeAsync(MESSAGING_RULES.connectTimeoutMs);
    expect(socket.getStatus()).toBe('error');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('backs off doubling with jitter up to the most', async () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, () => 1));
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(reconnectDelay(3, () => 0)).toBe(2000);
    for (let n = 0; n < 12; n++) {
      const delay = reconnectDelay(n, Math.random);
      expect(delay).toBeGreaterThanOrEqual(MESSAGING_RULES.reconnectInitialMs);
      expect(delay).toBeLessThanOrEqual(MESSAGING_RULES.reconnectMaxMs);
    }

    // refused attempts wait longer each time
    const socket = make();
    socket.start();
    await settle();
    const waits: number[] = [];
    for (let n = 0; n < 4; n++) {
      FakeWebSocket.last().serverClose();
      const before = FakeWebSocket.instances.length;
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      waits.push(waited);
    }
    // random 0.5: three quarters of 500, 1000, 2000, 4000 ms, never below 500 (in steps of 100 ms)
    expect(waits).toEqual([500, 800, 1500, 3000]);
    expect(socket.getStatus()).toBe('error');
  });

  it('after a lost connection reconnects and emits resync, not on the first open', async () => {
    const socket = make();
    socket.start();
    await settle();
    FakeWebSocket.last().serverOpen();
    expect(events).toEqual([]);

    FakeWebSocket.last().serverClose(1012);
    expect(socket.getStatus()).toBe('reconnecting');
    expect(log).toHaveBeenCalledWith('Chat connection lost', { reason: 'closed 1012' });
    await vi.advanceTimersByTimeAsync(MESSAGING_RULES.reconnectInitialMs);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last().url).toBe('ws://test/socket?token=t2');
    FakeWebSocket.last().serverOpen();
    expect(socket.getStatus()).toBe('open');
    expect(events).toEqual([{ type: 'resync' }]);
  });

  it('pings every 25 s and drops a line that answers nothing', async () => {
    const socket = make();
    socket.start();
    await settle();
    const ws = FakeWebSocket.last();
    ws.serverOpen();
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(ws.sent).toEqual([{ type: 'ping' }]);
    ws.serverSend({ type: 'pong' });
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS * 3);
    expect(ws.closedByClient).toBe(true);
    expect(socket.getStatus()).toBe('reconnecting');
  });

  it('ignores events of an abandoned socket and what is not JSON', async () => {
    const socket = make();
    socket.start();
    await settle();
    const first = FakeWebSocket.last();
    first.serverOpen();
    first.onmessage?.(new MessageEvent('message', { data: 'not json' }));
    first.serverClose();
    await vi.advanceTimersByTimeAsync(MESSAGING_RULES.reconnectInitialMs);
    // a late message of the old socket: its handlers are gone
    first.serverSend({ type: 'channel', channelId: 'x' });
    expect(events).toEqual([]);
    expect(socket.getStatus()).toBe('reconnecting');
  });

  it('reconnects at once when asked', async () => {
    const socket = make();
    socket.start();
    await settle();
    FakeWebSocket.last().serverClose();
    expect(socket.getStatus()).toBe('error');
    socket.reconnectNow();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});

describe('socketUrl', () => {
  it('follows the page scheme and adds the token', () => {
    expect(socketUrl('/api/messaging/socket', { token: 'a b' }, { protocol: 'https:', host: 'x.test' })).toBe(
      'wss://x.test/api/messaging/socket?token=a+b',
    );
    expect(socketUrl('/api/messaging/socket', {}, { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/api/messaging/socket',
    );
  });
});
