import {
  CHECK_DOCUMENTS,
  type CheckType,
  type DocumentType,
  type KycCheck,
  type KycStatus,
} from '@host-portal/contracts/kyc';
import { VERIFICATION_COMPANY_STEPS, VERIFICATION_INDIVIDUAL_STEPS } from '../../lib/route-paths.ts';

export type AccountType = KycStatus['accountType'];
export type StepKind = 'info' | 'upload' | 'payout-info';

/** One page of the verification: what it explains or collects, and for which checks. */
export interface KycStep {
  slug: string;
  kind: StepKind;
  /** the checks this step explains or collects (a check the status lacks is skipped) */
  checks: readonly CheckType[];
  /** i18n keys of the page's heading and explanation */
  title: string;
  text: string;
}

const STEP_DEFS: Record<string, Omit<KycStep, 'slug'>> = {
  identity: {
    kind: 'info',
    checks: ['identity'],
    title: 'kyc.step.identity.title',
    text: 'kyc.step.identity.text',
  },
  'upload-id': {
    kind: 'upload',
    checks: ['identity', 'proof_of_address'],
    title: 'kyc.step.uploadId.title',
    text: 'kyc.step.uploadId.text',
  },
  'identity/info': {
    kind: 'info',
    checks: ['company_registration'],
    title: 'kyc.step.company.title',
    text: 'kyc.step.company.text',
  },
  'document-upload': {
    kind: 'upload',
    checks: ['company_registration', 'proof_of_address'],
    title: 'kyc.step.companyUpload.title',
    text: 'kyc.step.companyUpload.text',
  },
  'owner/info': {
    kind: 'info',
    checks: ['owner_identity'],
    title: 'kyc.step.owner.title',
    text: 'kyc.step.owner.text',
  },
  'owner-upload/id': {
    kind: 'upload',
    checks: ['owner_identity'],
    title: 'kyc.step.ownerUpload.title',
    text: 'kyc.step.ownerUpload.text',
  },
  'payout-info': {
    kind: 'payout-info',
    checks: ['bank_account'],
    title: 'kyc.step.payout.title',
    text: 'kyc.step.payout.text',
  },
  'payout-upload': {
    kind: 'upload',
    checks: ['bank_account'],
    title: 'kyc.step.payoutUpload.title',
    text: 'kyc.step.payoutUpload.text',
  },
};

const SLUGS: Record<AccountType, readonly string[]> = {
  individual: VERIFICATION_INDIVIDUAL_STEPS,
  company: VERIFICATION_COMPANY_STEPS,
};

export const stepsFor = (type: AccountType): KycStep[] =>
  SLUGS[type].map((slug) => ({ slug, ...(STEP_DEFS[slug] as Omit<KycStep, 'slug'>) }));

export const stepPath = (type: AccountType, slug: string) => `/verification/${type}/${slug}`;

/** A check still needs something from the host: documents to upload, or new ones after a failure. */
export const checkOpen = (check: KycCheck) =>
  check.status === 'new' ||
  check.status === 'failed' ||
  (check.status === 'awaiting_data' && !check.satisfied);

const stepChecks = (step: KycStep, checks: readonly KycCheck[]) =>
  checks.filter((c) => step.checks.includes(c.type));

/**
 * Whether a step is behind the host: an upload step when none of its checks is open; an
 * explanation once its checks are done, have documents or were asked again (the host has read it).
 */
export function stepDone(step: KycStep, status: KycStatus): boolean {
  if (status.tier === 'VERIFICATION_NEVER_STARTED' || status.tier === 'REQUIRED') return false;
  const checks = stepChecks(step, status.checks);
  const closed = checks.every((c) => !checkOpen(c));
  if (step.kind === 'upload') return closed;
  // a reason means staff asked again or the host retries: the explanation was read before
  return closed || checks.some((c) => c.documents.length > 0 || c.reason !== null);
}

/** Where reopening the verification leads: the first step not done, or the last (to submit). */
export function resumeStep(status: KycStatus): KycStep {
  const steps = stepsFor(status.accountType);
  return steps.find((s) => !stepDone(s, status)) ?? (steps[steps.length - 1] as KycStep);
}

/** The checks an upload step shows: those the status has, or its first when nothing started yet. */
export function uploadChecks(step: KycStep, status: KycStatus): CheckType[] {
  const present = stepChecks(step, status.checks).map((c) => c.type);
  return present.length > 0 ? present : step.checks.slice(0, 1);
}

export const alternativesOf = (check: CheckType): readonly (readonly DocumentType[])[] =>
  CHECK_DOCUMENTS[check];
