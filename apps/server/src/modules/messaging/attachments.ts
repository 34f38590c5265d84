import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { MESSAGING_RULES } from '@host-portal/contracts/messaging';
import sharp, { type OutputInfo } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { cleanName, looksLikePdf, pdfIsComplete } from '../../lib/file-content.ts';
import type { FileStorage } from '../../lib/storage.ts';

export interface StoredAttachment {
  kind: 'image' | 'pdf';
  name: string;
  key: string;
  size: number;
  width: number | null;
  height: number | null;
}

const IMAGE_FORMATS = ['jpeg', 'png', 'webp'];
const MAX_PIXELS = 50_000_000;
const refuse = (reason: string) =>
  new AppError(ERROR_CODES.validation, reason, { invalidParams: [{ name: 'file', reason }] });

/**
 * Checks a chat attachment by its content (never by its name or declared type) and stores it:
 * a PDF as it is (it starts with `%PDF-` and ends with an EOF marker), an image re-encoded to WebP
 * of at most MESSAGING_RULES.attachmentImageMaxSide pixels with its orientation applied and all
 * metadata (EXIF, GPS) dropped. Anything else is a 400 that says what may be sent.
 */
export async function storeAttachment(
  storage: FileStorage,
  channelId: string,
  data: Buffer,
  filename: string | undefined,
): Promise<StoredAttachment> {
  const id = randomBytes(16).toString('hex');
  if (looksLikePdf(data)) {
    if (!pdfIsComplete(data)) {
      throw refuse(
        'The PDF file is incomplete (it may have been cut off). Save it again and send the new file.',
      );
    }
    const key = `chat/${channelId}/${id}.pdf`;
    await storage.put(key, data, 'application/pdf');
    return {
      kind: 'pdf',
      name: cleanName(filename, 'document.pdf'),
      key,
      size: data.length,
      width: null,
      height: null,
    };
  }
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !IMAGE_FORMATS.includes(format)) {
    throw refuse('Send a picture (JPEG, PNG or WebP) or a PDF file.');
  }
  const side = MESSAGING_RULES.attachmentImageMaxSide;
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(data, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('The picture file is damaged or incomplete. Save it again and send the new file.');
  }
  const key = `chat/${channelId}/${id}.webp`;
  await storage.put(key, out.data, 'image/webp');
  const name = cleanName(filename, 'photo').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return {
    kind: 'image',
    name: `${name}.webp`,
    key,
    size: out.data.length,
    width: out.info.width,
    height: out.info.height,
  };
}
