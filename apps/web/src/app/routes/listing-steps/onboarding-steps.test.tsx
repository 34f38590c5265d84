import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  testBusinessDetails,
  testIndividualDetails,
  testUser,
} from '../../../features/account/account-test-data.ts';
import { kycCheck, kycDocument, kycStatus } from '../../../features/kyc/kyc-test-data.ts';
import { visibleSteps } from '../../../features/listing/engine/progress.ts';
import type { FlowContext } from '../../../features/listing/engine/steps.ts';
import { chooseVariant } from '../../../features/listing/engine/variants.ts';
import { testBankAccount } from '../../../features/payout/payout-test-data.ts';
import { testPlans, testSubscription } from '../../../features/subscriptions/subscription-test-data.ts';
import { renderInStep } from './in-step.test-helper.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { default: OnboardingKycStep, onboardingKycStep } = await import('./onboarding-kyc-step.tsx');
const { default: OnboardingPayoutStep } = await import('./onboarding-payout-step.tsx');
const { default: OnboardingPersonalDetailsStep } = await import('./onboarding-personal-details-step.tsx');
const { default: CommercialModelStep } = await import(
  '../../../features/listing/steps/commercial-model-step.tsx'
);
const { default: SubscriptionPlanStep } = await import('./subscription-plan-step.tsx');
const { default: SubscriptionBoostStep } = await import('./subscription-boost-step.tsx');
const { default: CommissionModelStep } = await import(
  '../../../features/listing/steps/commission-model-step.tsx'
);

const P = '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11';
const U = '1c9f7a52-44c6-4f7e-9a43-8f6a7c2a0c22';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
const ctx = (over: Partial<FlowContext> = {}): FlowContext => ({
  propertyType: 'single',
  onboardingFinished: false,
  hasFirstFinishedUnit: false,
  accountType: 'individual',
  features: { commissionApplicable: true, subscriptionApplicable: false, isKYCApplicable: true },
  regionalRequirementsNeeded: false,
  ...over,
});

/** Renders a step of the onboarding variant at `name`, with `complete` a spy. */
function inStep(page: ReactElement, name: string, over: Partial<FlowContext> = {}) {
  const flow = ctx(over);
  const variant = chooseVariant(flow);
  const steps = visibleSteps(variant, flow);
  const step = steps.find((s) => s.name === name);
  if (!step) throw new Error(`no step ${name}`);
  return renderInStep(page, { propertyId: P, unitId: U }, variant, {
    property: { id: P, propertyType: 'single', title: 'Sea loft' },
    unit: { id: U, propertyId: P, title: 'Sea loft' },
    step,
    steps,
  }) as { complete: ReturnType<typeof vi.fn> };
}

const individual = testIndividualDetails;
const business = testBusinessDetails;
const account = testBankAccount({ holderName: 'Ana Lovelace' });

const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes(path) && (init?.method ?? 'GET') === method,
  );
/** Answers by path; `routes` are checked in order, the first match answers. */
function serve(routes: [string, (init?: RequestInit) => Response][]) {
  fetchMock.mockImplementation(async (url, init) => {
    for (const [path, answer] of routes) if (String(url).includes(path)) return answer(init);
    return json({ title: 'not here' }, 404);
  });
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the verification steps of the onboarding', () => {
  it('map onto the verification’s own steps: a company’s documents and its owner’s on one page', () => {
    expect(onboardingKycStep('verification/info', 'individual')?.slug).toBe('identity');
    expect(onboardingKycStep('verification/info', 'company')?.slug).toBe('identity/info');
    expect(onboardingKycStep('verification/owner', 'individual')).toBeNull();
    expect(onboardingKycStep('verification/upload', 'company')).toMatchObject({
      kind: 'upload',
      checks: ['company_registration', 'proof_of_address', 'owner_identity'],
    });
    expect(onboardingKycStep('identity-and-payout-details/upload', 'individual')?.checks).toEqual([
      'identity',
      'proof_of_address',
    ]);
    for (const name of ['payout/upload', 'identity-and-payout-details/payout-document'] as const)
      expect(onboardingKycStep(name, 'individual')?.checks).toEqual(['bank_account']);
  });

  it('the explanation starts a verification that never started, then moves on', async () => {
    serve([
      [
        '/kyc/status',
        () => json(kycStatus({ tier: 'VERIFICATION_NEVER_STARTED', startedAt: null, checks: [] })),
      ],
      ['/kyc/set-start-at', () => json({ startedAt: '2026-11-26T09:00:00.000Z' })],
    ]);
    const { complete } = inStep(<OnboardingKycStep />, 'verification/info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your identity' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    expect(calls('/kyc/set-start-at', 'POST')).toHaveLength(1);
  });

  it('an upload step waits for its documents; the last one submits the verification', async () => {
    let status = kycStatus({ checks: [kycCheck('identity'), kycCheck('proof_of_address')] });
    serve([
      ['/kyc/status', () => json(status)],
      ['/kyc/submit', () => json({ ...status, tier: 'IN_PROGRESS' })],
    ]);
    const first = inStep(<OnboardingKycStep />, 'identity-and-payout-details/upload');
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText(/Upload the documents above to continue/)).toBeTruthy();
    expect(first.complete).not.toHaveBeenCalled();

    const done = { status: 'awaiting_data' as const, satisfied: true };
    status = kycStatus({
      canSubmit: true,
      checks: [
        kycCheck('identity', { ...done, documents: [kycDocument('passport')] }),
        kycCheck('proof_of_address', { ...done, documents: [kycDocument('proof_of_address')] }),
        kycCheck('bank_account', { ...done, documents: [kycDocument('bank_statement')] }),
      ],
    });
    document.body.innerHTML = '';
    const last = inStep(<OnboardingKycStep />, 'identity-and-payout-details/payout-document');
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(last.complete).toHaveBeenCalledTimes(1));
    expect(calls('/kyc/submit', 'POST')).toHaveLength(1);
  });

  it('a verification under review lets the host go on without asking again', async () => {
    serve([
      [
        '/kyc/status',
        () =>
          json(
            kycStatus({
              tier: 'IN_PROGRESS',
              checks: [kycCheck('bank_account', { status: 'pending', satisfied: true })],
            }),
          ),
      ],
    ]);
    const { complete } = inStep(<OnboardingKycStep />, 'identity-and-payout-details/payout-document');
    expect(await screen.findByText(/being reviewed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    expect(calls('/kyc/submit', 'POST')).toHaveLength(0);
  });
});

describe('the payout step of the onboarding', () => {
  it('continues only once there is a bank account to pay to', async () => {
    serve([['/onboarding/getBankAccounts', () => json({ bankAccounts: [] })]]);
    inStep(<OnboardingPayoutStep />, 'identity-and-payout-details/payout');
    expect(await screen.findByText(/not added a bank account yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add bank account' })).toBeTruthy();
  });

  it('shows the accounts and moves on', async () => {
    serve([['/onboarding/getBankAccounts', () => json({ bankAccounts: [account] })]]);
    const { complete } = inStep(<OnboardingPayoutStep />, 'identity-and-payout-details/payout');
    expect(await screen.findByText('Ana Lovelace')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    await waitFor(() => expect(complete).toHaveBeenCalled());
  });
});

describe('the personal details steps of the onboarding', () => {
  it('an individual saves the billing details and moves on; a failed save stays with the edits', async () => {
    let fail = true;
    serve([
      ['/user/info', () => json(testUser({ onboardingStatus: 'in_progress' }))],
      ['/onboarding/getIndividualDetails', () => json(individual)],
      [
        '/onboarding/saveIndividualDetails',
        (init) =>
          fail
            ? json(
                {
                  title: 'Invalid',
                  status: 400,
                  code: 'validation_failed',
                  invalidParams: [{ name: 'body.firstName', reason: 'Too long' }],
                },
                400,
              )
            : json({ ...individual, ...JSON.parse(String(init?.body)), updatedAt: '2026-11-26T09:00:00Z' }),
      ],
    ]);
    const { complete } = inStep(<OnboardingPersonalDetailsStep />, 'personal-details/info');
    const first = await screen.findByRole('textbox', { name: /First name/ });
    fireEvent.change(first, { target: { value: 'Anabel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement).value).toBe('Anabel');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    const saved = calls('/onboarding/saveIndividualDetails', 'POST').at(-1);
    expect(JSON.parse(String(saved?.[1]?.body))).toMatchObject({ firstName: 'Anabel', lastName: 'Lovelace' });
  });

  it('a company gives its details with its signatories, then its owners', async () => {
    serve([
      ['/user/info', () => json(testUser({ type: 'company', onboardingStatus: 'in_progress' }))],
      ['/onboarding/getBusinessDetails', () => json(business)],
    ]);
    inStep(<OnboardingPersonalDetailsStep />, 'personal-details/info', { accountType: 'company' });
    expect(await screen.findByRole('textbox', { name: /Legal company name/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Signatories' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Shareholders' })).toBeNull();

    document.body.innerHTML = '';
    inStep(<OnboardingPersonalDetailsStep />, 'personal-details/owner', { accountType: 'company' });
    expect(await screen.findByRole('group', { name: 'Shareholders' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Legal company name/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Signatories' })).toBeNull();
  });
});

describe('the commercial model steps of the onboarding', () => {
  it('asks for a choice, saves it and reads the user again before moving on', async () => {
    let model: 'commission' | 'subscription' | null = null;
    serve([
      [
        '/user/info',
        () =>
          json(
            testUser({
              onboardingStatus: 'in_progress',
              commercialModel: model ?? 'hybrid',
              biddingTag: model ? null : 'hybrid_7',
            }),
          ),
      ],
      [
        '/onboarding/saveCommercialModel',
        (init) => {
          model = JSON.parse(String(init?.body)).commercialModel;
          return json({ commissionApplicable: false, subscriptionApplicable: true });
        },
      ],
    ]);
    const { complete } = inStep(<CommercialModelStep />, 'commercial-model');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(calls('/onboarding/saveCommercialModel', 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /Subscription/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
    expect(model).toBe('subscription');
    // the user (and so the features and the steps) was read again before the flow moved on
    expect(calls('/user/info').length).toBeGreaterThanOrEqual(2);
  });

  it('says so when onboarding finished meanwhile, and stays', async () => {
    serve([
      ['/user/info', () => json(testUser({ onboardingStatus: 'in_progress' }))],
      [
        '/onboarding/saveCommercialModel',
        () => json({ title: 'Conflict', status: 409, code: 'conflict' }, 409),
      ],
    ]);
    const { complete } = inStep(<CommercialModelStep />, 'commercial-model');
    fireEvent.click(await screen.findByRole('radio', { name: /Subscription/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/Your onboarding is finished/)).toBeTruthy();
    expect(complete).not.toHaveBeenCalled();
  });

  it('the commission step names what the model asks for next', async () => {
    inStep(<CommissionModelStep />, 'commission-model');
    expect(await screen.findByRole('heading', { level: 1, name: 'How commission works' })).toBeTruthy();
    const next = screen.getByText('Next, we ask for:').nextElementSibling as HTMLElement;
    expect([...next.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Verification',
      'Identity document',
      'Payout details',
      'Bank account proof',
      'Personal details',
    ]);
  });
});

describe('the plan and boost steps of a subscription host', () => {
  const subscriptionOf = (live: boolean, boosts = 7) =>
    testSubscription({ live, unitPublish: live ? [5, 1] : [0, 0], boost: live ? [boosts, 0] : [0, 0] });
  const plans = { plans: testPlans.plans.filter((p) => p.family === 'plus') };
  const subscriptionFeatures = {
    commissionApplicable: false,
    subscriptionApplicable: true,
    isKYCApplicable: false,
  };

  it('without a plan: the plans, whose checkout comes back to this step', async () => {
    serve([
      ['/v2/user/subscription', () => json(subscriptionOf(false))],
      ['/subscriptions/plans', () => json(plans)],
      [
        '/subscription/checkout',
        () =>
          json({
            hostedPageId: '3c2a4d63-4c5d-4e6f-9a71-8293a4b5c6d7',
            url: '/checkout/x',
            amount: 4900,
            currency: 'EUR',
          }),
      ],
    ]);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    inStep(<SubscriptionPlanStep />, 'commercial-model/plan', { features: subscriptionFeatures });
    fireEvent.click(await screen.findByRole('button', { name: 'Choose the Plus plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/x'));
    const body = JSON.parse(String(calls('/subscription/checkout', 'POST')[0]?.[1]?.body));
    expect(body).toEqual({ planId: 'plus-eur-monthly', returnPath: '/' });
  });

  it('with a plan: what publishing this unit takes', async () => {
    serve([['/v2/user/subscription', () => json(subscriptionOf(true))]]);
    inStep(<SubscriptionPlanStep />, 'commercial-model/plan', { features: subscriptionFeatures });
    expect(await screen.findByText(/takes 1 of the 4 publications left/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose the/ })).toBeNull();
  });

  it('the boost step books from boost credits, or says the plan has none', async () => {
    serve([['/v2/user/subscription', () => json(subscriptionOf(true))]]);
    inStep(<SubscriptionBoostStep />, 'subscription/boost', {
      features: subscriptionFeatures,
      onboardingFinished: true,
    });
    expect(await screen.findByText(/7 boost credits? left|7 of 7/)).toBeInTheDocument();
    document.body.innerHTML = '';
    serve([['/v2/user/subscription', () => json(subscriptionOf(true, 0))]]);
    inStep(<SubscriptionBoostStep />, 'subscription/boost', {
      features: subscriptionFeatures,
      onboardingFinished: true,
    });
    expect(await screen.findByText(/Your plan has no boost days/)).toBeInTheDocument();
  });
});
