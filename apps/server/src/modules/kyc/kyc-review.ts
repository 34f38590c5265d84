import { ERROR_CODES } from '@host-portal/contracts/errors';
import {
  type CheckType,
  KYC_RULES,
  type KycVerificationDetail,
  type VerificationStatus,
} from '@host-portal/contracts/kyc';
import type { Mailer } from '../../identity/mailer.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { HostFacts, KycRepository, VerificationRow } from './kyc.repository.ts';
import type { DocumentStore } from './kyc-files.ts';
import { decisionMail, type KycDecision } from './kyc-mail.ts';
import type { VerificationProvider } from './kyc-provider.ts';
import { CHECK_MACHINE, COLLECTING_MS, VERIFICATION_MACHINE } from './kyc-rules.ts';
import { iso, toChecks } from './kyc-view.ts';

/** A decision on a submitted verification, from staff (built-in provider) or a hosted provider. */
export type Decision =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string; checks?: CheckType[] | undefined }
  | { kind: 'requestDocument'; check: CheckType; reason: string }
  | { kind: 'reopen' };

const MAIL: Record<Decision['kind'], KycDecision | null> = {
  approve: 'approved',
  reject: 'rejected',
  requestDocument: 'documentRequested',
  reopen: null,
};

const hostName = (h: HostFacts) => `${h.firstName} ${h.lastName}`.trim() || h.email;

/**
 * The staff's side of identity verification (the built-in provider): the queue across hosts, a
 * case with its documents, and the decisions. A decision and its e-mail to the host succeed or
 * fail together (as support answers do, ADR 0024): a mailer failure is a 503 and changes nothing.
 */
export function kycReviewService(
  repo: KycRepository,
  deps: {
    store: DocumentStore;
    provider: VerificationProvider;
    mailer?: Mailer | undefined;
    publicUrl: string;
    productTitle: string;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const summary = (v: VerificationRow, h: HostFacts, documentCount: number) => ({
    id: v.id,
    status: v.status as VerificationStatus,
    hostId: v.hostId,
    hostName: hostName(h),
    hostEmail: h.email,
    accountType: v.accountType,
    startedAt: iso(v.startedAt),
    submittedAt: iso(v.submittedAt),
    decidedAt: iso(v.decidedAt),
    documentCount,
  });

  async function detail(id: string): Promise<KycVerificationDetail> {
    await repo.expireDue(new Date(now().getTime() - COLLECTING_MS));
    const v = await repo.byId(id);
    const h = v && (await repo.host(v.hostId));
    if (!v || !h) throw notFound('Verification');
    const documents = await repo.documents(v.id);
    return {
      ...summary(v, h, documents.length),
      companyName: h.companyName,
      reason: v.reason,
      provider: v.provider,
      checks: toChecks(await repo.checks(v.id), documents),
    };
  }

  /** Applies a decision under the row's lock, then mails the host before the commit. */
  async function decide(id: string, decision: Decision, by: string | null) {
    await repo.expireDue(new Date(now().getTime() - COLLECTING_MS));
    // read before the transaction: PGlite has one connection, a read beside it would wait for it
    const before = await repo.byId(id);
    const host = before && (await repo.host(before.hostId));
    const found = await repo.transaction(async (tx) => {
      const v = await tx.byId(id, true);
      if (!v) return false;
      const at = now();
      const to = VERIFICATION_MACHINE.require(
        decision.kind,
        { state: v.status as VerificationStatus },
        'verification',
      );
      const checks = await tx.checks(v.id);
      const pending = checks.filter((c) => c.status === 'pending').map((c) => c.type);
      const setCheck = (
        type: string,
        state: string,
        action: Parameters<typeof CHECK_MACHINE.require>[0],
        reason: string | null,
      ) =>
        tx.setCheck(v.id, type, {
          status: CHECK_MACHINE.require(action, { state: state as never }, 'check'),
          reason,
          requestedAt: action === 'requestData' ? at : null,
        });
      let reason: string | null = null;
      if (decision.kind === 'approve') {
        for (const type of pending) await setCheck(type, 'pending', 'pass', null);
      } else if (decision.kind === 'reject') {
        reason = decision.reason;
        const failing = decision.checks ?? pending;
        for (const type of failing) {
          const c = checks.find((x) => x.type === type);
          if (c?.status !== 'pending') {
            throw new AppError(ERROR_CODES.validation, `The ${type} check is not waiting for a decision.`, {
              invalidParams: [{ name: 'checks', reason: `${type} is not pending` }],
            });
          }
          await setCheck(type, 'pending', 'fail', reason);
        }
      } else if (decision.kind === 'requestDocument') {
        reason = decision.reason;
        const c = checks.find((x) => x.type === decision.check);
        if (!c) await tx.setCheck(v.id, decision.check, { status: 'new', reason: null });
        await setCheck(decision.check, c?.status ?? 'new', 'requestData', reason);
      }
      const collecting = to === 'COLLECTING_DATA';
      await tx.update(v.id, {
        status: to,
        reason,
        decidedBy: by,
        ...(to === 'COMPLETED' || to === 'FAILED' ? { decidedAt: at } : {}),
        ...(collecting ? { collectingSince: at } : {}),
      });
      const mail = MAIL[decision.kind];
      if (mail && host) {
        try {
          await deps.mailer?.send(
            decisionMail(host, mail, {
              reason,
              link: `${deps.publicUrl}/verification`,
              productTitle: deps.productTitle,
            }),
          );
        } catch {
          throw new AppError(
            ERROR_CODES.unavailable,
            'The e-mail to the host could not be sent; nothing was changed. Try again.',
          );
        }
      }
      return true;
    });
    if (!found) throw notFound('Verification');
    return detail(id);
  }

  /** The staff decision calls exist only while staff are the provider. */
  const staffDecides = (id: string, decision: Decision, staffId: string) => {
    if (!deps.provider.staffReview) {
      throw new AppError(ERROR_CODES.conflict, `Verifications are decided by ${deps.provider.name}.`);
    }
    return decide(id, decision, staffId);
  };

  return {
    async list(status: VerificationStatus, page: number) {
      await repo.expireDue(new Date(now().getTime() - COLLECTING_MS));
      const limit = KYC_RULES.pageSize;
      const { items, total } = await repo.page(status, page, limit);
      return {
        items: items.map((r) => summary(r.verification, r.host, Number(r.documentCount))),
        pagination: { current: page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
      };
    },
    detail,
    async document(id: string, documentId: string) {
      const doc = await repo.verificationDocument(id, documentId);
      const data = doc && (await deps.store.read(doc.fileKey));
      if (!doc || !data) throw notFound('Document');
      return { data, contentType: doc.contentType, fileName: doc.fileName };
    },
    approve: (id: string, staffId: string) => staffDecides(id, { kind: 'approve' }, staffId),
    reject: (id: string, staffId: string, reason: string, checks?: CheckType[]) =>
      staffDecides(id, { kind: 'reject', reason, checks }, staffId),
    requestDocument: (id: string, staffId: string, check: CheckType, reason: string) =>
      staffDecides(id, { kind: 'requestDocument', check, reason }, staffId),
    /** An expired verification collects documents again (the host wrote to support). */
    reopen: (id: string, staffId: string) => decide(id, { kind: 'reopen' }, staffId),
    /** A hosted provider's decision (from its webhook route), by the verification's id. */
    decide: (id: string, decision: Decision) => decide(id, decision, null),
  };
}
export type KycReviewService = ReturnType<typeof kycReviewService>;
