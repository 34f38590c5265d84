import fs from 'node:fs/promises';
import path from 'node:path';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { KYC_RULES } from '@host-portal/contracts/kyc';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { looksLikePdf, pdfIsComplete } from '../../lib/file-content.ts';
import { IMAGE_TOO_SMALL, inspectImage } from '../../lib/images.ts';

/**
 * Identity documents are private: they live outside the public uploads (nothing serves this
 * directory), and are read back only by the kyc routes for their owner and for staff.
 */
export interface DocumentStore {
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** The built-in store: files under `root` (by default <DATA_DIR>/private), written with mode 0600. */
export function localDocumentStore(root: string): DocumentStore {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe document key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data, { mode: 0o600 });
      await fs.rename(tmp, file);
    },
    async read(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** The private directory must not be served: refuse one inside the public uploads. */
export function assertPrivate(privateDir: string, uploadDir: string) {
  const rel = path.relative(path.resolve(uploadDir), path.resolve(privateDir));
  if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) {
    throw new Error(`the private document directory ${privateDir} lies inside the public uploads`);
  }
}

export interface CheckedFile {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
  extension: 'jpg' | 'png' | 'pdf';
}

const refuse = (field: string, reason: string) =>
  new AppError(ERROR_CODES.validation, reason, { invalidParams: [{ name: field, reason }] });

/** The size limit's message (a translation key) with its value. */
export const TOO_LARGE = 'kyc.errors.tooLarge';
export const tooLargeVars = { megabytes: KYC_RULES.maxFileBytes / 1_048_576 };

const DOCUMENT_IMAGE = { formats: ['jpeg', 'png'], minWidth: 300, minHeight: 300, maxPixels: 100_000_000 };

/**
 * A document by its content (never its name or declared type): a PDF is kept as it is (it must
 * start with `%PDF-` and end with an EOF marker); a JPEG or PNG scan is re-encoded in its own
 * format with its orientation applied and all metadata (EXIF, GPS) dropped, at most
 * KYC_RULES.imageMaxSide pixels long. Anything else is a 400 that says what is accepted.
 */
export async function checkDocument(data: Buffer, field: string): Promise<CheckedFile> {
  if (data.length > KYC_RULES.maxFileBytes) {
    throw new AppError(ERROR_CODES.payloadTooLarge, TOO_LARGE, {
      invalidParams: [{ name: field, reason: TOO_LARGE }],
      vars: tooLargeVars,
    });
  }
  if (looksLikePdf(data)) {
    if (!pdfIsComplete(data)) {
      throw refuse(field, 'kyc.errors.pdfIncomplete');
    }
    return { data, contentType: 'application/pdf', extension: 'pdf' };
  }
  let format: string;
  try {
    ({ format } = await inspectImage(data, DOCUMENT_IMAGE, field));
  } catch (err) {
    if (err instanceof AppError && err.message === IMAGE_TOO_SMALL)
      throw refuse(field, 'kyc.errors.tooSmall');
    throw refuse(field, ACCEPTED);
  }
  const side = KYC_RULES.imageMaxSide;
  try {
    const base = sharp(data, { limitInputPixels: DOCUMENT_IMAGE.maxPixels })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true });
    return format === 'png'
      ? {
          data: await base.png({ compressionLevel: 9 }).toBuffer(),
          contentType: 'image/png',
          extension: 'png',
        }
      : { data: await base.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg', extension: 'jpg' };
  } catch {
    throw refuse(field, 'kyc.errors.damaged');
  }
}

export const ACCEPTED = 'kyc.errors.accepted';
