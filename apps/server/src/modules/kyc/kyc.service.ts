import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  type DocumentType,
  type KycStatus,
  REQUIRED_CHECKS,
  type VerificationStatus,
} from '@host-portal/contracts/kyc';
import { AppError, notFound } from '../../lib/app-error.ts';
import { deriveAppFeatures, effectiveModel } from '../user/user-features.ts';
import type { KycRepository, KycStatements, VerificationRow } from './kyc.repository.ts';
import { documentCalls } from './kyc-documents.ts';
import type { DocumentStore } from './kyc-files.ts';
import type { VerificationProvider } from './kyc-provider.ts';
import { CHECK_MACHINE, COLLECTING_MS, expiresAt, VERIFICATION_MACHINE } from './kyc-rules.ts';
import { iso, toChecks } from './kyc-view.ts';

export interface KycDeps {
  store: DocumentStore;
  provider: VerificationProvider;
  now?: () => Date;
  /** marks the host's `kycInitiated` (the user module owns the row) */
  markInitiated?: (hostId: string) => Promise<void>;
}

const conflict = (message: string) => new AppError(ERROR_CODES.conflict, message);
const NEVER: VerificationStatus = 'VERIFICATION_NEVER_STARTED';

/**
 * Identity verification (issue 11), the host's side: status, start, documents, submission. The
 * status and check transitions are the tables of kyc-rules.ts; staff decisions are in
 * kyc-review.ts. A verification left collecting for KYC_RULES.collectingExpiresAfterDays expires
 * when next read.
 */
export function kycService(repo: KycRepository, deps: KycDeps) {
  const now = deps.now ?? (() => new Date());

  const host = async (hostId: string) => {
    const facts = await repo.host(hostId);
    if (!facts) throw notFound('User');
    const model = effectiveModel(facts.commercialModel, facts.biddingTag);
    const applicable = deriveAppFeatures(model, facts.companyName !== null).isKYCApplicable;
    return {
      ...facts,
      applicable,
      accountType: facts.companyName !== null ? 'company' : 'individual',
    } as const;
  };

  /** The host's row after the expiry rule; undefined: never started. */
  const current = async (hostId: string) => {
    await repo.expireDue(new Date(now().getTime() - COLLECTING_MS), hostId);
    return repo.byHost(hostId);
  };

  async function statusOf(hostId: string): Promise<KycStatus> {
    const facts = await host(hostId);
    const row = await current(hostId);
    const checks = row ? toChecks(await repo.checks(row.id), await repo.documents(row.id)) : [];
    const collecting = row?.status === 'COLLECTING_DATA';
    return {
      tier: (row?.status as VerificationStatus | undefined) ?? NEVER,
      applicable: facts.applicable,
      accountType: (row?.accountType as 'individual' | 'company' | undefined) ?? facts.accountType,
      startedAt: iso(row?.startedAt ?? null),
      expiresAt: collecting && row.collectingSince ? expiresAt(row.collectingSince).toISOString() : null,
      submittedAt: iso(row?.submittedAt ?? null),
      decidedAt: iso(row?.decidedAt ?? null),
      reason: row?.reason ?? null,
      canSubmit:
        collecting &&
        checks.some((c) => c.status === 'awaiting_data') &&
        checks.filter((c) => c.status === 'awaiting_data').every((c) => c.satisfied),
      checks,
    };
  }

  /** Moves the row (locked in `tx`) by `action`, or answers 409 naming the state. */
  const move = (
    row: { state: VerificationStatus },
    action: Parameters<typeof VERIFICATION_MACHINE.require>[0],
  ) => VERIFICATION_MACHINE.require(action, row, 'verification');

  /** Runs `fn` on the host's row, locked, in a transaction; refused unless collecting documents. */
  async function whileCollecting<T>(
    hostId: string,
    fn: (tx: KycStatements, row: VerificationRow) => Promise<T>,
  ) {
    await current(hostId);
    return repo.transaction(async (tx) => {
      const row = await tx.byHost(hostId, true);
      if (row?.status !== 'COLLECTING_DATA') {
        throw conflict(
          row?.status === 'EXPIRED'
            ? 'Your verification has expired; write to support to reopen it.'
            : 'Documents can be added only while your verification collects them; start it first.',
        );
      }
      return fn(tx, row);
    });
  }

  return {
    status: statusOf,

    async startedAt(hostId: string) {
      const row = await current(hostId);
      return { startedAt: iso(row?.startedAt ?? null) };
    },

    /**
     * POST kyc/set-start-at: starts the verification (its checks await documents), or restarts it
     * after a rejection (the failed checks await new documents). Already collecting: unchanged.
     */
    async setStartAt(hostId: string) {
      const facts = await host(hostId);
      await current(hostId);
      const row = await repo.transaction(async (tx) => {
        const at = now();
        const existing = await tx.byHost(hostId, true);
        const state = (existing?.status as VerificationStatus | undefined) ?? NEVER;
        if (state === 'COLLECTING_DATA') return existing!;
        if (state === 'FAILED') {
          move({ state }, 'retry');
          for (const c of await tx.checks(existing!.id)) {
            const to = CHECK_MACHINE.next('retry', { state: c.status as never });
            if (to)
              await tx.setCheck(existing!.id, c.type, { status: to, reason: c.reason, requestedAt: at });
          }
          return tx.update(existing!.id, { status: 'COLLECTING_DATA', collectingSince: at });
        }
        move({ state }, 'start');
        if (!facts.applicable) {
          throw conflict('Identity verification does not apply to your billing model.');
        }
        const values = {
          status: 'COLLECTING_DATA',
          accountType: facts.accountType,
          startedAt: at,
          collectingSince: at,
        };
        const started = existing ? await tx.update(existing.id, values) : await tx.ensure(hostId, values);
        for (const type of REQUIRED_CHECKS[facts.accountType]) {
          await tx.setCheck(started.id, type, {
            status: CHECK_MACHINE.require('collect', { state: 'new' }),
            reason: null,
            requestedAt: null,
          });
        }
        return started;
      });
      await deps.markInitiated?.(hostId);
      return { startedAt: iso(row.startedAt) };
    },

    /** System: the host's first unit went to review while KYC applies; a later call changes nothing. */
    async require(hostId: string) {
      const facts = await host(hostId);
      if (!facts.applicable || (await repo.byHost(hostId))) return;
      move({ state: NEVER }, 'require');
      await repo.transaction((tx) =>
        tx.ensure(hostId, { status: 'REQUIRED', accountType: facts.accountType }),
      );
    },

    ...documentCalls(repo, { ...deps, now }, whileCollecting),

    /** COLLECTING_DATA → IN_PROGRESS once every awaited check has its documents; the provider gets the case. */
    async submit(hostId: string) {
      const row = await whileCollecting(hostId, async (tx, row) => {
        const checks = toChecks(await tx.checks(row.id), await tx.documents(row.id));
        const awaited = checks.filter((c) => c.status === 'awaiting_data');
        const missing = awaited.filter((c) => !c.satisfied);
        if (awaited.length === 0 || missing.length > 0) {
          throw new AppError(ERROR_CODES.conflict, 'kyc.errors.missing', {
            invalidParams: missing.map((c) => ({ name: c.type, reason: 'kyc.errors.checkMissing' })),
          });
        }
        move({ state: 'COLLECTING_DATA' }, 'submit');
        for (const c of awaited) {
          await tx.setCheck(row.id, c.type, {
            status: CHECK_MACHINE.require('submit', { state: c.status }),
            reason: c.reason,
          });
        }
        return tx.update(row.id, {
          status: 'IN_PROGRESS',
          submittedAt: now(),
          reason: null,
          provider: deps.provider.name,
        });
      });
      const docs = await repo.documents(row.id);
      const { reference } = await deps.provider.submitted({
        verificationId: row.id,
        hostId,
        accountType: row.accountType,
        documents: docs.map((d) => ({
          id: d.id,
          type: d.type as DocumentType,
          contentType: d.contentType,
          read: async () => (await deps.store.read(d.fileKey)) ?? Buffer.alloc(0),
        })),
      });
      if (reference) await repo.update(row.id, { providerReference: reference });
      return statusOf(hostId);
    },
  };
}
export type KycService = ReturnType<typeof kycService>;
