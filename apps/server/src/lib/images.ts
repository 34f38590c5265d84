import { ERROR_CODES } from '@host-portal/contracts/errors';
import sharp, { type Metadata } from 'sharp';
import { AppError } from './app-error.ts';

export interface ImageRules {
  formats: readonly string[];
  minWidth: number;
  minHeight: number;
  maxPixels: number;
}

/** Avatar rules: a real JPEG, PNG or WebP of at least 64×64 and at most 50 megapixels. */
export const AVATAR_RULES: ImageRules = {
  formats: ['jpeg', 'png', 'webp'],
  minWidth: 64,
  minHeight: 64,
  maxPixels: 50_000_000,
};

/**
 * Checks an upload by its content (sharp reads the magic bytes and the header, never the file
 * name or the declared type) and answers a clear 400 for anything that is not an allowed image.
 */
export async function inspectImage(data: Buffer, rules: ImageRules, field = 'image') {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: rules.maxPixels }).metadata();
  } catch {
    throw invalid(field, 'upload.errors.notAnImage');
  }
  if (!meta.format || !rules.formats.includes(meta.format)) {
    throw invalid(field, 'upload.errors.imageType', { format: meta.format ?? '?' });
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width < rules.minWidth || height < rules.minHeight) {
    throw invalid(field, IMAGE_TOO_SMALL, {
      width,
      height,
      minWidth: rules.minWidth,
      minHeight: rules.minHeight,
    });
  }
  return { format: meta.format, width, height };
}

/** Re-encodes to a square WebP of `size` pixels: orientation applied, all metadata (EXIF, GPS) dropped. */
export async function squareWebp(data: Buffer, size: number, field = 'image'): Promise<Buffer> {
  try {
    return await sharp(data).rotate().resize(size, size, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    // the header was readable but the pixels are not (a cut-off or damaged file)
    throw invalid(field, 'upload.errors.damaged');
  }
}

/** The messages are translation keys, written in the caller's language by the error handler (ADR 10). */
function invalid(field: string, reason: string, vars?: Record<string, string | number>) {
  return new AppError(ERROR_CODES.invalidImage, reason, {
    invalidParams: [{ name: field, reason }],
    ...(vars ? { vars } : {}),
  });
}

export const IMAGE_TOO_SMALL = 'upload.errors.imageTooSmall';
