import { z } from 'zod';

/**
 * The host's privacy rights (issue 11, GDPR articles 15, 17 and 20): `GET /api/app/user/export`
 * downloads everything held about the host as a zip; `POST /api/app/user/erasure` (with the
 * password) erases the account once the grace period is over, `DELETE` cancels it before.
 */

/** Days between the erasure request and the erasure itself; the host may cancel until then. */
export const ERASURE_GRACE_DAYS = 14;

export const erasureStatusSchema = z
  .object({
    status: z.enum(['none', 'pending']),
    requestedAt: z.iso.datetime().nullable(),
    /** when the account will be erased (null: no erasure pending) */
    eraseAfter: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ErasureStatus' });
export type ErasureStatus = z.infer<typeof erasureStatusSchema>;

export const EXPORT_PATH = '/api/app/user/export';
export const ERASURE_PATH = '/api/app/user/erasure';
