import type { AppFeatures } from '@host-portal/contracts/user';
import { HYBRID_TIERS } from '@host-portal/contracts/user';

export type CommercialModel = 'commission' | 'subscription' | 'hybrid';

/** A bidding tag of a hybrid tier (hybrid_3, _7, _13, _19) makes the account hybrid. */
export function isHybridTag(tag: string | null): boolean {
  const m = /^hybrid_(\d+)$/.exec(tag ?? '');
  return !!m && (HYBRID_TIERS as readonly number[]).includes(Number(m[1]));
}

export function effectiveModel(model: CommercialModel, biddingTag: string | null): CommercialModel {
  return isHybridTag(biddingTag) ? 'hybrid' : model;
}

/**
 * The feature flags of 001 section 3, derived from the billing model (our choice, written down in
 * docs/decisions/0004-app-features.md): commission brings bookings, payouts, KYC and earnings;
 * subscription brings checkout; every host receives inquiries; company hosts are B2B.
 */
export function deriveAppFeatures(model: CommercialModel, isCompany: boolean): AppFeatures {
  const commission = model === 'commission' || model === 'hybrid';
  const subscription = model === 'subscription' || model === 'hybrid';
  return {
    bookingsAvailable: commission,
    commissionApplicable: commission,
    inquiriesAvailable: true,
    subscriptionApplicable: subscription,
    isSubscriptionCheckoutAvailable: subscription,
    isB2B: isCompany,
    isKYCApplicable: commission,
    earningsAvailable: commission,
  };
}
