import {
  CHECK_DOCUMENTS,
  CHECK_STATUSES,
  type CheckStatus,
  type CheckType,
  type DocumentType,
  KYC_RULES,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from '@host-portal/contracts/kyc';
import { defineStateMachine } from '../../lib/state-machine.ts';

type Actor = 'host' | 'staff' | 'system';

/**
 * 001 sections 3 and 4 (issue 11): VERIFICATION_NEVER_STARTED → REQUIRED → COLLECTING_DATA →
 * IN_PROGRESS → COMPLETED | FAILED; EXPIRED after KYC_RULES.collectingExpiresAfterDays of
 * collecting without a submission. Staff decide (the built-in provider); a rejected host retries,
 * an expired verification is reopened by staff (the banner's call to action writes to support).
 */
export const VERIFICATION_MACHINE = defineStateMachine<
  VerificationStatus,
  'require' | 'start' | 'submit' | 'approve' | 'reject' | 'requestDocument' | 'retry' | 'expire' | 'reopen',
  { state: VerificationStatus },
  Actor
>(VERIFICATION_STATUSES, {
  // the host's first unit went to review while KYC applies: payouts will need it
  require: { by: 'system', from: ['VERIFICATION_NEVER_STARTED'], to: 'REQUIRED' },
  start: { by: 'host', from: ['VERIFICATION_NEVER_STARTED', 'REQUIRED'], to: 'COLLECTING_DATA' },
  submit: { by: 'host', from: ['COLLECTING_DATA'], to: 'IN_PROGRESS' },
  approve: { by: 'staff', from: ['IN_PROGRESS'], to: 'COMPLETED' },
  reject: { by: 'staff', from: ['IN_PROGRESS'], to: 'FAILED' },
  requestDocument: { by: 'staff', from: ['IN_PROGRESS'], to: 'COLLECTING_DATA' },
  retry: { by: 'host', from: ['FAILED'], to: 'COLLECTING_DATA' },
  expire: { by: 'system', from: ['COLLECTING_DATA'], to: 'EXPIRED' },
  reopen: { by: 'staff', from: ['EXPIRED'], to: 'COLLECTING_DATA' },
});

/**
 * A check (001 section 3): new → awaiting_data (documents are being collected) → pending (the
 * host submitted) → passed | failed; staff may send a check back to awaiting_data for another
 * document, and a failed check awaits data again when the host retries.
 */
export const CHECK_MACHINE = defineStateMachine<
  CheckStatus,
  'collect' | 'submit' | 'pass' | 'fail' | 'requestData' | 'retry',
  { state: CheckStatus },
  Actor
>(CHECK_STATUSES, {
  collect: { by: 'system', from: ['new'], to: 'awaiting_data' },
  submit: { by: 'host', from: ['awaiting_data'], to: 'pending' },
  pass: { by: 'staff', from: ['pending'], to: 'passed' },
  fail: { by: 'staff', from: ['pending'], to: 'failed' },
  requestData: { by: 'staff', from: ['new', 'pending', 'passed'], to: 'awaiting_data' },
  retry: { by: 'host', from: ['failed'], to: 'awaiting_data' },
});

export const COLLECTING_MS = KYC_RULES.collectingExpiresAfterDays * 86_400_000;

/** When a verification collecting since `since` expires. */
export const expiresAt = (since: Date) => new Date(since.getTime() + COLLECTING_MS);

/**
 * Whether the documents satisfy a check: one alternative complete; for a check staff asked again
 * (or one that failed), at least one of them uploaded after the request.
 */
export function checkSatisfied(
  type: CheckType,
  docs: readonly { type: DocumentType; uploadedAt: Date }[],
  requestedAgainAt: Date | null,
) {
  const fresh = requestedAgainAt ? docs.filter((d) => d.uploadedAt > requestedAgainAt) : docs;
  if (requestedAgainAt && fresh.length === 0) return false;
  const have = new Set(docs.map((d) => d.type));
  return CHECK_DOCUMENTS[type].some((set) => set.every((t) => have.has(t)));
}
