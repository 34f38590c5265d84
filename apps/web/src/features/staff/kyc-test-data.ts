import type { KycVerificationDetail } from '@host-portal/contracts/kyc';

/** A host's verification as the staff calls return it (tests). */
export const KYC_ID = '00000000-0000-4000-8000-0000000000c1';
export const DOC_ID = '00000000-0000-4000-8000-0000000000d1';

export const KYC_SUMMARY = {
  id: KYC_ID,
  status: 'IN_PROGRESS' as const,
  hostId: '00000000-0000-4000-8000-0000000000aa',
  hostName: 'Lena Tester',
  hostEmail: 'lena@example.test',
  accountType: 'individual' as const,
  startedAt: '2031-05-01T09:00:00.000Z',
  submittedAt: '2031-05-02T10:00:00.000Z',
  decidedAt: null,
  documentCount: 2,
};

export const kycDetail = (patch: Partial<KycVerificationDetail> = {}): KycVerificationDetail => ({
  ...KYC_SUMMARY,
  companyName: null,
  reason: null,
  provider: 'builtin',
  checks: [
    {
      type: 'bank_account',
      status: 'pending',
      reason: null,
      satisfied: true,
      documents: [
        {
          id: '00000000-0000-4000-8000-0000000000d2',
          type: 'bank_statement',
          fileName: 'statement.pdf',
          contentType: 'application/pdf',
          size: 2_400_000,
          uploadedAt: '2031-05-02T09:40:00.000Z',
        },
      ],
    },
    {
      type: 'identity',
      status: 'pending',
      reason: null,
      satisfied: true,
      documents: [
        {
          id: DOC_ID,
          type: 'passport',
          fileName: 'passport.jpg',
          contentType: 'image/jpeg',
          size: 350_000,
          uploadedAt: '2031-05-02T09:30:00.000Z',
        },
      ],
    },
  ],
  ...patch,
});
