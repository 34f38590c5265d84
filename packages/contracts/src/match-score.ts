import { z } from 'zod';
import {
  type BookingTime,
  type GroupSize,
  type GuestPreferences,
  PREFERENCE_FIELDS,
  type PreferenceField,
  type StartOfStay,
  type StayDuration,
} from './guest-profile.ts';

/**
 * The match score (000 section 1, ADR 0022): how well a booking request or inquiry fits the host's
 * ideal guest, from what the request says. One pure function, used by the API for every list row
 * and detail (and by the SQL that sorts requests by match, built from the same rules).
 */

/**
 * The six labels of 000 section 1 in order, indexed by the score 0–5: niceMatch is listed twice
 * because it names two adjacent scores (1 and 2 fifths of the host's criteria met).
 */
export const MATCH_LABELS = [
  'potentialMatch',
  'niceMatch',
  'niceMatch',
  'goodMatch',
  'greatMatch',
  'bestMatch',
] as const;
/** The distinct levels, weakest first. */
export const MATCH_LEVELS = ['potentialMatch', 'niceMatch', 'goodMatch', 'greatMatch', 'bestMatch'] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];
export const MAX_MATCH_SCORE = MATCH_LABELS.length - 1;

/** A half-open range [from, to) of whole numbers; null is open. */
export type Band = readonly [from: number | null, to: number | null];

/** The thresholds, named once (ADR 0022). */
export const MATCH_RULES = {
  /** days from the day the guest asked (UTC) to check-in */
  leadTimeDays: {
    lastMinute: [null, 14],
    onSchedule: [14, 60],
    earlyBird: [60, null],
  } satisfies Record<BookingTime, Band>,
  /** nights of the stay */
  nights: {
    shortStay: [null, 4],
    mediumStay: [4, 14],
    longStay: [14, null],
  } satisfies Record<StayDuration, Band>,
  /** guests of the stay (a request says how many, not their ages) */
  guests: {
    solo: [null, 2],
    couple: [2, 3],
    family: [3, 6],
    group: [6, null],
  } satisfies Record<GroupSize, Band>,
  /** ISO weekdays (1 Monday … 7 Sunday) on which a weekend stay starts: Friday and Saturday */
  weekendCheckInDays: [5, 6] as readonly number[],
} as const;

export const matchReasonSchema = z.object({
  criterion: z.enum(PREFERENCE_FIELDS),
  /** what the request is: the option it falls in, or the guest's language (ISO 639-1) */
  value: z.string(),
  matched: z.boolean(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

// no schema id: inlined, its nullable form stays a plain `nullable: true` for the serialiser
export const matchSchema = z.object({
  level: z.enum(MATCH_LEVELS),
  /** 0–5: the share of the host's answered criteria the request meets, in fifths */
  score: z.number().int().min(0).max(MAX_MATCH_SCORE),
  /** one per criterion the host has a preference for, in questionnaire order */
  reasons: z.array(matchReasonSchema),
});
export type Match = z.infer<typeof matchSchema>;

/** What a request or inquiry says that the score reads. */
export interface MatchInput {
  /** when the guest asked */
  createdAt: string | Date;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** BCP 47, e.g. de or de-CH */
  guestLanguage: string;
}

export type MatchPreferences = Pick<GuestPreferences, PreferenceField | 'hostLanguages'>;

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`) / DAY_MS;
const utcDay = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 10);

export const inBand = ([from, to]: Band, n: number) =>
  (from === null || n >= from) && (to === null || n < to);

function bandOf<K extends string>(bands: Record<K, Band>, n: number): K {
  const found = (Object.keys(bands) as K[]).find((k) => inBand(bands[k], n));
  if (!found) throw new Error(`no band holds ${n}`);
  return found;
}

/** The primary language subtag, lower-cased: de-CH → de. */
export const primaryLanguage = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** Where a request falls on each criterion. */
export function classifyRequest(input: MatchInput) {
  const checkIn = dayNumber(input.checkIn);
  const isoWeekday = new Date(checkIn * DAY_MS).getUTCDay() || 7;
  return {
    bookingTimes: bandOf(MATCH_RULES.leadTimeDays, checkIn - dayNumber(utcDay(input.createdAt))),
    stayDurations: bandOf(MATCH_RULES.nights, dayNumber(input.checkOut) - checkIn),
    startOfStay: (MATCH_RULES.weekendCheckInDays.includes(isoWeekday) ? 'weekend' : 'weekday') as StartOfStay,
    groupSizes: bandOf(MATCH_RULES.guests, input.guests),
    language: primaryLanguage(input.guestLanguage),
  };
}

/**
 * The criteria a host has a preference for: an answered multiple-choice step, and the language
 * step answered with hostLanguage (and languages named). noPreference and unanswered steps rate
 * nothing.
 */
export function consideredCriteria(p: MatchPreferences): PreferenceField[] {
  return PREFERENCE_FIELDS.filter((f) =>
    f === 'language' ? p.language === 'hostLanguage' && p.hostLanguages.length > 0 : (p[f]?.length ?? 0) > 0,
  );
}

/** The label of a score 0–5 (the list of 000 section 1 read by index). */
export const levelOf = (score: number): MatchLevel => MATCH_LABELS[score]!;

/** The score of `matched` met criteria out of `considered`, in fifths, rounded half up. */
export const scoreOf = (matched: number, considered: number) =>
  Math.round((MAX_MATCH_SCORE * matched) / considered);

/** The match of a request against the host's preferences; null when the host has none. */
export function rateMatch(prefs: MatchPreferences | null, input: MatchInput): Match | null {
  if (!prefs) return null;
  const criteria = consideredCriteria(prefs);
  if (criteria.length === 0) return null;
  const is = classifyRequest(input);
  const reasons: MatchReason[] = criteria.map((criterion) => {
    const value = is[criterion];
    const matched =
      criterion === 'language'
        ? prefs.hostLanguages.map(primaryLanguage).includes(value)
        : (prefs[criterion] as readonly string[]).includes(value);
    return { criterion, value, matched };
  });
  const score = scoreOf(reasons.filter((r) => r.matched).length, criteria.length);
  return { level: levelOf(score), score, reasons };
}
