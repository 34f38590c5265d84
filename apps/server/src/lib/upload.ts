import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { isUnsafeText, UNSAFE_TEXT_REASON } from './unsafe-text.ts';

export interface UploadRules {
  /** the multipart field that carries the file */
  field: string;
  /** the largest file accepted, in bytes (the request's multipart limits.fileSize must be the same) */
  maxBytes: number;
  /** what to say when no file (or the wrong field) came */
  missing: string;
  /** what to say when the file is over maxBytes; `size` is the request length when known */
  tooLarge: (size: number | undefined) => string;
  /** what to say when more than one file came */
  oneFile: string;
}

const refuse = (code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], field: string, reason: string) =>
  new AppError(code, reason, { invalidParams: [{ name: field, reason }] });

/**
 * Reads the one file of a multipart upload, field by field: the other fields are checked like
 * every other input (no NUL, no unpaired surrogate), a second file or the wrong field is a 400,
 * a file over the limit a 413 (by the stream limit and by `truncated`, so never one byte more).
 * The caller's error leaves the rest of the body unread: the error handler closes the connection.
 */
export async function readSingleUpload(req: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  return (await readUpload(req, rules)).data;
}

/** readSingleUpload, with the file's name as the client gave it and the text fields that came along. */
export async function readUpload(
  req: FastifyRequest,
  rules: UploadRules,
): Promise<{ data: Buffer; filename: string | undefined; fields: Record<string, string> }> {
  let filename: string | undefined;
  const fields: Record<string, string> = {};
  if (!req.isMultipart()) {
    throw new AppError(ERROR_CODES.unsupportedMediaType, 'Send the file as multipart/form-data');
  }
  const length = Number(req.headers['content-length']);
  const tooLarge = () =>
    refuse(
      ERROR_CODES.payloadTooLarge,
      rules.field,
      rules.tooLarge(Number.isFinite(length) ? length : undefined),
    );
  let data: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && isUnsafeText(part.value)) {
          throw refuse(ERROR_CODES.validation, part.fieldname, UNSAFE_TEXT_REASON);
        }
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field) throw refuse(ERROR_CODES.validation, rules.field, rules.missing);
      if (data) throw refuse(ERROR_CODES.validation, rules.field, rules.oneFile);
      data = await part.toBuffer();
      filename = part.filename;
      if (part.file.truncated || data.length > rules.maxBytes) throw tooLarge();
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw refuse(ERROR_CODES.validation, rules.field, rules.oneFile);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw refuse(ERROR_CODES.validation, rules.field, 'Too many form fields; send only the file');
    }
    // busboy's own parse errors (a cut-off or malformed body)
    throw refuse(ERROR_CODES.validation, rules.field, 'The upload was malformed or incomplete; try again');
  }
  if (!data) throw refuse(ERROR_CODES.validation, rules.field, rules.missing);
  return { data, filename, fields };
}
