import { z } from 'zod';

/**
 * Every error the API answers is `application/problem+json` of this shape (DESIGN rule 5).
 * `code` is a stable machine code from ERROR_CODES; `invalidParams` names each bad field.
 */
export const invalidParamSchema = z.object({
  name: z.string().meta({ description: 'Dotted path of the field, e.g. `title` or `location.city`' }),
  reason: z.string(),
});

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    code: z.string(),
    invalidParams: z.array(invalidParamSchema).optional(),
    correlationId: z.string().optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof problemSchema>;
export type InvalidParam = z.infer<typeof invalidParamSchema>;

export const ERROR_CODES = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  routeNotFound: 'route_not_found',
  conflict: 'conflict',
  occupancyConflict: 'occupancy_conflict',
  idempotencyKeyReused: 'idempotency_key_reused',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
  invalidImage: 'invalid_image',
  /** a guest's login link (issue 9) that is past its time or was used: 410, the page offers a new one */
  guestLinkExpired: 'guest_link_expired',
  guestLinkUsed: 'guest_link_used',
  /** the current password, asked again before a sensitive change (payout details, erasure), is wrong: 403 */
  passwordIncorrect: 'password_incorrect',
  /** staff impersonation (ADR 41): the session is over, unknown or another's: 403, back to the staff search */
  impersonationEnded: 'impersonation_ended',
  /** an action that moves money or changes credentials, refused while impersonating: 403 */
  impersonationRefused: 'impersonation_refused',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const errorResponses = {
  400: problemSchema,
  401: problemSchema,
  404: problemSchema,
} as const;
