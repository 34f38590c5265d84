import type { UserInfo } from '@host-portal/contracts/user';
import type { AccountTab } from './route-paths.ts';

/** Account tabs the user may see (001 section 2, Account). */
export function visibleAccountTabs(user: Pick<UserInfo, 'appFeatures' | 'isHybrid'>): AccountTab[] {
  const f = user.appFeatures;
  const tabs: AccountTab[] = ['profile', 'billing'];
  if (f.commissionApplicable) tabs.push('payout');
  // "Commission or B2B, except hybrid without subscription, or when commission is not applicable":
  // the last exception makes commission the deciding condition.
  if (f.commissionApplicable && !(user.isHybrid && !f.subscriptionApplicable)) tabs.push('pricing');
  if (f.isSubscriptionCheckoutAvailable) tabs.push('payment');
  if (f.earningsAvailable) tabs.push('earnings');
  tabs.push('localization');
  // issue 13: every host may call the API and register webhooks
  tabs.push('api');
  return tabs;
}

/** The external help centre link; French users get language=fr (001 section 9). */
export function helpCenterHref(url: string, locale: string): string {
  if (!locale.startsWith('fr')) return url;
  try {
    const target = new URL(url);
    target.searchParams.set('language', 'fr');
    return target.toString();
  } catch {
    return url;
  }
}
