import type { DocumentType } from '@host-portal/contracts/kyc';

/** What a provider gets when a host submits: who, and the documents (read on demand). */
export interface SubmittedCase {
  verificationId: string;
  hostId: string;
  accountType: 'individual' | 'company';
  documents: { id: string; type: DocumentType; contentType: string; read: () => Promise<Buffer> }[];
}

/**
 * Who decides on a verification (DESIGN rule 8). The built-in provider is the staff queue
 * (/api/staff/kyc/…): a submitted case waits there and staff approve, reject or ask for another
 * document. A hosted provider (KYC_PROVIDER) gets the case on submission and reports its decision
 * back through the kyc service's `decide` (from a webhook route of its own); docs/ARCHITECTURE.md,
 * "Identity verification", says how to add one.
 */
export interface VerificationProvider {
  readonly name: string;
  /** whether staff decide in the portal (otherwise the staff decision calls answer 409) */
  readonly staffReview: boolean;
  /** the host submitted: hand the case over; the answer is the provider's own case reference */
  submitted(c: SubmittedCase): Promise<{ reference: string | null }>;
}

export const KYC_PROVIDERS = ['builtin'] as const;
export type KycProviderName = (typeof KYC_PROVIDERS)[number];

/** The built-in provider: the case waits in the staff queue, nothing leaves the portal. */
export const staffReviewProvider: VerificationProvider = {
  name: 'builtin',
  staffReview: true,
  async submitted() {
    return { reference: null };
  },
};

export function createVerificationProvider(name: KycProviderName = 'builtin'): VerificationProvider {
  switch (name) {
    case 'builtin':
      return staffReviewProvider;
  }
}
