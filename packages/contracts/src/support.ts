import { z } from 'zod';
import { MAX_PAGE, paginated } from './common.ts';
import { FEEDBACK_CATEGORIES } from './help.ts';

/**
 * The staff's support queue (issue 10): the hosts' contact requests and the staff's answers, sent
 * to the host by e-mail. Staff-only calls under /api/staff; anyone else gets 404.
 */
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

export const SUPPORT_RULES = {
  pageSize: 20,
  answerMax: 10_000,
} as const;

/** `?status=open|answered&page=N`: without a status, every request; newest first. */
export const supportRequestsQuerySchema = z.object({
  status: z.enum(SUPPORT_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export type SupportRequestsQuery = z.infer<typeof supportRequestsQuerySchema>;

/** One answer, as it was e-mailed; a request keeps every answer (a follow-up is appended). */
export const supportAnswerSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    /** the staff member who answered; null once their account is gone */
    staffName: z.string().nullable(),
    answeredAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SupportAnswer' });
export type SupportAnswer = z.infer<typeof supportAnswerSchema>;

export const supportRequestSchema = z
  .object({
    id: z.uuid(),
    /** what the host quotes, and what the e-mails' subjects carry */
    reference: z.string(),
    status: z.enum(SUPPORT_REQUEST_STATUSES),
    hostId: z.uuid(),
    hostName: z.string(),
    hostEmail: z.string(),
    topic: z.enum(FEEDBACK_CATEGORIES),
    body: z.string(),
    /** the page the host wrote from */
    pageId: z.string().nullable(),
    unitId: z.uuid().nullable(),
    unitTitle: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** the latest answer's time; null while open */
    answeredAt: z.iso.datetime({ offset: true }).nullable(),
    answerCount: z.number().int().min(0),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportRequestDetailSchema = supportRequestSchema
  .extend({ answers: z.array(supportAnswerSchema) })
  .meta({ id: 'SupportRequestDetail' });
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;

export const supportRequestsPageSchema = paginated(supportRequestSchema).meta({ id: 'SupportRequestsPage' });
export type SupportRequestsPage = z.infer<typeof supportRequestsPageSchema>;

export const supportRequestParamsSchema = z.object({ id: z.uuid() });

/** POST /api/staff/support-requests/{id}/answer */
export const supportAnswerBodySchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Write an answer.')
      .max(SUPPORT_RULES.answerMax, `Write at most ${SUPPORT_RULES.answerMax} characters.`),
  })
  .strict();
export type SupportAnswerBody = z.infer<typeof supportAnswerBodySchema>;
