import type { DocumentType, KycCheck, KycDocument, KycStatus } from '@host-portal/contracts/kyc';

/** Builders for the verification's status in the feature's tests. */
let n = 0;
export const kycDocument = (type: DocumentType, fileName = `${type}.jpg`): KycDocument => {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type,
    fileName,
    contentType: 'image/jpeg',
    size: 524_288,
    uploadedAt: '2026-11-20T10:00:00.000Z',
  };
};

export const kycCheck = (type: KycCheck['type'], over: Partial<KycCheck> = {}): KycCheck => ({
  type,
  status: 'awaiting_data',
  reason: null,
  satisfied: false,
  documents: [],
  ...over,
});

export const kycStatus = (over: Partial<KycStatus> = {}): KycStatus => ({
  tier: 'COLLECTING_DATA',
  applicable: true,
  accountType: 'individual',
  startedAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-20T09:00:00.000Z',
  submittedAt: null,
  decidedAt: null,
  reason: null,
  canSubmit: false,
  checks: [kycCheck('identity'), kycCheck('bank_account')],
  ...over,
});

export const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
