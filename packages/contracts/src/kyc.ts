import { z } from 'zod';
import { MAX_PAGE, paginated } from './common.ts';

/**
 * Identity verification (KYC, issue 11; 001 sections 2, 3, 4 and 7). A host's verification moves
 * through the verification statuses; each thing to verify (the host's identity, the company's
 * registration, the bank account, …) is a check with its own status. The transitions are tables
 * in the server's kyc module (kyc-rules.ts).
 */
export const VERIFICATION_STATUSES = [
  'VERIFICATION_NEVER_STARTED',
  'REQUIRED',
  'COLLECTING_DATA',
  'IN_PROGRESS',
  'COMPLETED',
  'FAILED',
  'EXPIRED',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const CHECK_STATUSES = ['new', 'awaiting_data', 'pending', 'passed', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** What is verified; a company verifies its registration and its owner's identity. */
export const CHECK_TYPES = [
  'identity',
  'owner_identity',
  'company_registration',
  'bank_account',
  'proof_of_address',
] as const;
export type CheckType = (typeof CHECK_TYPES)[number];

export const DOCUMENT_TYPES = [
  'id_card_front',
  'id_card_back',
  'passport',
  'owner_id_card_front',
  'owner_id_card_back',
  'owner_passport',
  'company_registration',
  'proof_of_address',
  'bank_statement',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Which check a document serves. */
export const DOCUMENT_CHECK: Record<DocumentType, CheckType> = {
  id_card_front: 'identity',
  id_card_back: 'identity',
  passport: 'identity',
  owner_id_card_front: 'owner_identity',
  owner_id_card_back: 'owner_identity',
  owner_passport: 'owner_identity',
  company_registration: 'company_registration',
  proof_of_address: 'proof_of_address',
  bank_statement: 'bank_account',
};

/**
 * What satisfies a check: any one of the alternatives, each a set of documents that must all be
 * there (a passport, or an identity card's two sides).
 */
export const CHECK_DOCUMENTS: Record<CheckType, readonly (readonly DocumentType[])[]> = {
  identity: [['passport'], ['id_card_front', 'id_card_back']],
  owner_identity: [['owner_passport'], ['owner_id_card_front', 'owner_id_card_back']],
  company_registration: [['company_registration']],
  bank_account: [['bank_statement']],
  proof_of_address: [['proof_of_address']],
};

/** The checks a verification starts with, by account type (staff may ask for a proof of address). */
export const REQUIRED_CHECKS: Record<'individual' | 'company', readonly CheckType[]> = {
  individual: ['identity', 'bank_account'],
  company: ['company_registration', 'owner_identity', 'bank_account'],
};

/** The constants the specification leaves open ("not shown"), named once. */
export const KYC_RULES = {
  /** a verification still collecting documents this many days after it (re)started expires */
  collectingExpiresAfterDays: 30,
  /** one document file at most (JPEG, PNG or PDF) */
  maxFileBytes: 10 * 1_048_576,
  /** documents in one documentUpload call */
  maxFilesPerUpload: 4,
  /** documents a verification may hold at once */
  maxDocuments: 30,
  /** images are re-encoded to at most this many pixels on their longer side */
  imageMaxSide: 4000,
  /** the staff's reason for a rejection or a request for another document */
  reasonMax: 1000,
  pageSize: 20,
} as const;

export const ACCOUNT_TYPES = ['individual', 'company'] as const;

export const kycDocumentSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(DOCUMENT_TYPES),
    /** the file's name as the host gave it (path and control characters removed) */
    fileName: z.string(),
    contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
    size: z.number().int().min(0),
    uploadedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'KycDocument' });
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycCheckSchema = z
  .object({
    type: z.enum(CHECK_TYPES),
    status: z.enum(CHECK_STATUSES),
    /** why staff failed the check or asked for another document; shown to the host */
    reason: z.string().nullable(),
    /** whether the documents uploaded so far satisfy the check */
    satisfied: z.boolean(),
    documents: z.array(kycDocumentSchema),
  })
  .meta({ id: 'KycCheck' });
export type KycCheck = z.infer<typeof kycCheckSchema>;

/** GET /api/app/user/kyc/status: `tier` is the banner type of 001 section 4. */
export const kycStatusSchema = z
  .object({
    tier: z.enum(VERIFICATION_STATUSES),
    /** false for hosts whose billing model pays them nothing (KYC does not apply, 001 section 3) */
    applicable: z.boolean(),
    accountType: z.enum(ACCOUNT_TYPES),
    startedAt: z.iso.datetime({ offset: true }).nullable(),
    /** while collecting: when it expires if not submitted */
    expiresAt: z.iso.datetime({ offset: true }).nullable(),
    submittedAt: z.iso.datetime({ offset: true }).nullable(),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
    /** the staff's words with a rejection or a request for another document */
    reason: z.string().nullable(),
    /** every check satisfied, so the host may submit */
    canSubmit: z.boolean(),
    checks: z.array(kycCheckSchema),
  })
  .meta({ id: 'KycStatus' });
export type KycStatus = z.infer<typeof kycStatusSchema>;

/** GET /api/app/user/kyc/started-at and the answer of POST …/set-start-at */
export const kycStartedAtSchema = z
  .object({ startedAt: z.iso.datetime({ offset: true }).nullable() })
  .meta({ id: 'KycStartedAt' });
export type KycStartedAt = z.infer<typeof kycStartedAtSchema>;

/** The answer of POST /api/app/user/onboarding/documentUpload: the stored documents, in form order. */
export const kycUploadResultSchema = z
  .object({ documents: z.array(kycDocumentSchema) })
  .meta({ id: 'KycUploadResult' });

/** `documents[0][type]`, `documents[0][file]`, … : the indexed form data of 001 section 7. */
export const KYC_UPLOAD_FIELD = /^documents\[(\d{1,2})\]\[(type|file)\]$/;

export const kycDocumentParamsSchema = z.object({ documentId: z.uuid() });

// ---- staff ----

export const kycVerificationParamsSchema = z.object({ verificationId: z.uuid() });
export const kycStaffDocumentParamsSchema = z.object({ verificationId: z.uuid(), documentId: z.uuid() });

/**
 * `?status=…&page=N`: by default the verifications waiting for a decision, oldest first; decided
 * ones (completed, failed, expired) newest decision first.
 */
export const kycVerificationsQuerySchema = z.object({
  status: z.enum(VERIFICATION_STATUSES).default('IN_PROGRESS'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});

export const kycVerificationSummarySchema = z
  .object({
    id: z.uuid(),
    status: z.enum(VERIFICATION_STATUSES),
    hostId: z.uuid(),
    hostName: z.string(),
    hostEmail: z.string(),
    accountType: z.enum(ACCOUNT_TYPES),
    startedAt: z.iso.datetime({ offset: true }).nullable(),
    submittedAt: z.iso.datetime({ offset: true }).nullable(),
    decidedAt: z.iso.datetime({ offset: true }).nullable(),
    /** how many documents the host sent */
    documentCount: z.number().int().min(0),
  })
  .meta({ id: 'KycVerificationSummary' });

export const kycVerificationDetailSchema = kycVerificationSummarySchema
  .extend({
    companyName: z.string().nullable(),
    reason: z.string().nullable(),
    provider: z.string(),
    checks: z.array(kycCheckSchema),
  })
  .meta({ id: 'KycVerificationDetail' });
export type KycVerificationDetail = z.infer<typeof kycVerificationDetailSchema>;

export const kycVerificationsPageSchema = paginated(kycVerificationSummarySchema).meta({
  id: 'KycVerificationsPage',
});

const reason = z
  .string()
  .trim()
  .min(1, 'Say why, in words the host understands.')
  .max(KYC_RULES.reasonMax, `Write at most ${KYC_RULES.reasonMax} characters.`);

/** Reject: the reason the host reads; `checks` names what failed (default: every pending check). */
export const kycRejectBodySchema = z
  .object({ reason, checks: z.array(z.enum(CHECK_TYPES)).min(1).max(CHECK_TYPES.length).optional() })
  .strict();
export type KycRejectBody = z.infer<typeof kycRejectBodySchema>;

/** Ask for another document: the check it serves and what is wrong or missing. */
export const kycRequestDocumentBodySchema = z.object({ check: z.enum(CHECK_TYPES), reason }).strict();
export type KycRequestDocumentBody = z.infer<typeof kycRequestDocumentBodySchema>;
