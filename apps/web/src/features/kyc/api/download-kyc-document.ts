import type { KycDocument } from '@host-portal/contracts/kyc';
import { downloadWithToken } from '../../../lib/download-file.ts';
import { kycDocumentPath } from './kyc-keys.ts';

/** Saves one of the host's own uploaded documents (fetched with the bearer token). */
export const downloadKycDocument = (doc: KycDocument): Promise<void> =>
  downloadWithToken(kycDocumentPath(doc.id), doc.fileName || doc.id);
