/**
 * What staff may not do while acting as a host (issue 13, ADR 41), in one place: the calls that
 * move money, change how the host is paid or charged, or concern the account's credentials and
 * existence. Each entry is a route as registered under /api/app (method and pattern); a test checks
 * that every entry names a route that exists, so a renamed route cannot slip out of the list.
 * Password and e-mail changes are not /api/app calls: they happen on the identity provider's pages,
 * signed in as the staff member (their own account), never as the host.
 */
export const REFUSED_WHILE_IMPERSONATING: readonly { method: string; url: string; why: string }[] = [
  // payout bank accounts (money goes there)
  { method: 'POST', url: '/api/app/user/onboarding/saveBankAccounts', why: 'payout account' },
  { method: 'PUT', url: '/api/app/user/bank-accounts/:bankAccountId/default', why: 'payout account' },
  { method: 'DELETE', url: '/api/app/user/bank-accounts/:bankAccountId', why: 'payout account' },
  // subscriptions: checkout, plan changes, cancellation, boosts paid with credits
  { method: 'POST', url: '/api/app/subscription/checkout', why: 'payment' },
  { method: 'POST', url: '/api/app/subscription/:subscriptionId/change-plan', why: 'payment' },
  { method: 'DELETE', url: '/api/app/subscription/:subscriptionId/scheduled-changes', why: 'payment' },
  { method: 'DELETE', url: '/api/app/subscription', why: 'payment' },
  { method: 'POST', url: '/api/app/user/subscription/coin/boost', why: 'payment' },
  // what the host is charged per booking (fee model)
  { method: 'POST', url: '/api/app/user/onboarding/saveCommercialModel', why: 'fee model' },
  { method: 'PUT', url: '/api/app/user/billing-tag/:tag/save', why: 'fee model' },
  // the account's existence
  { method: 'POST', url: '/api/app/user/erasure', why: 'account deletion' },
  // credentials of the public API (ADR 42): keys, and webhook endpoints with their signing secret
  { method: 'POST', url: '/api/app/api-keys', why: 'credentials' },
  { method: 'POST', url: '/api/app/api-keys/:id/revoke', why: 'credentials' },
  { method: 'POST', url: '/api/app/webhooks', why: 'credentials' },
];

const REFUSED = new Set(REFUSED_WHILE_IMPERSONATING.map((r) => `${r.method} ${r.url}`));

/** Whether the route (method and registered pattern) is refused while impersonating. */
export const refusedWhileImpersonating = (method: string, routeUrl: string | undefined) =>
  routeUrl !== undefined && REFUSED.has(`${method} ${routeUrl}`);
