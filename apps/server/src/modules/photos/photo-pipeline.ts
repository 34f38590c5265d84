import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { PhotosConstraints } from '@host-portal/contracts/listing';
import { PHOTO_SIZES, PHOTO_UPLOAD_FIELD, type PhotoSize } from '@host-portal/contracts/photos';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** sharp's format names for the accepted MIME types. */
const FORMAT_BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const TYPE_LABEL: Record<string, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

export const megabytes = (bytes: number) => {
  const mb = bytes / 1_048_576;
  return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
};

export const DAMAGED_PHOTO = 'photos.errors.damaged';

/** A refusal; `reason` may be a translation key with `vars`, written in the caller's language (ADR 10). */
export function photoRefused(reason: string, vars?: Record<string, string | number>) {
  return new AppError(ERROR_CODES.invalidImage, reason, {
    invalidParams: [{ name: PHOTO_UPLOAD_FIELD, reason }],
    ...(vars ? { vars } : {}),
  });
}

/** The accepted types as a list that reads in any language ("JPEG, PNG, WebP"). */
function allowedTypes(rules: PhotosConstraints) {
  return rules.mimeTypes.map((m) => TYPE_LABEL[FORMAT_BY_MIME[m] ?? ''] ?? m).join(', ');
}

export interface InspectedPhoto {
  format: string;
  width: number;
  height: number;
}

/**
 * Checks an upload by its content: sharp reads the magic bytes and header (never the file name or
 * the declared type); then the type, the size and the dimensions (as displayed, i.e. after the
 * EXIF orientation) against the constraints. Each refusal names the rule and the actual value.
 */
export async function inspectPhoto(data: Buffer, rules: PhotosConstraints): Promise<InspectedPhoto> {
  if (data.length > rules.maxFileSize) {
    throw photoRefused('photos.errors.tooLarge', {
      size: megabytes(data.length),
      max: megabytes(rules.maxFileSize),
    });
  }
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw photoRefused('photos.errors.notAnImage', { types: allowedTypes(rules) });
  }
  const allowed = rules.mimeTypes.map((m) => FORMAT_BY_MIME[m]);
  if (!meta.format || !allowed.includes(meta.format)) {
    const actual = meta.format ? (TYPE_LABEL[meta.format] ?? meta.format.toUpperCase()) : '?';
    throw photoRefused('photos.errors.type', { actual, types: allowedTypes(rules) });
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width < rules.minWidth || height < rules.minHeight) {
    throw photoRefused('photos.errors.tooSmall', {
      width,
      height,
      minWidth: rules.minWidth,
      minHeight: rules.minHeight,
    });
  }
  if (width > rules.maxWidth || height > rules.maxHeight) {
    throw photoRefused('photos.errors.tooBig', {
      width,
      height,
      maxWidth: rules.maxWidth,
      maxHeight: rules.maxHeight,
    });
  }
  return { format: meta.format, width, height };
}

export type EncodedSizes = Record<PhotoSize, Buffer>;

/** Width of a stored size: the target width, never more than the original (no upscaling). */
export const sizeWidth = (size: PhotoSize, originalWidth: number) =>
  Math.min(PHOTO_SIZES[size], originalWidth);

/**
 * Re-encodes to the WebP sizes: orientation applied, every piece of metadata (EXIF, GPS, XMP,
 * ICC comments) dropped (sharp keeps none unless asked), colours converted to sRGB. The image is
 * decoded once and each size is resized from that.
 */
export async function encodePhoto(data: Buffer): Promise<EncodedSizes> {
  const base = sharp(data, { limitInputPixels: false, sequentialRead: true }).rotate().toColourspace('srgb');
  const sizes = Object.keys(PHOTO_SIZES) as PhotoSize[];
  const out = await Promise.all(
    sizes.map((size) =>
      base
        .clone()
        .resize({ width: PHOTO_SIZES[size], withoutEnlargement: true })
        .webp({ quality: size === 'small' ? 72 : 80, effort: 2 })
        .toBuffer(),
    ),
  ).catch(() => {
    // the header was readable but the pixels are not (a cut-off or damaged file)
    throw photoRefused(DAMAGED_PHOTO);
  });
  return Object.fromEntries(sizes.map((s, i) => [s, out[i]!])) as EncodedSizes;
}
