import type { SocketEvent } from '@host-portal/contracts/messaging';
import type { RealtimeEvent } from '../../lib/realtime.ts';
import type { MessagingService } from './messaging.service.ts';

/** One connected browser tab: a host's or a guest's. */
export interface SocketClient {
  role: 'host' | 'guest';
  /** the host's user id, or the guest's e-mail */
  id: string;
  send(event: SocketEvent): void;
}

interface Parties {
  hostId: string;
  guestEmail: string | null;
}

/** How many channels' parties a process remembers (they never change once a channel exists). */
const PARTIES_CACHE = 10_000;

/**
 * The sockets of this process, by host and by guest. Every process hears every event (LISTEN on
 * one channel, lib/realtime.ts); a process reads a message only when one of its own sockets is a
 * party to its channel, once for all of them.
 */
export function socketHub(
  messaging: Pick<MessagingService, 'messageAt' | 'parties' | 'toMessage'>,
  log?: { warn(o: object, m: string): void },
) {
  const hosts = new Map<string, Set<SocketClient>>();
  const guests = new Map<string, Set<SocketClient>>();
  const parties = new Map<string, Parties>();
  const tails = new Map<string, Promise<void>>();
  const index = (c: SocketClient) => (c.role === 'host' ? hosts : guests);

  async function partiesOf(channelId: string): Promise<Parties | undefined> {
    const known = parties.get(channelId);
    if (known) return known;
    const row = await messaging.parties(channelId);
    if (!row) return undefined;
    const found = { hostId: row.host_id, guestEmail: row.guest_email };
    if (parties.size >= PARTIES_CACHE) parties.delete(parties.keys().next().value!);
    parties.set(channelId, found);
    return found;
  }

  function clientsOf(p: Parties, roles: ('host' | 'guest')[] = ['host', 'guest']) {
    const out: SocketClient[] = [];
    if (roles.includes('host')) out.push(...(hosts.get(p.hostId) ?? []));
    if (roles.includes('guest') && p.guestEmail) out.push(...(guests.get(p.guestEmail) ?? []));
    return out;
  }

  const sendAll = (clients: Iterable<SocketClient>, event: SocketEvent) => {
    for (const c of clients) c.send(event);
  };

  async function handle(event: RealtimeEvent) {
    switch (event.k) {
      case 'notification':
        sendAll(hosts.get(event.hostId) ?? [], { type: 'notification', key: event.key });
        return;
      case 'resync':
        // this process missed events while its LISTEN connection was down: every client catches up
        for (const set of [...hosts.values(), ...guests.values()]) sendAll(set, { type: 'ready' });
        return;
      default:
    }
    if (hosts.size === 0 && guests.size === 0) return;
    const p = await partiesOf(event.channelId);
    if (!p) return;
    const local = clientsOf(p);
    if (local.length === 0) return;
    switch (event.k) {
      case 'message': {
        const row = await messaging.messageAt(event.channelId, event.seq);
        if (row) sendAll(local, { type: 'message', message: messaging.toMessage(row) });
        return;
      }
      case 'read':
        sendAll(local, { type: 'read', channelId: event.channelId, role: event.role, seq: event.seq });
        return;
      case 'typing':
        sendAll(clientsOf(p, [event.role === 'host' ? 'guest' : 'host']), {
          type: 'typing',
          channelId: event.channelId,
          role: event.role,
          name: event.name,
        });
        return;
      case 'channel':
        sendAll(local, { type: 'channel', channelId: event.channelId });
        return;
    }
  }

  return {
    add(client: SocketClient) {
      const map = index(client);
      let set = map.get(client.id);
      if (!set) {
        set = new Set();
        map.set(client.id, set);
      }
      set.add(client);
    },
    remove(client: SocketClient) {
      const map = index(client);
      const set = map.get(client.id);
      set?.delete(client);
      if (set?.size === 0) map.delete(client.id);
    },
    /**
     * For lib/realtime's subscribe: events in, socket messages out, one channel's events in the
     * order they were announced (each waits for the one before); a failure is logged, not thrown.
     */
    onEvent(event: RealtimeEvent) {
      const key = 'channelId' in event ? event.channelId : '';
      const next = (tails.get(key) ?? Promise.resolve())
        .then(() => handle(event))
        .catch((err) => log?.warn({ err }, 'socket event not delivered'));
      tails.set(key, next);
      next.finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      });
    },
    size: () => [...hosts.values(), ...guests.values()].reduce((n, s) => n + s.size, 0),
  };
}
export type SocketHub = ReturnType<typeof socketHub>;
