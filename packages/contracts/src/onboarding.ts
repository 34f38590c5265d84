import { z } from 'zod';
import { ACCOUNT_TYPES, ONBOARDING_STATUSES } from './user.ts';

/**
 * Where hosts may list by default (issue 11, ONBOARDING_COUNTRIES): the EU and EEA member states,
 * Switzerland and the United Kingdom, as ISO 3166-1 alpha-2 codes.
 */
export const DEFAULT_ONBOARDING_COUNTRIES = [
  // EU
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  // EEA outside the EU
  'IS',
  'LI',
  'NO',
  'CH',
  'GB',
] as const;

/** The account types that may list (ONBOARDING_HOST_TYPES); by default both. */
export const ONBOARDING_HOST_TYPES = ACCOUNT_TYPES;
export type OnboardingHostType = (typeof ACCOUNT_TYPES)[number];

/** Why a host may not list (each one shown in words on /listing/onboarding-not-eligible). */
export const NOT_ELIGIBLE_REASONS = ['countryNotSupported', 'hostTypeNotAllowed', 'accountExpired'] as const;
export type NotEligibleReason = (typeof NOT_ELIGIBLE_REASONS)[number];

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .meta({ example: 'DE' });

export const eligibilitySchema = z.object({
  eligible: z.boolean(),
  reasons: z.array(z.enum(NOT_ELIGIBLE_REASONS)),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** GET /api/app/user/onboarding/getConfiguration: which onboarding steps apply to this host. */
export const onboardingConfigurationSchema = z
  .object({
    userType: z.enum(ACCOUNT_TYPES),
    onboardingStatus: z.enum(ONBOARDING_STATUSES),
    isKYCApplicable: z.boolean(),
    commissionApplicable: z.boolean(),
    subscriptionApplicable: z.boolean(),
    /** from the billing (individual or company) address; null until the host gave one */
    country: countryCode.nullable(),
    eligibility: eligibilitySchema,
    /** where hosts may list (the configured list), for the not-eligible page */
    supportedCountries: z.array(countryCode),
    allowedHostTypes: z.array(z.enum(ACCOUNT_TYPES)),
  })
  .meta({ id: 'OnboardingConfiguration' });
export type OnboardingConfiguration = z.infer<typeof onboardingConfigurationSchema>;

/** POST /api/app/user/init-onboarding answers the host's onboarding state. */
export const onboardingStateSchema = z
  .object({
    onboardingStatus: z.enum(ONBOARDING_STATUSES),
    /** when the host first started onboarding (the first init-onboarding call) */
    startedAt: z.iso.datetime(),
  })
  .meta({ id: 'OnboardingState' });
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/**
 * The models a host chooses between in the onboarding's commercial-model step (issue 11):
 * commission (pay per booking; online bookings, payouts, identity verification) or subscription
 * (a fixed price per period; inquiries). Hybrid tiers are chosen through bidding tags (issue 12).
 */
export const ONBOARDING_COMMERCIAL_MODELS = ['commission', 'subscription'] as const;
export type OnboardingCommercialModel = (typeof ONBOARDING_COMMERCIAL_MODELS)[number];

/** POST /api/app/user/onboarding/saveCommercialModel: only while onboarding is in progress. */
export const saveCommercialModelSchema = z
  .object({ commercialModel: z.enum(ONBOARDING_COMMERCIAL_MODELS) })
  .strict()
  .meta({ id: 'SaveCommercialModel' });
export type SaveCommercialModel = z.infer<typeof saveCommercialModelSchema>;
