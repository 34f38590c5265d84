import { z } from 'zod';

/**
 * The DAC7 report (issue 12; 000 sections 6 and 7; Council Directive (EU) 2021/514): the years in
 * which the signed-in host had reportable stays, and a year's report as a CSV download. Offered
 * only when commission does not apply to the host; otherwise both calls answer 404.
 * What the report holds and which stays count: docs/decisions/0036-dac7-report.md.
 */

/** DAC7 applies to reportable periods from 1 January 2023 on. */
export const DAC7_FIRST_YEAR = 2023;

export const DAC7_AVAILABILITY_PATH = '/api/app/report/dac7/availability';
export const dac7ReportPath = (year: number) => `/api/app/report/dac7/${year}`;
/** The file name when the answer names none (000 section 7). */
export const dac7DefaultFileName = (year: number) => `report-${year}.csv`;

/** GET /api/app/report/dac7/availability: years with reportable activity, newest first. */
export const dac7AvailabilitySchema = z
  .object({
    years: z.array(z.number().int()),
  })
  .meta({ id: 'Dac7Availability' });
export type Dac7Availability = z.infer<typeof dac7AvailabilitySchema>;

/** GET /api/app/report/dac7/{year}: a four-digit year (a year out of range or without activity is a 404). */
export const dac7ReportParamsSchema = z.object({
  year: z.coerce.number().int().min(1000).max(9999),
});
