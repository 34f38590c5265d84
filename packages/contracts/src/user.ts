import { z } from 'zod';
import { localeSchema } from './settings.ts';

/**
 * Messages of the account forms' own checks are translation keys: the web app translates them on
 * the form, the API in the caller's language (ADR 10).
 */
export const ACCOUNT_ERRORS = {
  phone: 'account.errors.phone',
  languageTwice: 'account.errors.languageTwice',
  /** sendInquirySms on without a phoneForSms (ADR 0045) */
  smsNeedsPhone: 'account.errors.smsNeedsPhone',
} as const;

/** A phone number as typed: digits with +, spaces, brackets, dots, slashes or dashes. */
export const PHONE_PATTERN = /^\+?[\d\s()./-]+$/;
export const PHONE_DIGITS = { min: 6, max: 15 } as const;

/** 001 section 5: a phone number with no digits is treated as empty (null). */
export const phoneSchema = z
  .string()
  .trim()
  .max(40)
  .transform((value) => (/\d/.test(value) ? value : null))
  .pipe(
    z
      .string()
      .refine((value) => {
        const digits = value.replace(/\D/g, '').length;
        return PHONE_PATTERN.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
      }, ACCOUNT_ERRORS.phone)
      .nullable(),
  )
  .nullable();

/** The kinds of the host's second phone number; the spec names the field, not its values (ADR 0029). */
export const SECONDARY_PHONE_TYPES = ['mobile', 'landline', 'whatsapp'] as const;
export type SecondaryPhoneType = (typeof SECONDARY_PHONE_TYPES)[number];

export const ABOUT_HOST_MAX = 2000;
export const MAX_SPOKEN_LANGUAGES = 20;
const spokenLanguage = z
  .string()
  .regex(/^[a-z]{2}$/, 'A two-letter language code (ISO 639-1), e.g. de')
  .meta({ example: 'de' });

export const ACCOUNT_TYPES = ['company', 'individual'] as const;
export const COMMERCIAL_MODELS = ['commission', 'subscription', 'hybrid'] as const;
/** Plan or fee model; hybrid tiers 3, 7, 13, 19 (001 section 3) count as hybrid. */
export const BIDDING_TAGS = [
  'split',
  'host_only',
  'subscription',
  'subscription_2',
  'host_only_14_5',
  'hybrid_3',
  'hybrid_7',
  'hybrid_13',
  'hybrid_19',
] as const;
export const HYBRID_TIERS = [3, 7, 13, 19] as const;
export const ONBOARDING_STATUSES = ['in_progress', 'finished'] as const;
export const USER_STATUSES = ['active', 'expired'] as const;

export const appFeaturesSchema = z.object({
  bookingsAvailable: z.boolean(),
  commissionApplicable: z.boolean(),
  inquiriesAvailable: z.boolean(),
  subscriptionApplicable: z.boolean(),
  isSubscriptionCheckoutAvailable: z.boolean(),
  isB2B: z.boolean(),
  isKYCApplicable: z.boolean(),
  earningsAvailable: z.boolean(),
});
export type AppFeatures = z.infer<typeof appFeaturesSchema>;

export const userInfoSchema = z
  .object({
    userId: z.uuid(),
    sessionId: z.string().nullable(),
    email: z.email(),
    type: z.enum(ACCOUNT_TYPES),
    locale: localeSchema,
    firstName: z.string(),
    lastName: z.string(),
    alias: z.string().nullable(),
    companyName: z.string().nullable(),
    accountSource: z.string().nullable(),
    isImpersonating: z.boolean(),
    /** Staff may review units (the staff pages); the API still decides on every call. */
    isStaff: z.boolean(),
    status: z.enum(USER_STATUSES),
    kycInitiated: z.boolean(),
    commercialModel: z.enum(COMMERCIAL_MODELS),
    biddingTag: z.enum(BIDDING_TAGS).nullable(),
    isHybrid: z.boolean(),
    isCoinSubscriptionEnabled: z.boolean(),
    imageUrls: z.object({ small: z.string(), large: z.string() }).nullable(),
    onboardingStatus: z.enum(ONBOARDING_STATUSES),
    /** one e-mail when guests' messages stay unread (issue 9) */
    unreadMessageEmails: z.boolean(),
    /** the e-mail that reminds of a review without a reply before its window closes (issue 10) */
    reviewReplyEmails: z.boolean(),
    /** host profile fields (001 section 3) */
    aboutHost: z.string().nullable(),
    hostLanguages: z.array(z.string()),
    phoneForGuests: z.string().nullable(),
    phoneForSms: z.string().nullable(),
    /** a second number for guests, shown beside phoneForGuests on /stay (ADR 0029) */
    secondaryPhone: z.string().nullable(),
    /** null exactly when there is no secondaryPhone */
    secondaryPhoneType: z.enum(SECONDARY_PHONE_TYPES).nullable(),
    /** a text to phoneForSms for each new inquiry and booking request (ADR 0045) */
    sendInquirySms: z.boolean(),
    marketingConsent: z.boolean(),
    appFeatures: appFeaturesSchema,
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof userInfoSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

/** PATCH /api/app/user/info: the profile fields a host may change. */
export const updateUserInfoSchema = z
  .object({
    firstName: trimmed(100).min(1),
    lastName: trimmed(100).min(1),
    alias: trimmed(100).nullable(),
    companyName: trimmed(200).nullable(),
    locale: localeSchema,
    unreadMessageEmails: z.boolean(),
    reviewReplyEmails: z.boolean(),
    aboutHost: trimmed(ABOUT_HOST_MAX)
      .transform((value) => value || null)
      .nullable(),
    hostLanguages: z
      .array(spokenLanguage)
      .max(MAX_SPOKEN_LANGUAGES)
      .refine((list) => new Set(list).size === list.length, ACCOUNT_ERRORS.languageTwice),
    phoneForGuests: phoneSchema,
    phoneForSms: phoneSchema,
    /** a number without a type is stored as `mobile`; a type without a number is stored as null */
    secondaryPhone: phoneSchema,
    secondaryPhoneType: z.enum(SECONDARY_PHONE_TYPES).nullable(),
    /** needs a phoneForSms, sent along or stored: without one the field is refused */
    sendInquirySms: z.boolean(),
    marketingConsent: z.boolean(),
  })
  .partial()
  .strict()
  .meta({ id: 'UpdateUserInfo' });
export type UpdateUserInfo = z.infer<typeof updateUserInfoSchema>;

/** Interactions are small UI state (what was seen or dismissed): bounded per user and per key. */
export const MAX_INTERACTION_KEYS = 200;
export const MAX_INTERACTION_TYPE_LENGTH = 200;

export const userInteractionSchema = z.object({
  interactionType: z.string().min(1).max(MAX_INTERACTION_TYPE_LENGTH),
  createdAt: z.iso.datetime(),
  interacted: z.boolean(),
});
export const userInteractionsSchema = z
  .object({ interactions: z.array(userInteractionSchema) })
  .meta({ id: 'UserInteractions' });
export const putUserInteractionsSchema = z
  .object({
    interactions: z
      .array(
        z.object({
          interactionType: z.string().min(1).max(MAX_INTERACTION_TYPE_LENGTH),
          interacted: z.boolean(),
        }),
      )
      .min(1)
      .max(100),
  })
  .strict();

export const TASK_TYPES = ['bulk_switch_to_instant_booking', 'bulk_switch_to_other_booking_type'] as const;
export const TASK_STATUSES = ['not_started', 'in_progress', 'done', 'hidden'] as const;
export const taskParamsSchema = z.object({ taskType: z.enum(TASK_TYPES) });
export const updateTaskSchema = z.object({ status: z.enum(TASK_STATUSES) }).strict();
export const taskSchema = z
  .object({ taskType: z.enum(TASK_TYPES), status: z.enum(TASK_STATUSES) })
  .meta({ id: 'Task' });
/** GET /api/app/user/tasks: every task type with the host's status (hidden when it does not apply). */
export const tasksSchema = z.array(taskSchema).meta({ id: 'Tasks' });
