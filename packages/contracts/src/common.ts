import { z } from 'zod';

export const uuidSchema = z.uuid();

/**
 * A calendar day (YYYY-MM-DD) within years 1900–2999: the form alone lets year 0000 through, which
 * the database refuses (a 500 instead of a 400).
 */
export const calendarDate = z.iso.date().refine((d) => d >= '1900-01-01' && d <= '2999-12-31', {
  message: 'Use a date between 1900 and 2999',
});
export const idParamsSchema = z.object({ id: z.uuid() });

/** Maximum pagination of 000 section 9. */
export const MAX_PAGE = 9999;

/** `?criteria[search]=...&page=N` as sent by the spec's list calls; qs-style brackets are parsed by the server. */
export const listQuerySchema = z.object({
  criteria: z
    .object({ search: z.string().max(200).optional() })
    .optional()
    .default({}),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    pagination: z.object({
      current: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      pages: z.number().int(),
    }),
  });
}

export const emptyResponseSchema = z.null();
