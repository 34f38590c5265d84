import type { KycDocument } from '@host-portal/contracts/kyc';
import { downloadWithToken } from '../../../lib/download-file.ts';
import { verificationPath } from './get-verification.ts';

/** Saves one of a verification's documents (fetched with the bearer token, saved as a file). */
export const downloadKycDocument = (verificationId: string, doc: KycDocument): Promise<void> =>
  downloadWithToken(
    `${verificationPath(verificationId)}/documents/${encodeURIComponent(doc.id)}`,
    doc.fileName || doc.id,
  );
