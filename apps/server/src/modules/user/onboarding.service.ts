import { ERROR_CODES } from '@host-portal/contracts/errors';
import { FEE_MODEL_RULES, type FeeModel } from '@host-portal/contracts/fee-models';
import {
  DEFAULT_ONBOARDING_COUNTRIES,
  type NotEligibleReason,
  ONBOARDING_HOST_TYPES,
  type OnboardingCommercialModel,
  type OnboardingConfiguration,
  type OnboardingState,
} from '@host-portal/contracts/onboarding';
import type { Config } from '../../config.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { OnboardingRepository } from './onboarding.repository.ts';
import type { UserRepository, UserRow } from './user.repository.ts';
import { deriveAppFeatures, effectiveModel } from './user-features.ts';

export interface OnboardingDeps {
  /** who may list (ONBOARDING_COUNTRIES, ONBOARDING_HOST_TYPES); by default the contracts' defaults */
  rules?: Config['onboarding'];
  /** the KYC module's answer: does identity verification apply to this host? */
  kycApplicable: (hostId: string) => Promise<boolean>;
}

/** The country of the billing address (a company's or an individual's), or null before one is given. */
export function billingCountry(row: Pick<UserRow, 'companyDetails' | 'individualDetails'>): string | null {
  const details: Record<string, unknown> | null = row.companyDetails ?? row.individualDetails;
  const address = details?.address as { country?: unknown } | null | undefined;
  const country = typeof address?.country === 'string' ? address.country.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(country) ? country : null;
}

/**
 * Onboarding (issue 11): init-onboarding records when a host started, getConfiguration says which
 * steps apply and whether the host may list at all. The eligibility rules are configuration: the
 * billing country must be a supported one (a host who has not given an address yet is not refused
 * for it: the billing step asks for it) and the account type allowed; an expired account never is.
 */
export function onboardingService(
  users: Pick<UserRepository, 'findById' | 'update'>,
  repo: OnboardingRepository,
  deps: OnboardingDeps,
) {
  const rules = deps.rules ?? {
    countries: [...DEFAULT_ONBOARDING_COUNTRIES],
    hostTypes: [...ONBOARDING_HOST_TYPES],
  };

  const load = async (hostId: string) => {
    const row = await users.findById(hostId);
    if (!row) throw notFound('User');
    return row;
  };

  return {
    async init(hostId: string): Promise<OnboardingState> {
      const row = await load(hostId);
      const startedAt = await repo.start(hostId);
      return { onboardingStatus: row.onboardingStatus, startedAt: startedAt.toISOString() };
    },

    async configuration(hostId: string): Promise<OnboardingConfiguration> {
      return configurationOf(await load(hostId));
    },

    /**
     * The commercial-model step: commission or subscription, while onboarding is in progress (later
     * changes go through the subscription and billing screens). It clears a bidding tag, which
     * would otherwise keep the account hybrid, and answers the configuration it leads to.
     */
    async saveCommercialModel(
      hostId: string,
      model: OnboardingCommercialModel,
    ): Promise<OnboardingConfiguration> {
      const row = await load(hostId);
      if (row.onboardingStatus === 'finished') {
        throw new AppError(
          ERROR_CODES.conflict,
          'Your onboarding is finished: change your commercial model from your subscription settings.',
        );
      }
      const saved = await users.update(hostId, { commercialModel: model, biddingTag: null });
      return configurationOf(saved ?? row);
    },

    /**
     * PUT /api/app/user/billing-tag/{tag}/save: the fee model (ADR 35) and with it the billing mode,
     * while onboarding is in progress like the model choice (a later change is the platform's, not
     * a button: it changes what the host pays).
     */
    async saveBillingTag(hostId: string, tag: FeeModel): Promise<OnboardingConfiguration> {
      const row = await load(hostId);
      if (row.onboardingStatus === 'finished') {
        throw new AppError(
          ERROR_CODES.conflict,
          'Your onboarding is finished: change your commercial model from your subscription settings.',
        );
      }
      const saved = await users.update(hostId, {
        commercialModel: FEE_MODEL_RULES[tag].billingMode,
        biddingTag: tag,
      });
      return configurationOf(saved ?? row);
    },
  };

  async function configurationOf(row: UserRow): Promise<OnboardingConfiguration> {
    const hostId = row.id;
    const userType = row.companyDetails != null ? 'company' : 'individual';
    const features = deriveAppFeatures(
      effectiveModel(row.commercialModel, row.biddingTag),
      userType === 'company',
    );
    const country = billingCountry(row);
    const reasons: NotEligibleReason[] = [];
    if (country !== null && !rules.countries.includes(country)) reasons.push('countryNotSupported');
    if (!rules.hostTypes.includes(userType)) reasons.push('hostTypeNotAllowed');
    if (row.status === 'expired') reasons.push('accountExpired');
    return {
      userType,
      onboardingStatus: row.onboardingStatus,
      isKYCApplicable: await deps.kycApplicable(hostId),
      commissionApplicable: features.commissionApplicable,
      subscriptionApplicable: features.subscriptionApplicable,
      country,
      eligibility: { eligible: reasons.length === 0, reasons },
      supportedCountries: rules.countries,
      allowedHostTypes: rules.hostTypes,
    };
  }
}
export type OnboardingService = ReturnType<typeof onboardingService>;
