import { z } from 'zod';

/**
 * The public API (issue 13, ADR 42): API keys that call the same `/api/app` operations as the
 * signed-in host, and webhooks that tell a host's own systems what happened.
 */

/** `read` = every GET; the two write scopes each open one area's writes. */
export const API_KEY_SCOPES = ['read', 'reservations:write', 'calendar:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_ACCESS_RULES = {
  /** a key reads `hpk_<prefix>_<secret>`; the prefix is shown in lists, the rest never again */
  keyPrefix: 'hpk_',
  maxKeysPerHost: 25,
  maxEndpointsPerHost: 10,
  nameMaxLength: 80,
  urlMaxLength: 2000,
  /** last used is written at most this often per key */
  lastUsedResolutionMs: 60_000,
  /** one attempt may take this long before it counts as failed */
  deliveryTimeoutMs: 10_000,
  /** the waits before the retries of a failed delivery: 1 min, 5 min, 30 min, 2 h, 12 h */
  retryDelaysMs: [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000],
  /** this many failed attempts in a row (no success between) disable an endpoint */
  disableAfterFailures: 10,
  /** how much of a receiver's answer is kept with each attempt */
  responseBodyMax: 1024,
  deliveriesPageSize: 20,
} as const;

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.changed',
  'booking.cancelled',
  'request.received',
  'message.received',
  'review.received',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-webhook-signature';

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** the start of the key as shown in lists: `hpk_<prefix>_…` */
    prefix: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    createdAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
    revokedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({ items: z.array(apiKeySchema) });

export const createApiKeySchema = z.object({
  name: z.string().trim().min(1).max(API_ACCESS_RULES.nameMaxLength),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1)
    .refine((s) => new Set(s).size === s.length, 'A scope is listed twice'),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** The answer to creating a key: the only time its secret is shown. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    createdAt: z.iso.datetime({ offset: true }),
    /** set when repeated failures (or nothing else) disabled it; nothing is sent while set */
    disabledAt: z.iso.datetime({ offset: true }).nullable(),
    /** failed attempts since the last success */
    consecutiveFailures: z.number().int(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({ items: z.array(webhookEndpointSchema) });

export const createWebhookEndpointSchema = z.object({
  url: z.string().trim().min(1).max(API_ACCESS_RULES.urlMaxLength),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .refine((s) => new Set(s).size === s.length, 'An event is listed twice'),
});
export type CreateWebhookEndpoint = z.infer<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z.object({
  events: createWebhookEndpointSchema.shape.events.optional(),
  /** true re-enables a disabled endpoint (and clears its failure count) */
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpoint = z.infer<typeof updateWebhookEndpointSchema>;

/** The answer to registering an endpoint: the only time its signing secret is shown. */
export const createdWebhookEndpointSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const webhookAttemptSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  /** the receiver's HTTP status; null when no answer came (timeout, refused connection) */
  statusCode: z.number().int().nullable(),
  /** why no answer came, in a short sentence */
  error: z.string().nullable(),
  /** the start of the receiver's answer */
  responseBody: z.string().nullable(),
  durationMs: z.number().int(),
});

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    eventType: z.enum(WEBHOOK_EVENTS),
    status: z.enum(DELIVERY_STATUSES),
    createdAt: z.iso.datetime({ offset: true }),
    /** when the next attempt is due (pending only) */
    nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
    /** the JSON body sent: {id, type, createdAt, data} */
    body: z.string(),
    attempts: z.array(webhookAttemptSchema),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const webhookDeliveriesResponseSchema = z.object({
  items: z.array(webhookDeliverySchema),
  hasMore: z.boolean(),
});

export const endpointParamsSchema = z.object({ endpointId: z.uuid() });
export const deliveryParamsSchema = z.object({ endpointId: z.uuid(), deliveryId: z.uuid() });
