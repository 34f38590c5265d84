import websocket from '@fastify/websocket';
import { socketClientEventSchema } from '@host-portal/contracts/messaging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { type MessagingService, SOCKET_PATH, type Viewer } from './messaging.service.ts';
import { type SocketClient, socketHub } from './socket-hub.ts';

/** The cookie a guest's session lives in (001 section 4). */
export const GUEST_COOKIE = 'guest_token';
/** The most a client may say in one frame (typing and ping are tiny). */
const MAX_FRAME = 4096;
/** A socket whose unsent data grows past this is too slow: it is closed and will catch up. */
const MAX_BUFFERED = 1_000_000;
/** Protocol pings find dead connections. */
const PING_MS = 30_000;
/** Typing signals: at most one per channel per this long per socket. */
const TYPING_MIN_MS = 1000;

export interface SocketOptions {
  messaging: MessagingService;
  realtime: Realtime;
  /** the guest's session from the guest_token cookie (issue 9, guest login) */
  resolveGuest?: ((token: string) => Promise<{ email: string; name: string } | null>) | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    socketViewer?: Viewer;
  }
}

/**
 * The chat socket at /api/messaging/socket (issue 9): a host comes with the one-time token of
 * GET /api/app/messaging/token (`?token=`), a guest with the guest_token cookie; anyone else gets
 * a 401 before the upgrade. Events reach every process through lib/realtime (LISTEN/NOTIFY); each
 * process sends them to its own sockets (socket-hub.ts).
 */
export async function messagingSocket(
  app: FastifyInstance,
  { messaging, realtime, resolveGuest }: SocketOptions,
) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME } });
  const hub = socketHub(messaging, app.log);
  const unsubscribe = realtime.subscribe((e) => hub.onEvent(e));
  app.addHook('onReady', () => realtime.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await realtime.stop();
  });

  async function identify(req: FastifyRequest, _reply: FastifyReply) {
    const { token } = req.query as { token?: string };
    if (typeof token === 'string' && token.length > 0 && token.length < 200) {
      const host = await messaging.takeSocketToken(token);
      if (host) {
        req.socketViewer = { role: 'host', hostId: host.hostId, name: host.name };
        return;
      }
      throw new AppError('unauthorized', 'The chat token is not valid: ask for a new one');
    }
    const cookie = req.cookies?.[GUEST_COOKIE];
    const guest = cookie && resolveGuest ? await resolveGuest(cookie) : null;
    if (!guest) throw new AppError('unauthorized', 'Sign in to chat');
    req.socketViewer = { role: 'guest', email: guest.email, name: guest.name };
  }

  app.get(
    SOCKET_PATH,
    { websocket: true, preValidation: identify, schema: { hide: true } },
    (socket, req) => {
      const viewer = req.socketViewer!;
      const lastTyping = new Map<string, number>();
      const client: SocketClient = {
        role: viewer.role,
        id: viewer.role === 'host' ? viewer.hostId : viewer.email,
        send(event) {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED) {
            socket.close(1013, 'too slow');
            return;
          }
          socket.send(JSON.stringify(event));
        },
      };
      hub.add(client);
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const pinger = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, PING_MS);
      pinger.unref();
      socket.on('close', () => {
        clearInterval(pinger);
        hub.remove(client);
      });
      socket.on('message', (data) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(String(data));
        } catch {
          return;
        }
        const event = socketClientEventSchema.safeParse(parsed);
        if (!event.success) return;
        if (event.data.type === 'ping') {
          client.send({ type: 'pong' });
          return;
        }
        const { channelId } = event.data;
        const now = Date.now();
        if (now - (lastTyping.get(channelId) ?? 0) < TYPING_MIN_MS) return;
        lastTyping.set(channelId, now);
        // a channel the viewer cannot reach is refused in the service (404), silently here
        messaging.typing(viewer, channelId).catch(() => {});
      });
      client.send({ type: 'ready' });
    },
  );
  return hub;
}
