import type { DocumentType, KycDocument } from '@host-portal/contracts/kyc';
import { ApiError } from '../../../lib/api-error.ts';
import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { KYC_UPLOAD_PATH } from './kyc-keys.ts';

export type { UploadOptions };

/** One document per request, with its progress. */
export async function uploadKycDocument(
  file: File,
  type: DocumentType,
  options: UploadOptions = {},
): Promise<KycDocument> {
  const body = (await uploadWithProgress(
    KYC_UPLOAD_PATH,
    () => {
      // the indexed form data of 001 section 7 (KYC_UPLOAD_FIELD): the type before its file
      const form = new FormData();
      form.append('documents[0][type]', type);
      form.append('documents[0][file]', file);
      return form;
    },
    options,
  )) as { documents: KycDocument[] };
  const [document] = body.documents;
  if (!document) throw new ApiError({ status: 500, message: '' });
  return document;
}
