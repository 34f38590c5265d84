import { describe, expect, it } from 'vitest';
import enJson from '../../../../../packages/i18n/locales/en_US.json';
import { CHECK_LABEL, CHECK_STATUS_LABEL, DOCUMENT_LABEL } from './components/kyc-labels.ts';
import { resumeStep, stepsFor } from './kyc-steps.ts';
import { kycCheck, kycDocument, kycStatus } from './kyc-test-data.ts';

const en: Record<string, string> = enJson;

describe('resumeStep (reopening /verification)', () => {
  it('starts at the first step while nothing was started, for either account type', () => {
    expect(resumeStep(kycStatus({ tier: 'VERIFICATION_NEVER_STARTED', checks: [] })).slug).toBe('identity');
    expect(resumeStep(kycStatus({ tier: 'REQUIRED', accountType: 'company', checks: [] })).slug).toBe(
      'identity/info',
    );
  });

  it('goes to the upload of a check begun but not complete', () => {
    const identity = kycCheck('identity', { documents: [kycDocument('id_card_front')] });
    expect(resumeStep(kycStatus({ checks: [identity, kycCheck('bank_account')] })).slug).toBe('upload-id');
  });

  it('skips what is done and lands on the payout explanation, then its upload', () => {
    const identity = kycCheck('identity', { satisfied: true, documents: [kycDocument('passport')] });
    expect(resumeStep(kycStatus({ checks: [identity, kycCheck('bank_account')] })).slug).toBe('payout-info');
    const begun = kycCheck('bank_account', { documents: [] });
    const company = kycStatus({
      accountType: 'company',
      checks: [
        kycCheck('company_registration', {
          satisfied: true,
          documents: [kycDocument('company_registration')],
        }),
        kycCheck('owner_identity', { status: 'pending', satisfied: true }),
        begun,
      ],
    });
    expect(resumeStep(company).slug).toBe('payout-info');
  });

  it('reopens a check staff asked again even though an older document is there', () => {
    const asked = kycCheck('identity', {
      satisfied: false,
      reason: 'The photo is blurred.',
      documents: [kycDocument('passport')],
    });
    const bank = kycCheck('bank_account', { status: 'pending', satisfied: true });
    expect(resumeStep(kycStatus({ checks: [asked, bank] })).slug).toBe('upload-id');
  });

  it('ends on the last step, where the host submits, once everything is there', () => {
    const status = kycStatus({
      canSubmit: true,
      checks: [
        kycCheck('identity', { satisfied: true, documents: [kycDocument('passport')] }),
        kycCheck('bank_account', { satisfied: true, documents: [kycDocument('bank_statement')] }),
      ],
    });
    expect(resumeStep(status).slug).toBe('payout-upload');
  });
});

describe('kyc translations', () => {
  it('has every key the steps and labels name', () => {
    const keys = [
      ...(['individual', 'company'] as const).flatMap((t) => stepsFor(t).flatMap((s) => [s.title, s.text])),
      ...Object.values(DOCUMENT_LABEL),
      ...Object.values(CHECK_LABEL),
      ...Object.values(CHECK_STATUS_LABEL),
      'kyc.alternative.idCard',
      'kyc.alternative.passport',
    ];
    expect(keys.filter((k) => !en[k])).toEqual([]);
  });
});
