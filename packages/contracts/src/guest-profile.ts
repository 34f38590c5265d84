import { z } from 'zod';

/**
 * The host's ideal guest (000 sections 2, 3, 4, 5 and 9; 001 section 7): the answers of the
 * guest-profile questionnaire, read with GET and saved one step at a time with PATCH
 * /api/app/user/guest-preferences. Requests and inquiries are rated against them (match-score.ts).
 */

/** 000 section 3, "Guest-profile preferences": the options of each step. */
export const BOOKING_TIMES = ['earlyBird', 'onSchedule', 'lastMinute'] as const;
export const STAY_DURATIONS = ['shortStay', 'mediumStay', 'longStay'] as const;
export const START_OF_STAY = ['weekday', 'weekend'] as const;
export const GROUP_SIZES = ['solo', 'couple', 'family', 'group'] as const;
/** hostLanguage: guests who speak one of `hostLanguages`; noPreference: any language. */
export const LANGUAGE_PREFERENCES = ['hostLanguage', 'noPreference'] as const;
export type BookingTime = (typeof BOOKING_TIMES)[number];
export type StayDuration = (typeof STAY_DURATIONS)[number];
export type StartOfStay = (typeof START_OF_STAY)[number];
export type GroupSize = (typeof GROUP_SIZES)[number];
export type LanguagePreference = (typeof LANGUAGE_PREFERENCES)[number];

/** The multiple-choice steps' fields and their options, in questionnaire order. */
export const PREFERENCE_OPTIONS = {
  bookingTimes: BOOKING_TIMES,
  stayDurations: STAY_DURATIONS,
  startOfStay: START_OF_STAY,
  groupSizes: GROUP_SIZES,
} as const;
export type MultiChoiceField = keyof typeof PREFERENCE_OPTIONS;
/** The five answered fields: the progress steps of 000 section 9. */
export const PREFERENCE_FIELDS = [
  'bookingTimes',
  'stayDurations',
  'startOfStay',
  'groupSizes',
  'language',
] as const;
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

/**
 * 000 sections 2, 4 and 9: 7 steps (tracking names 1_step … 7_step), of which the 5 that ask
 * something are the progress steps. `field` is what a step's Confirm saves.
 */
export const GUEST_PROFILE_STEPS = [
  { name: 'introduction', trackingName: '1_step', field: null },
  { name: 'bookingTimes', trackingName: '2_step', field: 'bookingTimes' },
  { name: 'stayDurations', trackingName: '3_step', field: 'stayDurations' },
  { name: 'startOfStay', trackingName: '4_step', field: 'startOfStay' },
  { name: 'groupSizes', trackingName: '5_step', field: 'groupSizes' },
  { name: 'language', trackingName: '6_step', field: 'language' },
  { name: 'allSet', trackingName: '7_step', field: null },
] as const satisfies readonly { name: string; trackingName: string; field: PreferenceField | null }[];

/** 000 section 9: the modal's size on a desktop (full screen on a phone). */
export const GUEST_PROFILE_MODAL = { width: 688, height: 569 } as const;

/**
 * Languages a host can name (ISO 639-1). The web offers these; the API takes any two-letter code,
 * as a guest's language may be any (the reservations' `guest.language`).
 */
export const COMMON_HOST_LANGUAGES = [
  'de',
  'en',
  'es',
  'fr',
  'hr',
  'it',
  'nl',
  'pt',
  'pl',
  'cs',
  'sk',
  'sl',
  'hu',
  'ro',
  'bg',
  'el',
  'da',
  'sv',
  'no',
  'fi',
  'tr',
  'ru',
  'uk',
  'ar',
  'zh',
  'ja',
] as const;
export const MAX_HOST_LANGUAGES = 20;

const languageCode = z
  .string()
  .regex(/^[a-z]{2}$/, 'A two-letter language code (ISO 639-1), e.g. de')
  .meta({ example: 'de' });

/** At least one option (000 section 5), each once. */
const choices = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options))
    .min(1, 'Choose at least one option')
    .max(options.length)
    .refine((v) => new Set(v).size === v.length, 'Each option once');

export const guestPreferencesSchema = z
  .object({
    /** null until the host answered the step */
    bookingTimes: z.array(z.enum(BOOKING_TIMES)).nullable(),
    stayDurations: z.array(z.enum(STAY_DURATIONS)).nullable(),
    startOfStay: z.array(z.enum(START_OF_STAY)).nullable(),
    groupSizes: z.array(z.enum(GROUP_SIZES)).nullable(),
    language: z.enum(LANGUAGE_PREFERENCES).nullable(),
    /** the languages the host speaks with guests (used when language is hostLanguage) */
    hostLanguages: z.array(z.string()),
    /** when an answer was last saved; null when the questionnaire was never answered */
    updatedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'GuestPreferences' });
export type GuestPreferences = z.infer<typeof guestPreferencesSchema>;

/**
 * PATCH body (000 section 7): one step's field. The language step may carry the host's languages
 * with hostLanguage (required the first time, kept afterwards).
 */
export const updateGuestPreferencesSchema = z
  .object({
    bookingTimes: choices(BOOKING_TIMES),
    stayDurations: choices(STAY_DURATIONS),
    startOfStay: choices(START_OF_STAY),
    groupSizes: choices(GROUP_SIZES),
    language: z.enum(LANGUAGE_PREFERENCES),
    hostLanguages: z
      .array(languageCode)
      .min(1, 'Choose at least one language')
      .max(MAX_HOST_LANGUAGES)
      .refine((v) => new Set(v).size === v.length, 'Each language once'),
  })
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    const fields = PREFERENCE_FIELDS.filter((f) => v[f] !== undefined);
    if (fields.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: fields.length ? [fields[1]!] : [],
        message: `Send one of ${PREFERENCE_FIELDS.join(', ')} (one step at a time)`,
      });
    }
    if (v.hostLanguages && v.language !== 'hostLanguage') {
      ctx.addIssue({
        code: 'custom',
        path: ['hostLanguages'],
        message: 'The host’s languages go with the language preference hostLanguage',
      });
    }
  })
  .meta({ id: 'UpdateGuestPreferences' });
export type UpdateGuestPreferences = z.infer<typeof updateGuestPreferencesSchema>;

/** The steps the host has answered (the progress of the questionnaire). */
export const answeredFields = (p: GuestPreferences): PreferenceField[] =>
  PREFERENCE_FIELDS.filter((f) => p[f] !== null);
