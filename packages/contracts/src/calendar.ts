import { z } from 'zod';
import { calendarDate, MAX_PAGE, paginated } from './common.ts';
import { CALENDAR_AVAILABILITY } from './units.ts';

const isoDate = calendarDate;

/** Entry kinds of 000 section 3 ("Calendar entries"). */
export const CALENDAR_ENTRY_KINDS = [
  'booking',
  'booking_request',
  'inquiry',
  'inquiry_confirmed',
  'manual',
  'external',
  'multi',
  'smoobu',
] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

/** Per-night availability of 000 section 3. */
export const NIGHT_AVAILABILITY = ['available', 'blocked'] as const;
export type NightAvailability = (typeof NIGHT_AVAILABILITY)[number];

/**
 * The calendar's numbers, named once. The month view asks from the first day shown up to the last
 * plus one month plus 14 days (000 section 7); a request spans at most `maxDays`.
 */
export const CALENDAR_RULES = {
  /** 000 section 7: the range requested runs to the end plus one month plus 14 days */
  windowExtraMonths: 1,
  windowExtraDays: 14,
  /** the most days one unit's calendar call may span */
  maxDays: 500,
  /** the timeline: the most nights and units in one call */
  timelineMaxDays: 120,
  timelineMaxUnits: 100,
  timelineDefaultUnits: 50,
  /** the unit selector's search waits this long after the last key (000 section 2) */
  unitSearchDebounceMs: 500,
  /** bulk edits: the most units and nights in one call */
  bulkMaxUnits: 1000,
  bulkMaxDays: 366,
  /** a host-set night price and minimum stay */
  maxNightlyPrice: 10_000_000,
  maxMinimumStay: 365,
  /** iCal import (issue 8): how often each feed is read, and the limits of one read */
  feedPollMinutes: 15,
  feedMaxBytes: 5 * 1024 * 1024,
  feedTimeoutMs: 15_000,
  feedsPerUnit: 20,
  /** feed events are imported up to this many days ahead (recurring events are expanded to it) */
  feedHorizonDays: 730,
} as const;

/** The day after the last night: ranges are half-open, [dateFrom, dateTo), like a stay. */
export const dateRangeSchema = z
  .object({ dateFrom: isoDate, dateTo: isoDate })
  .refine((r) => r.dateTo > r.dateFrom, { path: ['dateTo'], message: 'The end must be after the start' });

export const unavailabilityQuerySchema = z.object({ dateFrom: isoDate, dateTo: isoDate });

/** The reservation behind an entry (the page it links to). */
export const calendarStaySchema = z.object({
  id: z.uuid(),
  status: z.string(),
  guestName: z.string(),
  guests: z.number().int(),
});

export const calendarExternalSchema = z.object({
  feedId: z.uuid(),
  feedName: z.string(),
  summary: z.string().nullable(),
  /** true when the event overlaps a stay: it does not block, it waits for the host (issue 8) */
  conflict: z.boolean(),
});

const calendarEntryBase = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  /** 000 section 3: manual, multi or the kind of what the entry comes from */
  source: z.string(),
  dateFrom: isoDate,
  dateTo: isoDate,
  booking: calendarStaySchema.nullable(),
  bookingRequest: calendarStaySchema.nullable(),
  inquiry: calendarStaySchema.nullable(),
  external: calendarExternalSchema.nullable(),
});
export const calendarEntrySchema = calendarEntryBase
  .extend({
    /** the entries a multi entry merges (overlapping or nested); empty otherwise */
    children: z.array(calendarEntryBase),
  })
  .meta({ id: 'CalendarEntry' });
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export type CalendarEntryChild = z.infer<typeof calendarEntryBase>;

/**
 * Nights of a window from dateFrom, written compactly (a timeline page holds thousands of them):
 * one character per night for availability and for whether the host set the night, one array
 * element per night for its price (minor units) and its minimum stay. Read them with
 * `nightAvailability` and `nightCustom`.
 */
export const calendarNightsSchema = z.object({
  /** one character per night: `a` available, `b` blocked */
  availability: z.string().regex(/^[ab]*$/),
  /** null while the unit has no price yet */
  price: z.array(z.number().int().nullable()),
  minimumStay: z.array(z.number().int().nullable()),
  /** one character per night: `1` when the host set its price or minimum stay, else `0` */
  custom: z.string().regex(/^[01]*$/),
});
/** The characters of `availability` in calendar nights. */
export const NIGHT_CODES = { available: 'a', blocked: 'b' } as const satisfies Record<
  NightAvailability,
  string
>;
/** The availability of night `i` of a window (undefined past its end). */
export function nightAvailability(
  nights: { availability: string },
  i: number,
): NightAvailability | undefined {
  const code = nights.availability[i];
  return code === NIGHT_CODES.blocked ? 'blocked' : code === NIGHT_CODES.available ? 'available' : undefined;
}
/** Whether the host set the price or minimum stay of night `i` of a window. */
export const nightCustom = (nights: { custom: string }, i: number) => nights.custom[i] === '1';
export type CalendarNights = z.infer<typeof calendarNightsSchema>;

export const unitCalendarSchema = z
  .object({
    unitId: z.uuid(),
    dateFrom: isoDate,
    dateTo: isoDate,
    currency: z.string().nullable(),
    /** the unit's calendar status (calendar-action): PAUSED and BLOCKED make every night blocked */
    calendarStatus: z.enum(CALENDAR_AVAILABILITY),
    entries: z.array(calendarEntrySchema),
    nights: calendarNightsSchema,
  })
  .meta({ id: 'UnitCalendar' });
export type UnitCalendar = z.infer<typeof unitCalendarSchema>;

export const timelineQuerySchema = z.object({
  dateFrom: isoDate,
  dateTo: isoDate,
  search: z.string().trim().max(200).optional(),
  propertyId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CALENDAR_RULES.timelineMaxUnits)
    .default(CALENDAR_RULES.timelineDefaultUnits),
});
export type TimelineQuery = z.infer<typeof timelineQuerySchema>;

/**
 * A timeline row as the screens use it: the unit's calendar (entries and nights as the unit's own
 * call has them) with its title, property, state and warnings.
 */
const timelineRowViewSchema = unitCalendarSchema.omit({ dateFrom: true, dateTo: true }).extend({
  title: z.string().nullable(),
  propertyId: z.uuid(),
  state: z.string(),
  /** open sync conflicts and failing feeds of the unit, for a mark on its row */
  conflicts: z.number().int(),
  feedErrors: z.number().int(),
});
export type TimelineRow = z.infer<typeof timelineRowViewSchema>;
const timelineViewSchema = paginated(timelineRowViewSchema).extend({ dateFrom: isoDate, dateTo: isoDate });
/** The timeline as the screens use it (`decodeTimeline` of what the call writes). */
export type Timeline = z.infer<typeof timelineViewSchema>;

// The timeline call carries thousands of nights and entries per page, so it writes them compactly:
// entries without their null fields (the kind says which stay field holds the reservation; the
// source follows from the kind), prices and minimum stays as runs of equal values.

const timelineEntryBase = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  dateFrom: isoDate,
  dateTo: isoDate,
  /** the booking, request or inquiry behind a stay's entry */
  stay: calendarStaySchema.optional(),
  external: calendarExternalSchema.optional(),
});
const timelineEntrySchema = timelineEntryBase.extend({ children: z.array(timelineEntryBase).optional() });
/** `[value, nights]`: `nights` nights in a row with the same value */
const runsSchema = z.array(z.tuple([z.number().int().nullable(), z.number().int().min(1)]));
const timelineRowSchema = timelineRowViewSchema.extend({
  entries: z.array(timelineEntrySchema),
  nights: calendarNightsSchema.extend({ price: runsSchema, minimumStay: runsSchema }),
});
export const timelineSchema = paginated(timelineRowSchema)
  .extend({ dateFrom: isoDate, dateTo: isoDate })
  .meta({ id: 'CalendarTimeline' });
/** What the timeline call writes (`encodeTimeline` of a `Timeline`). */
export type TimelineWire = z.infer<typeof timelineSchema>;
type TimelineEntryWire = z.infer<typeof timelineEntryBase>;

/** Runs of equal values, in order: `[1, 1, 2]` is `[[1, 2], [2, 1]]`. */
export function toRuns(values: readonly (number | null)[]): [number | null, number][] {
  const runs: [number | null, number][] = [];
  for (const v of values) {
    const last = runs.at(-1);
    if (last && last[0] === v) last[1]++;
    else runs.push([v, 1]);
  }
  return runs;
}
export function fromRuns(runs: readonly (readonly [number | null, number])[]): (number | null)[] {
  const values: (number | null)[] = [];
  for (const [v, n] of runs) for (let i = 0; i < n; i++) values.push(v);
  return values;
}

const STAY_FIELD = {
  booking: 'booking',
  booking_request: 'bookingRequest',
  inquiry: 'inquiry',
  inquiry_confirmed: 'inquiry',
} as const satisfies Partial<Record<CalendarEntryKind, keyof CalendarEntryChild>>;

function encodeEntry(e: CalendarEntryChild): TimelineEntryWire {
  // built field by field (conditional spreads cost most of the encoding's time)
  const wire: TimelineEntryWire = { id: e.id, kind: e.kind, dateFrom: e.dateFrom, dateTo: e.dateTo };
  const stay = e.booking ?? e.bookingRequest ?? e.inquiry;
  if (stay) wire.stay = stay;
  if (e.external) wire.external = e.external;
  return wire;
}
function decodeEntry(e: TimelineEntryWire): CalendarEntryChild {
  const field = STAY_FIELD[e.kind as keyof typeof STAY_FIELD];
  const stay = e.stay ?? null;
  return {
    id: e.id,
    kind: e.kind,
    source: e.kind === 'inquiry_confirmed' ? 'inquiry' : e.kind,
    dateFrom: e.dateFrom,
    dateTo: e.dateTo,
    booking: field === 'booking' ? stay : null,
    bookingRequest: field === 'bookingRequest' ? stay : null,
    inquiry: field === 'inquiry' ? stay : null,
    external: e.external ?? null,
  };
}

/** The timeline as the call writes it. */
export function encodeTimeline(t: Timeline): TimelineWire {
  return {
    dateFrom: t.dateFrom,
    dateTo: t.dateTo,
    items: t.items.map((row) => ({
      unitId: row.unitId,
      title: row.title,
      propertyId: row.propertyId,
      state: row.state,
      currency: row.currency,
      calendarStatus: row.calendarStatus,
      entries: row.entries.map((e) => {
        const wire: TimelineEntryWire & { children?: TimelineEntryWire[] } = encodeEntry(e);
        if (e.children.length) wire.children = e.children.map(encodeEntry);
        return wire;
      }),
      nights: {
        availability: row.nights.availability,
        price: toRuns(row.nights.price),
        minimumStay: toRuns(row.nights.minimumStay),
        custom: row.nights.custom,
      },
      conflicts: row.conflicts,
      feedErrors: row.feedErrors,
    })),
    pagination: t.pagination,
  };
}

/** The timeline as the screens use it, from what the call wrote. */
export function decodeTimeline(w: TimelineWire): Timeline {
  return {
    ...w,
    items: w.items.map((row) => ({
      ...row,
      entries: row.entries.map((e) => ({
        ...decodeEntry(e),
        children: (e.children ?? []).map(decodeEntry),
      })),
      nights: {
        ...row.nights,
        price: fromRuns(row.nights.price),
        minimumStay: fromRuns(row.nights.minimumStay),
      },
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Bulk edits: block, unblock or price many units and nights at once, with a preview and undo

export const BULK_ACTIONS = ['block', 'unblock', 'price'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const bulkEditSchema = z
  .object({
    unitIds: z.array(z.uuid()).min(1).max(CALENDAR_RULES.bulkMaxUnits),
    dateFrom: isoDate,
    dateTo: isoDate,
    action: z.enum(BULK_ACTIONS),
    /** price action: the nightly price in minor units; null goes back to the listing's price */
    nightlyPrice: z.number().int().min(1).max(CALENDAR_RULES.maxNightlyPrice).nullable().optional(),
    /** price action: the minimum stay for stays starting on these nights; null goes back */
    minimumStay: z.number().int().min(1).max(CALENDAR_RULES.maxMinimumStay).nullable().optional(),
    /** true: say what would change, change nothing */
    preview: z.boolean().default(false),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.dateTo <= b.dateFrom)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'The end must be after the start' });
    if (b.action === 'price' && b.nightlyPrice === undefined && b.minimumStay === undefined) {
      ctx.addIssue({ code: 'custom', path: ['nightlyPrice'], message: 'Give a price or a minimum stay' });
    }
    if (b.action !== 'price' && (b.nightlyPrice !== undefined || b.minimumStay !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['action'], message: 'Only the price action takes a price' });
    }
  })
  .meta({ id: 'CalendarBulkEdit' });
export type BulkEdit = z.input<typeof bulkEditSchema>;

/** A run of nights an edit leaves alone because a stay holds them. */
export const untouchedRangeSchema = z.object({
  unitId: z.uuid(),
  dateFrom: isoDate,
  dateTo: isoDate,
  kind: z.string(),
  sourceId: z.uuid().nullable(),
});

export const bulkEditResultSchema = z
  .object({
    preview: z.boolean(),
    /** the edit to undo (null for a preview or when nothing changed) */
    editId: z.uuid().nullable(),
    action: z.enum(BULK_ACTIONS),
    units: z.number().int(),
    /** nights that change */
    nightsChanged: z.number().int(),
    /** nights left alone because a stay holds them, as ranges (the first 200) and in total */
    nightsUntouched: z.number().int(),
    untouched: z.array(untouchedRangeSchema),
  })
  .meta({ id: 'CalendarBulkEditResult' });
export type BulkEditResult = z.infer<typeof bulkEditResultSchema>;

export const bulkUndoResultSchema = z
  .object({ editId: z.uuid(), action: z.enum(BULK_ACTIONS), units: z.number().int() })
  .meta({ id: 'CalendarBulkUndoResult' });

// ---------------------------------------------------------------------------------------------
// iCal: the unit's export URL and its imported feeds with their health

export const FEED_ERRORS = [
  'unreachable',
  'timeout',
  'not_calendar',
  'too_large',
  'http_status',
  'forbidden_address',
] as const;
export type FeedError = (typeof FEED_ERRORS)[number];

export const feedInputSchema = z
  .object({
    name: z.string().trim().min(1).max(80),
    url: z.url({ protocol: /^https?$/, error: 'Use an http or https address' }).max(2000),
  })
  .strict()
  .meta({ id: 'CalendarFeedBody' });
export type FeedInput = z.infer<typeof feedInputSchema>;

export const feedSchema = z
  .object({
    id: z.uuid(),
    unitId: z.uuid(),
    name: z.string(),
    url: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    lastAttemptAt: z.iso.datetime({ offset: true }).nullable(),
    lastSuccessAt: z.iso.datetime({ offset: true }).nullable(),
    /** the last read's failure, or null when it worked */
    lastError: z.enum(FEED_ERRORS).nullable(),
    lastErrorDetail: z.string().nullable(),
    /** events of the feed now on the calendar (blocking or in conflict) */
    eventsImported: z.number().int(),
    conflicts: z.number().int(),
    /** ok: read within two poll periods; stale: older; failing: last read failed; pending: never read */
    health: z.enum(['ok', 'stale', 'failing', 'pending']),
  })
  .meta({ id: 'CalendarFeed' });
export type Feed = z.infer<typeof feedSchema>;

export const calendarSettingsSchema = z
  .object({
    unitId: z.uuid(),
    /** the secret address other platforms subscribe to */
    exportUrl: z.string(),
    feeds: z.array(feedSchema),
  })
  .meta({ id: 'CalendarSettings' });
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;

/** An imported event that overlaps a stay: shown until the host resolves it. */
export const calendarConflictSchema = z
  .object({
    id: z.uuid(),
    unitId: z.uuid(),
    unitTitle: z.string().nullable(),
    feedId: z.uuid(),
    feedName: z.string(),
    summary: z.string().nullable(),
    dateFrom: isoDate,
    dateTo: isoDate,
    /** the stay it overlaps */
    clash: z
      .object({ kind: z.string(), sourceId: z.uuid().nullable(), dateFrom: isoDate, dateTo: isoDate })
      .nullable(),
  })
  .meta({ id: 'CalendarConflict' });
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;
export const calendarConflictListSchema = z
  .object({ items: z.array(calendarConflictSchema) })
  .meta({ id: 'CalendarConflictList' });

export const unitIdParamsSchema = z.object({ unitId: z.uuid() });
export const feedParamsSchema = z.object({ unitId: z.uuid(), feedId: z.uuid() });
export const conflictParamsSchema = z.object({ id: z.uuid() });
