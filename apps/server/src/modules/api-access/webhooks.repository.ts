import type { WebhookEventType } from '@host-portal/contracts/api-access';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a caller's transaction: an event is queued inside the change it tells of. */
export type Executor = Db | Tx;

export interface EndpointRow {
  id: string;
  url: string;
  events: WebhookEventType[];
  consecutive_failures: number;
  disabled_at: Date | null;
  created_at: Date;
}
export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEventType;
  body: string;
  status: 'pending' | 'succeeded' | 'failed';
  retries: number;
  next_attempt_at: Date | null;
  created_at: Date;
}
export interface AttemptRow {
  delivery_id: string;
  at: Date;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
  duration_ms: number;
}
/** A delivery claimed for sending, with what sending needs. */
export interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEventType;
  body: string;
  retries: number;
  url: string;
  signing_secret: string;
}

const ENDPOINT = 'e.id, e.url, e.events, e.consecutive_failures, e.disabled_at, e.created_at';
const DELIVERY =
  'd.id, d.endpoint_id, d.event_id, d.event_type, d.body, d.status, d.retries, d.next_attempt_at, d.created_at';

/**
 * SQL of webhooks (ADR 0042). The host's reads and writes are scoped by the host through the
 * endpoint (deliveries and attempts hang off their endpoint); the sender's claims are not, as the
 * job serves every host.
 */
export function webhooksRepository(database: Database) {
  const q = database.query.bind(database);
  return {
    async insertEndpoint(hostId: string, e: { url: string; events: string[]; secret: string }) {
      const [row] = await q<EndpointRow>(
        `insert into webhook_endpoints as e (host_id, url, events, signing_secret)
         values ($1, $2, $3, $4) returning ${ENDPOINT}`,
        [hostId, e.url, e.events, e.secret],
      );
      return row!;
    },
    endpoints: (hostId: string) =>
      q<EndpointRow>(
        `select ${ENDPOINT} from webhook_endpoints e where e.host_id = $1 order by e.created_at desc, e.id`,
        [hostId],
      ),
    async endpoint(hostId: string, id: string) {
      const [row] = await q<EndpointRow>(
        `select ${ENDPOINT} from webhook_endpoints e where e.host_id = $1 and e.id = $2`,
        [hostId, id],
      );
      return row;
    },
    async countEndpoints(hostId: string) {
      const [row] = await q<{ n: number }>(
        'select count(*)::int as n from webhook_endpoints where host_id = $1',
        [hostId],
      );
      return row?.n ?? 0;
    },
    /** New events, and/or enabled again (the failure count starts over). */
    async updateEndpoint(hostId: string, id: string, patch: { events?: string[]; enable?: boolean }) {
      const [row] = await q<EndpointRow>(
        `update webhook_endpoints e set
           events = coalesce($3, e.events),
           disabled_at = case when $4::boolean then null else e.disabled_at end,
           consecutive_failures = case when $4::boolean then 0 else e.consecutive_failures end
         where e.host_id = $1 and e.id = $2 returning ${ENDPOINT}`,
        [hostId, id, patch.events ?? null, patch.enable === true],
      );
      return row;
    },
    async deleteEndpoint(hostId: string, id: string) {
      const rows = await q('delete from webhook_endpoints where host_id = $1 and id = $2 returning id', [
        hostId,
        id,
      ]);
      return rows.length > 0;
    },

    /** A page of an endpoint's deliveries, newest first, each with its attempts (oldest first). */
    async deliveries(hostId: string, endpointId: string, page: number, limit: number) {
      const rows = await q<DeliveryRow>(
        `select ${DELIVERY} from webhook_deliveries d
           join webhook_endpoints e on e.id = d.endpoint_id and e.host_id = $1
          where d.endpoint_id = $2
          order by d.created_at desc, d.id desc limit $3 offset $4`,
        [hostId, endpointId, limit + 1, (page - 1) * limit],
      );
      return rows;
    },
    async delivery(hostId: string, endpointId: string, deliveryId: string) {
      const [row] = await q<DeliveryRow>(
        `select ${DELIVERY} from webhook_deliveries d
           join webhook_endpoints e on e.id = d.endpoint_id and e.host_id = $1
          where d.endpoint_id = $2 and d.id = $3`,
        [hostId, endpointId, deliveryId],
      );
      return row;
    },
    attempts: (deliveryIds: string[]) =>
      deliveryIds.length
        ? q<AttemptRow>(
            `select delivery_id, at, status_code, error, response_body, duration_ms
               from webhook_attempts where delivery_id = any($1::uuid[]) order by at, id`,
            [deliveryIds],
          )
        : Promise.resolve([]),

    /** Sends a delivery again: a new run of attempts, due at once. */
    async replay(hostId: string, endpointId: string, deliveryId: string, at: Date) {
      const [row] = await q<{ id: string }>(
        `update webhook_deliveries d set status = 'pending', retries = 0, next_attempt_at = $4,
                locked_until = null
           from webhook_endpoints e
          where e.id = d.endpoint_id and e.host_id = $1 and d.endpoint_id = $2 and d.id = $3
          returning d.id`,
        [hostId, endpointId, deliveryId, at],
      );
      return row !== undefined;
    },

    /**
     * Queues an event for each of the host's enabled endpoints that listen to it, in the caller's
     * transaction. Returns how many deliveries were queued.
     */
    async enqueue(
      tx: Executor | undefined,
      e: { hostId: string; type: WebhookEventType; eventId: string; body: string; at: Date },
    ) {
      const result = await (tx ?? database.db).execute(sql`
        insert into webhook_deliveries (endpoint_id, event_id, event_type, body, next_attempt_at, created_at)
        select id, ${e.eventId}::uuid, ${e.type}, ${e.body}, ${e.at}, ${e.at} from webhook_endpoints
         where host_id = ${e.hostId}::uuid and disabled_at is null and ${e.type} = any(events)`);
      const r = result as { rowCount?: number | null; affectedRows?: number };
      return r.rowCount ?? r.affectedRows ?? 0;
    },

    /**
     * Claims up to `limit` due deliveries of enabled endpoints until `until` (another sender skips
     * them meanwhile; a sender that died leaves them to be claimed again after that time).
     */
    claimDue: (at: Date, until: Date, limit: number) =>
      q<ClaimedDelivery>(
        `with due as (
           select d.id from webhook_deliveries d
             join webhook_endpoints e on e.id = d.endpoint_id and e.disabled_at is null
            where d.status = 'pending' and d.next_attempt_at <= $1
              and (d.locked_until is null or d.locked_until <= $1)
            order by d.next_attempt_at, d.id
            limit $3
            for update of d skip locked
         )
         update webhook_deliveries d set locked_until = $2
           from due, webhook_endpoints e
          where d.id = due.id and e.id = d.endpoint_id
          returning d.id, d.endpoint_id, d.event_id, d.event_type, d.body, d.retries, e.url, e.signing_secret`,
        [at, until, limit],
      ),

    async recordAttempt(
      deliveryId: string,
      a: {
        at: Date;
        statusCode: number | null;
        error: string | null;
        responseBody: string | null;
        durationMs: number;
      },
    ) {
      await q(
        `insert into webhook_attempts (delivery_id, at, status_code, error, response_body, duration_ms)
         values ($1, $2, $3, $4, $5, $6)`,
        [deliveryId, a.at, a.statusCode, a.error, a.responseBody, a.durationMs],
      );
    },

    async succeeded(d: ClaimedDelivery) {
      await q(
        `update webhook_deliveries set status = 'succeeded', next_attempt_at = null, locked_until = null
          where id = $1`,
        [d.id],
      );
      await q('update webhook_endpoints set consecutive_failures = 0 where id = $1', [d.endpoint_id]);
    },

    /**
     * A failed attempt: the delivery waits for `next` (or has failed for good when null), and the
     * endpoint counts one more failure in a row. Returns the count.
     */
    async failed(d: ClaimedDelivery, next: Date | null) {
      await q(
        `update webhook_deliveries set retries = retries + 1, locked_until = null,
                status = case when $2::timestamptz is null then 'failed' else 'pending' end,
                next_attempt_at = $2
          where id = $1`,
        [d.id, next],
      );
      const [row] = await q<{ consecutive_failures: number }>(
        `update webhook_endpoints set consecutive_failures = consecutive_failures + 1
          where id = $1 returning consecutive_failures`,
        [d.endpoint_id],
      );
      return row?.consecutive_failures ?? 0;
    },

    /** Disables an endpoint once; answers whom to tell when this call disabled it. */
    async disable(endpointId: string, at: Date) {
      const [row] = await q<{ url: string; email: string; locale: string | null }>(
        `update webhook_endpoints e set disabled_at = $2
           from users u
          where e.id = $1 and e.disabled_at is null and u.id = e.host_id
          returning e.url, u.email, u.locale`,
        [endpointId, at],
      );
      return row;
    },
  };
}
export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
