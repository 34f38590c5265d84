import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { DOCUMENT_CHECK, type DocumentType, KYC_RULES } from '@host-portal/contracts/kyc';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cleanName } from '../../lib/file-content.ts';
import type { KycRepository, KycStatements, VerificationRow } from './kyc.repository.ts';
import { checkDocument, type DocumentStore } from './kyc-files.ts';
import { toDocument } from './kyc-view.ts';

/** One file of a documentUpload call, as read from the indexed form data. */
export interface UploadedFile {
  index: number;
  type: DocumentType;
  data: Buffer;
  filename: string | undefined;
}

export type WhileCollecting = <T>(
  hostId: string,
  fn: (tx: KycStatements, row: VerificationRow) => Promise<T>,
) => Promise<T>;

const conflict = (message: string) => new AppError(ERROR_CODES.conflict, message);

/**
 * The host's verification documents: upload (checked by content, stored in the private store),
 * download and removal. Part of the kyc service; `whileCollecting` runs a change on the host's
 * locked row and refuses it unless the verification collects documents.
 */
export function documentCalls(
  repo: KycRepository,
  deps: { store: DocumentStore; now: () => Date },
  whileCollecting: WhileCollecting,
) {
  const { now } = deps;
  return {
    /** documentUpload: each file checked by content and stored privately, all or none recorded. */
    async upload(hostId: string, files: UploadedFile[]) {
      const checked = await Promise.all(
        files.map((f) => checkDocument(f.data, `documents[${f.index}][file]`)),
      );
      const keys: string[] = [];
      try {
        return await whileCollecting(hostId, async (tx, row) => {
          const checks = new Map((await tx.checks(row.id)).map((c) => [c.type, c.status]));
          const count = (await tx.documents(row.id)).length;
          if (count + files.length > KYC_RULES.maxDocuments) {
            throw conflict(
              `A verification holds at most ${KYC_RULES.maxDocuments} documents; remove some first.`,
            );
          }
          const out = [];
          for (const [i, f] of files.entries()) {
            const check = DOCUMENT_CHECK[f.type];
            if (checks.get(check) !== 'awaiting_data') {
              const reason = 'This document is not needed for your verification now.';
              throw new AppError(ERROR_CODES.conflict, reason, {
                invalidParams: [{ name: `documents[${f.index}][type]`, reason }],
              });
            }
            const file = checked[i]!;
            const key = `kyc/${hostId}/${randomUUID()}.${file.extension}`;
            await deps.store.put(key, file.data);
            keys.push(key);
            const doc = await tx.addDocument({
              verificationId: row.id,
              hostId,
              type: f.type,
              fileKey: key,
              contentType: file.contentType,
              size: file.data.length,
              fileName: cleanName(f.filename, `${f.type}.${file.extension}`),
              createdAt: now(),
            });
            out.push(toDocument(doc));
          }
          return { documents: out };
        });
      } catch (err) {
        await Promise.all(keys.map((k) => deps.store.remove(k)));
        throw err;
      }
    },

    /** The host's own document file; another host's id is a 404. */
    async document(hostId: string, documentId: string) {
      const doc = await repo.hostDocument(hostId, documentId);
      const data = doc && (await deps.store.read(doc.fileKey));
      if (!doc || !data) throw notFound('Document');
      return { data, contentType: doc.contentType, fileName: doc.fileName };
    },

    /**
     * The host's documents for the privacy export (issue 11): a name inside the archive and the
     * bytes, read one at a time. The files are kept on erasure with the verification (DAC7).
     */
    async exportDocuments(hostId: string) {
      const row = await repo.byHost(hostId);
      const docs = row ? await repo.documents(row.id) : [];
      return docs.map((d) => ({
        name: `kyc/${d.type}-${d.id}.${d.fileKey.split('.').pop()}`,
        contentType: d.contentType,
        read: () => deps.store.read(d.fileKey),
      }));
    },

    /** Removes a document while its check still awaits documents (a wrong or unreadable file). */
    async removeDocument(hostId: string, documentId: string) {
      const doc = await repo.hostDocument(hostId, documentId);
      if (!doc) throw notFound('Document');
      await whileCollecting(hostId, async (tx, row) => {
        const check = (await tx.checks(row.id)).find(
          (c) => c.type === DOCUMENT_CHECK[doc.type as DocumentType],
        );
        if (check?.status !== 'awaiting_data') throw conflict('This document is already being reviewed.');
        await tx.removeDocument(doc.id);
      });
      await deps.store.remove(doc.fileKey);
    },
  };
}
