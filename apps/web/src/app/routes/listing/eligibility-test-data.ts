import type { OnboardingConfiguration } from '@host-portal/contracts/onboarding';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const configuration = (over: Partial<OnboardingConfiguration> = {}): OnboardingConfiguration => ({
  userType: 'individual',
  onboardingStatus: 'in_progress',
  isKYCApplicable: true,
  commissionApplicable: true,
  subscriptionApplicable: false,
  country: 'DE',
  eligibility: { eligible: true, reasons: [] },
  supportedCountries: ['DE', 'AT', 'CH'],
  allowedHostTypes: ['individual', 'company'],
  ...over,
});

export const failure = () =>
  json({ type: 'about:blank', title: 'Error', status: 500, detail: 'Server down', code: 'x' }, 500);
