import { randomUUID } from 'node:crypto';
import net from 'node:net';
import {
  API_ACCESS_RULES,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@host-portal/contracts/api-access';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { Mailer } from '../../identity/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isForbiddenAddress } from '../calendar/ical/fetch-feed.ts';
import { newSigningSecret } from './api-key-token.ts';
import { webhookDisabledMail } from './webhook-disabled-mail.ts';
import { sendWebhook } from './webhook-sender.ts';
import type {
  ClaimedDelivery,
  DeliveryRow,
  EndpointRow,
  Executor,
  WebhooksRepository,
} from './webhooks.repository.ts';

export interface WebhooksDeps {
  /** tests and local development (FEEDS_ALLOW_PRIVATE): http and private addresses are allowed */
  allowPrivate: boolean;
  publicUrl: string;
  mailer?: Mailer | undefined;
  now?: () => Date;
  /** the time limit of one attempt (tests shorten it) */
  timeoutMs?: number;
}

const CLAIM_BATCH = 20;
const MAX_BATCHES = 10;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const endpointView = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  events: r.events,
  createdAt: r.created_at.toISOString(),
  disabledAt: iso(r.disabled_at),
  consecutiveFailures: r.consecutive_failures,
});

const invalidUrl = (reason: string) =>
  new AppError(ERROR_CODES.validation, reason, { invalidParams: [{ name: 'url', reason }] });

/**
 * A receiver's address: https (http too when private addresses are allowed), no credentials in it,
 * and not a literal private or loopback address. Names are checked again when connecting.
 */
export function checkEndpointUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl('apiAccess.errors.urlInvalid');
  }
  const httpAllowed = allowPrivate && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) throw invalidUrl('apiAccess.errors.urlHttps');
  if (url.username || url.password) throw invalidUrl('apiAccess.errors.urlInvalid');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const local =
    host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) && isForbiddenAddress(host));
  if (local && !allowPrivate) throw invalidUrl('apiAccess.errors.urlPrivate');
  return url.toString();
}

/**
 * Webhooks (issue 13, ADR 0042): a host's endpoints, the events queued for them inside the change
 * they tell of, and the sender the `webhook-deliveries` job runs: signed POSTs, retried after
 * API_ACCESS_RULES.retryDelaysMs, every attempt logged; an endpoint that fails
 * `disableAfterFailures` times in a row is disabled and its host e-mailed.
 */
export function webhooksService(repo: WebhooksRepository, deps: WebhooksDeps) {
  const now = deps.now ?? (() => new Date());
  /** set by the job queue: runs the sender soon, rather than at the next minute */
  let wake: (() => Promise<unknown>) | undefined;
  const nudge = () => {
    wake?.().catch(() => {});
  };

  async function ownEndpoint(hostId: string, id: string) {
    const row = await repo.endpoint(hostId, id);
    if (!row) throw notFound('Webhook endpoint');
    return row;
  }

  async function attempt(d: ClaimedDelivery, at: Date) {
    const result = await sendWebhook(
      d.url,
      d.body,
      { secret: d.signing_secret, eventId: d.event_id, eventType: d.event_type, deliveryId: d.id },
      { allowPrivate: deps.allowPrivate, ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}) },
    );
    await repo.recordAttempt(d.id, { ...result, at });
    if (result.ok) {
      await repo.succeeded(d);
      return true;
    }
    const delays = API_ACCESS_RULES.retryDelaysMs;
    const next = d.retries < delays.length ? new Date(at.getTime() + delays[d.retries]!) : null;
    const failures = await repo.failed(d, next);
    if (failures >= API_ACCESS_RULES.disableAfterFailures) {
      const told = await repo.disable(d.endpoint_id, at);
      if (told && deps.mailer) {
        await deps.mailer
          .send(webhookDisabledMail(told, failures, `${deps.publicUrl}/account/api`))
          .catch(() => {});
      }
    }
    return false;
  }

  return {
    /** The job queue hands in how to run the sender soon (a one-off job). */
    setWake(fn: () => Promise<unknown>) {
      wake = fn;
    },

    async list(hostId: string) {
      return { items: (await repo.endpoints(hostId)).map(endpointView) };
    },

    async create(hostId: string, body: CreateWebhookEndpoint) {
      const url = checkEndpointUrl(body.url, deps.allowPrivate);
      if ((await repo.countEndpoints(hostId)) >= API_ACCESS_RULES.maxEndpointsPerHost) {
        throw new AppError(ERROR_CODES.conflict, 'apiAccess.errors.tooManyEndpoints', {
          vars: { max: API_ACCESS_RULES.maxEndpointsPerHost },
        });
      }
      const secret = newSigningSecret();
      const row = await repo.insertEndpoint(hostId, { url, events: body.events, secret });
      return { endpoint: endpointView(row), secret };
    },

    async update(hostId: string, id: string, body: UpdateWebhookEndpoint) {
      await ownEndpoint(hostId, id);
      const row = await repo.updateEndpoint(hostId, id, {
        ...(body.events ? { events: body.events } : {}),
        ...(body.enabled ? { enable: true } : {}),
      });
      if (!row) throw notFound('Webhook endpoint');
      // deliveries left waiting while it was disabled go out now
      if (body.enabled) nudge();
      return endpointView(row);
    },

    async remove(hostId: string, id: string) {
      if (!(await repo.deleteEndpoint(hostId, id))) throw notFound('Webhook endpoint');
    },

    async deliveries(hostId: string, endpointId: string, page: number) {
      await ownEndpoint(hostId, endpointId);
      const limit = API_ACCESS_RULES.deliveriesPageSize;
      const rows = await repo.deliveries(hostId, endpointId, page, limit);
      const items = rows.slice(0, limit);
      return { items: await withAttempts(items), hasMore: rows.length > limit };
    },

    /** Sends a delivery again (a new run of attempts); 409 while its endpoint is disabled. */
    async replay(hostId: string, endpointId: string, deliveryId: string) {
      const endpoint = await ownEndpoint(hostId, endpointId);
      if (!(await repo.delivery(hostId, endpointId, deliveryId))) throw notFound('Webhook delivery');
      if (endpoint.disabled_at) throw new AppError(ERROR_CODES.conflict, 'apiAccess.errors.endpointDisabled');
      await repo.replay(hostId, endpointId, deliveryId, now());
      nudge();
      const [view] = await withAttempts([(await repo.delivery(hostId, endpointId, deliveryId))!]);
      return view!;
    },

    /**
     * Something happened to the host: queue the event for each enabled endpoint that listens to
     * it, in the caller's transaction when given (an event of a change rolled back is never sent).
     */
    async emit(
      hostId: string,
      type: WebhookEventType,
      data: Record<string, unknown>,
      ctx: { tx?: Executor | undefined; at?: Date | undefined } = {},
    ) {
      const at = ctx.at ?? now();
      const eventId = randomUUID();
      const body = JSON.stringify({ id: eventId, type, createdAt: at.toISOString(), data });
      const queued = await repo.enqueue(ctx.tx, { hostId, type, eventId, body, at });
      if (queued > 0) nudge();
      return queued;
    },

    /**
     * One run of the sender (the job): claims due deliveries in batches and sends each batch at
     * once. Returns how many attempts succeeded and failed.
     */
    async deliverDue(at = now()) {
      const counts = { delivered: 0, failed: 0 };
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const lockUntil = new Date(at.getTime() + API_ACCESS_RULES.deliveryTimeoutMs * 3);
        const claimed = await repo.claimDue(at, lockUntil, CLAIM_BATCH);
        if (!claimed.length) break;
        for (const ok of await Promise.all(claimed.map((d) => attempt(d, at))))
          counts[ok ? 'delivered' : 'failed']++;
        if (claimed.length < CLAIM_BATCH) break;
      }
      return counts;
    },
  };

  async function withAttempts(rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
    const attempts = await repo.attempts(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      eventType: r.event_type,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at) : null,
      body: r.body,
      attempts: attempts
        .filter((a) => a.delivery_id === r.id)
        .map((a) => ({
          at: a.at.toISOString(),
          statusCode: a.status_code,
          error: a.error,
          responseBody: a.response_body,
          durationMs: a.duration_ms,
        })),
    }));
  }
}
export type WebhooksService = ReturnType<typeof webhooksService>;
