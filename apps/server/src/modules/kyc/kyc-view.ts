import {
  CHECK_TYPES,
  type CheckType,
  DOCUMENT_CHECK,
  type DocumentType,
  type KycCheck,
  type KycDocument,
} from '@host-portal/contracts/kyc';
import type { CheckRow, DocumentRow } from './kyc.repository.ts';
import { checkSatisfied } from './kyc-rules.ts';

export const iso = (v: Date | null) => (v ? v.toISOString() : null);

export const toDocument = (d: DocumentRow): KycDocument => ({
  id: d.id,
  type: d.type as DocumentType,
  fileName: d.fileName,
  contentType: d.contentType as KycDocument['contentType'],
  size: d.size,
  uploadedAt: d.createdAt.toISOString(),
});

/** The checks with their documents and whether those satisfy them, in the contracts' order. */
export function toChecks(checks: CheckRow[], documents: DocumentRow[]): KycCheck[] {
  return checks
    .slice()
    .sort((a, b) => CHECK_TYPES.indexOf(a.type as CheckType) - CHECK_TYPES.indexOf(b.type as CheckType))
    .map((c) => {
      const docs = documents.filter((d) => DOCUMENT_CHECK[d.type as DocumentType] === c.type);
      const again = c.reason ? c.requestedAt : null;
      return {
        type: c.type as CheckType,
        status: c.status as KycCheck['status'],
        reason: c.reason,
        satisfied: checkSatisfied(
          c.type as CheckType,
          docs.map((d) => ({ type: d.type as DocumentType, uploadedAt: d.createdAt })),
          again,
        ),
        documents: docs.map(toDocument),
      };
    });
}
