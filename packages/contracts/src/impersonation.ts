import { z } from 'zod';
import { MAX_PAGE, paginated } from './common.ts';

/**
 * Staff impersonation (issue 13, ADR 41): staff find a host, give a reason and then use the portal
 * as that host. The staff's browser keeps sending the staff's own token and names the session in
 * the IMPERSONATION_HEADER on every /api/app call; the API answers as the host, records every such
 * call in an append-only log the host can read, and refuses the actions of REFUSED_WHILE_IMPERSONATING
 * (server side, apps/server/src/modules/impersonation/refused-actions.ts).
 */
export const IMPERSONATION_HEADER = 'x-impersonation';

export const IMPERSONATION_RULES = {
  reasonMin: 10,
  reasonMax: 500,
  /** a session ends by itself this long after it started */
  sessionMinutes: 60,
  searchMin: 2,
  searchMax: 200,
  searchLimit: 20,
  logPageSize: 20,
} as const;

/** Messages of the checks, as translation keys (the forms and the API write them in the user's language). */
export const IMPERSONATION_ERRORS = {
  reasonShort: 'impersonation.errors.reasonShort',
  reasonLong: 'impersonation.errors.reasonLong',
  refused: 'impersonation.errors.refused',
  ended: 'impersonation.errors.ended',
  notYours: 'impersonation.errors.notYours',
  notStaff: 'impersonation.errors.notStaff',
} as const;

/** GET /api/staff/hosts?q=: by e-mail, name or id */
export const hostSearchQuerySchema = z.object({
  q: z.string().trim().min(IMPERSONATION_RULES.searchMin).max(IMPERSONATION_RULES.searchMax),
});
export type HostSearchQuery = z.infer<typeof hostSearchQuerySchema>;

export const staffHostSchema = z
  .object({
    id: z.uuid(),
    /** first and last name, else the e-mail */
    name: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StaffHost' });
export type StaffHost = z.infer<typeof staffHostSchema>;

export const hostSearchResultSchema = z
  .object({ items: z.array(staffHostSchema) })
  .meta({ id: 'HostSearchResult' });
export type HostSearchResult = z.infer<typeof hostSearchResultSchema>;

export const impersonationReasonSchema = z
  .string()
  .trim()
  .min(IMPERSONATION_RULES.reasonMin, IMPERSONATION_ERRORS.reasonShort)
  .max(IMPERSONATION_RULES.reasonMax, IMPERSONATION_ERRORS.reasonLong);

/** POST /api/staff/impersonations */
export const startImpersonationBodySchema = z
  .object({ hostId: z.uuid(), reason: impersonationReasonSchema })
  .strict()
  .meta({ id: 'StartImpersonation' });
export type StartImpersonationBody = z.infer<typeof startImpersonationBodySchema>;

export const impersonationSessionSchema = z
  .object({
    id: z.uuid(),
    hostId: z.uuid(),
    hostName: z.string(),
    reason: z.string(),
    startedAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    /** set once staff exit (expiry is `expiresAt`) */
    endedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'ImpersonationSession' });
export type ImpersonationSession = z.infer<typeof impersonationSessionSchema>;

export const impersonationParamsSchema = z.object({ id: z.uuid() });

/** GET /api/app/user/staff-access?page=N: the host's account, who opened it and what was called */
export const staffAccessQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});

export const staffAccessEntrySchema = z
  .object({
    id: z.string(),
    sessionId: z.uuid(),
    /** the staff member's name as the host sees it */
    staffName: z.string(),
    reason: z.string(),
    method: z.string(),
    /** the path without its query */
    path: z.string(),
    status: z.number().int(),
    at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StaffAccessEntry' });
export type StaffAccessEntry = z.infer<typeof staffAccessEntrySchema>;

export const staffAccessPageSchema = paginated(staffAccessEntrySchema).meta({ id: 'StaffAccessPage' });
export type StaffAccessPage = z.infer<typeof staffAccessPageSchema>;
