import { z } from 'zod';
import { BIDDING_TAGS, type COMMERCIAL_MODELS } from './user.ts';

/**
 * The fee models ("plan or fee model", 001 section 3) as data (issue 12): what a host pays per
 * booking and whether a subscription is paid per period. Our choice of figures, written down in
 * docs/decisions/0035-fee-models.md:
 *
 * | model          | billing mode  | host pays per booking | subscription |
 * | -------------- | ------------- | --------------------- | ------------ |
 * | split          | commission    | 8 %                   | no           |
 * | host_only      | commission    | 15 %                  | no           |
 * | host_only_14_5 | commission    | 14.5 %                | no           |
 * | subscription   | subscription  | 0                     | yes          |
 * | subscription_2 | subscription  | 0                     | yes          |
 * | hybrid_N       | hybrid        | N %                   | yes          |
 *
 * "split" shares the commission with the guest on the platform's guest-facing site; this portal
 * charges the host's share only (its quotes add no guest fee).
 * Percentages are basis points (1/100 %) so that money stays in integer cents.
 */
export const FEE_MODELS = BIDDING_TAGS;
export type FeeModel = (typeof FEE_MODELS)[number];
export type BillingMode = (typeof COMMERCIAL_MODELS)[number];

export interface FeeModelRule {
  billingMode: BillingMode;
  /** what the platform keeps of each booking's total, in basis points */
  hostCommissionBasisPoints: number;
  /** a subscription is paid per period (plans, credits) */
  subscription: boolean;
}

const commission = (host: number): FeeModelRule => ({
  billingMode: 'commission',
  hostCommissionBasisPoints: host,
  subscription: false,
});
const subscription: FeeModelRule = {
  billingMode: 'subscription',
  hostCommissionBasisPoints: 0,
  subscription: true,
};
const hybrid = (percent: number): FeeModelRule => ({
  billingMode: 'hybrid',
  hostCommissionBasisPoints: percent * 100,
  subscription: true,
});

export const FEE_MODEL_RULES: Record<FeeModel, FeeModelRule> = {
  split: commission(800),
  host_only: commission(1500),
  host_only_14_5: commission(1450),
  subscription,
  subscription_2: subscription,
  hybrid_3: hybrid(3),
  hybrid_7: hybrid(7),
  hybrid_13: hybrid(13),
  hybrid_19: hybrid(19),
};

/** The model of an account without a tag: by its billing mode (commission: host_only). */
export const DEFAULT_FEE_MODEL: Record<BillingMode, FeeModel> = {
  commission: 'host_only',
  subscription: 'subscription',
  hybrid: 'hybrid_7',
};

/** The account's fee model: its tag, else the default of its billing mode. */
export function feeModelOf(commercialModel: BillingMode, biddingTag: string | null): FeeModel {
  return (FEE_MODELS as readonly string[]).includes(biddingTag ?? '')
    ? (biddingTag as FeeModel)
    : DEFAULT_FEE_MODEL[commercialModel];
}

/** The platform's commission on a booking of `gross` cents under `model` (rounded to the cent). */
export function hostCommission(model: FeeModel, gross: number): number {
  return Math.round((gross * FEE_MODEL_RULES[model].hostCommissionBasisPoints) / 10_000);
}

export const feeModelSchema = z.enum(FEE_MODELS);
