import { ERROR_CODES } from '@host-portal/contracts/errors';
import { DOCUMENT_TYPES, type DocumentType, KYC_RULES, KYC_UPLOAD_FIELD } from '@host-portal/contracts/kyc';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUnsafeText, UNSAFE_TEXT_REASON } from '../../lib/unsafe-text.ts';
import type { UploadedFile } from './kyc-documents.ts';
import { TOO_LARGE, tooLargeVars } from './kyc-files.ts';

const refuse = (
  code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES],
  name: string,
  reason: string,
  vars?: Record<string, number>,
) => new AppError(code, reason, { invalidParams: [{ name, reason }], ...(vars ? { vars } : {}) });

/** The multipart limits of documentUpload (the stream stops a file at maxFileBytes). */
export const kycMultipart = {
  limits: {
    fileSize: KYC_RULES.maxFileBytes,
    files: KYC_RULES.maxFilesPerUpload,
    fields: KYC_RULES.maxFilesPerUpload * 2,
  },
};

/**
 * Reads documentUpload's indexed form data (001 section 7): `documents[i][type]` and
 * `documents[i][file]` for i = 0, 1, …, up to KYC_RULES.maxFilesPerUpload. Every index needs both;
 * a file over the limit is a 413, anything else malformed a 400 naming the field.
 */
export async function readDocumentUpload(req: FastifyRequest): Promise<UploadedFile[]> {
  if (!req.isMultipart()) {
    throw new AppError(ERROR_CODES.unsupportedMediaType, 'Send the documents as multipart/form-data');
  }
  const types = new Map<number, DocumentType>();
  const files = new Map<number, { data: Buffer; filename: string | undefined }>();
  try {
    for await (const part of req.parts(kycMultipart)) {
      const m = KYC_UPLOAD_FIELD.exec(part.fieldname);
      if (!m) {
        throw refuse(
          ERROR_CODES.validation,
          part.fieldname,
          'Unknown field; send documents[i][type] and documents[i][file]',
        );
      }
      const index = Number(m[1]);
      if (index >= KYC_RULES.maxFilesPerUpload) {
        throw refuse(
          ERROR_CODES.validation,
          part.fieldname,
          `Send at most ${KYC_RULES.maxFilesPerUpload} documents at once`,
        );
      }
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        if (isUnsafeText(value)) throw refuse(ERROR_CODES.validation, part.fieldname, UNSAFE_TEXT_REASON);
        if (m[2] !== 'type' || !(DOCUMENT_TYPES as readonly string[]).includes(value)) {
          throw refuse(
            ERROR_CODES.validation,
            part.fieldname,
            `Name the document: one of ${DOCUMENT_TYPES.join(', ')}`,
          );
        }
        types.set(index, value as DocumentType);
        continue;
      }
      if (m[2] !== 'file' || files.has(index)) {
        throw refuse(ERROR_CODES.validation, part.fieldname, 'One file per document, in documents[i][file]');
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > KYC_RULES.maxFileBytes) {
        throw refuse(ERROR_CODES.payloadTooLarge, part.fieldname, TOO_LARGE, tooLargeVars);
      }
      files.set(index, { data, filename: part.filename });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(ERROR_CODES.payloadTooLarge, 'documents', TOO_LARGE, tooLargeVars);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw refuse(
        ERROR_CODES.validation,
        'documents',
        `Send at most ${KYC_RULES.maxFilesPerUpload} documents at once`,
      );
    }
    throw refuse(ERROR_CODES.validation, 'documents', 'The upload was malformed or incomplete; try again');
  }
  const indexes = [...new Set([...types.keys(), ...files.keys()])].sort((a, b) => a - b);
  if (indexes.length === 0) throw refuse(ERROR_CODES.validation, 'documents', 'Choose a document to upload');
  return indexes.map((index) => {
    const type = types.get(index);
    const file = files.get(index);
    if (!type) throw refuse(ERROR_CODES.validation, `documents[${index}][type]`, 'Name the document');
    if (!file) throw refuse(ERROR_CODES.validation, `documents[${index}][file]`, 'Choose the file');
    return { index, type, ...file };
  });
}
