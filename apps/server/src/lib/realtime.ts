import type { Database } from '../db/client.ts';

/** The one channel every process LISTENs on (migration 0015's triggers NOTIFY on it too). */
export const EVENTS_CHANNEL = 'portal_events';

/**
 * What travels between processes: small announcements, never message bodies (a NOTIFY payload is
 * at most 8,000 bytes). Each process reads what it needs once and sends it to its own sockets.
 */
export type RealtimeEvent =
  /** a message was stored (trigger on `messages`) */
  | { k: 'message'; channelId: string; seq: number }
  /** a notification was raised or read (trigger on `notifications`) */
  | { k: 'notification'; hostId: string; key: string }
  /** one side read a channel up to seq */
  | { k: 'read'; channelId: string; role: 'host' | 'guest'; seq: number }
  /** one side is typing */
  | { k: 'typing'; channelId: string; role: 'host' | 'guest'; name: string }
  /** a channel's own state changed (archived, favourite, its reservation) */
  | { k: 'channel'; channelId: string }
  /** this process lost its LISTEN connection for a while: listeners must catch up */
  | { k: 'resync' };

export interface Realtime {
  /** Announces an event to every process (delivered after the current transaction, if any). */
  publish(event: RealtimeEvent): Promise<void>;
  /** Calls `fn` for every event any process announces; returns the unsubscribe. */
  subscribe(fn: (event: RealtimeEvent) => void): () => void;
  /** Starts listening (idempotent). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Real time across processes through PostgreSQL LISTEN/NOTIFY (PGlite has it too, for the one
 * process that may open its data directory).
 */
export function createRealtime(database: Database, log?: WarnLogger): Realtime {
  const subscribers = new Set<(event: RealtimeEvent) => void>();
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  const deliver = (event: RealtimeEvent) => {
    for (const fn of subscribers) {
      try {
        fn(event);
      } catch (err) {
        log?.warn({ err }, 'realtime subscriber failed');
      }
    }
  };
  return {
    async publish(event) {
      await database.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    start() {
      starting ??= database
        .listen(
          EVENTS_CHANNEL,
          (payload) => {
            let event: RealtimeEvent;
            try {
              event = JSON.parse(payload) as RealtimeEvent;
            } catch {
              return;
            }
            deliver(event);
          },
          () => deliver({ k: 'resync' }),
        )
        .then((stop) => {
          unlisten = stop;
        });
      return starting;
    },
    async stop() {
      await starting?.catch(() => {});
      await unlisten?.();
      unlisten = undefined;
      starting = undefined;
      subscribers.clear();
    },
  };
}
