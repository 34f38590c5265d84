import type { PhotosConstraints } from '@host-portal/contracts/listing';

/** A reason to refuse a file before uploading: an i18n key and its values. */
export interface PhotoRefusal {
  key: string;
  values: Record<string, string | number>;
}

const TYPE_NAMES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

export const typeNames = (constraints: PhotosConstraints) =>
  constraints.mimeTypes.map((m) => TYPE_NAMES[m] ?? m).join(', ');

export const megabytes = (bytes: number) => {
  const mb = bytes / 1_048_576;
  return mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10;
};

/** Width and height as displayed (EXIF orientation applied), or null when the browser cannot tell. */
export async function readDimensions(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * The checks the browser can make (declared type, size, dimensions); the server checks the content
 * again and has the last word.
 */
export async function checkPhotoFile(
  file: File,
  constraints: PhotosConstraints,
  dimensions: (file: File) => Promise<{ width: number; height: number } | null> = readDimensions,
): Promise<PhotoRefusal | null> {
  const types = typeNames(constraints);
  if (file.type && !constraints.mimeTypes.includes(file.type)) {
    return { key: 'photos.refused.type', values: { types } };
  }
  if (file.size > constraints.maxFileSize) {
    return {
      key: 'photos.refused.fileSize',
      values: { size: megabytes(file.size), max: megabytes(constraints.maxFileSize) },
    };
  }
  const size = await dimensions(file);
  if (!size) return null;
  const { width, height } = size;
  if (width < constraints.minWidth || height < constraints.minHeight) {
    return {
      key: 'photos.refused.tooSmall',
      values: { width, height, minWidth: constraints.minWidth, minHeight: constraints.minHeight },
    };
  }
  if (width > constraints.maxWidth || height > constraints.maxHeight) {
    return {
      key: 'photos.refused.tooLarge',
      values: { width, height, maxWidth: constraints.maxWidth, maxHeight: constraints.maxHeight },
    };
  }
  return null;
}
