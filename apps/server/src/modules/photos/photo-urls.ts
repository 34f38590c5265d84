import { PHOTO_SIZES, type PhotoSize, type UnitPhoto } from '@host-portal/contracts/photos';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { sizeWidth } from './photo-pipeline.ts';

const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];

/** Storage key of one stored size of a photo. */
export const photoFileKey = (storageKey: string, size: PhotoSize) => `${storageKey}-${size}.webp`;

export function photoUrls(storage: FileStorage, storageKey: string): UnitPhoto['urls'] {
  return Object.fromEntries(
    SIZES.map((s) => [s, storage.publicUrl(photoFileKey(storageKey, s))]),
  ) as UnitPhoto['urls'];
}

/** `url 320w, url 1024w, url 2048w`; sizes the original was too small for are left out (no upscaling). */
export function photoSrcset(storage: FileStorage, storageKey: string, width: number): string {
  const seen = new Set<number>();
  const parts: string[] = [];
  for (const s of SIZES) {
    const w = sizeWidth(s, width);
    if (seen.has(w)) continue;
    seen.add(w);
    parts.push(`${storage.publicUrl(photoFileKey(storageKey, s))} ${w}w`);
  }
  return parts.join(', ');
}

/**
 * SQL expression for the cover's storage key of the unit aliased `alias` (for list queries: one
 * indexed sub-select per row, no N+1). Map the key with `coverThumbnail(storage, key)`.
 */
export const coverKeySql = (alias = 'units') =>
  `(select p.storage_key from unit_photos p where p.unit_id = ${alias}.id and p.is_cover limit 1)`;

/** The unit thumbnail (Unit.thumbnail) from a cover storage key; null without photos. */
export const coverThumbnail = (storage: FileStorage, storageKey: string | null | undefined) =>
  storageKey ? storage.publicUrl(photoFileKey(storageKey, 'small')) : null;

/** Unit.thumbnail for one unit: the cover's 320 px WebP, or null when the unit has no photos. */
export async function coverThumbnailUrl(database: Database, storage: FileStorage, unitId: string) {
  const [row] = await database.query<{ key: string }>(
    'select storage_key as key from unit_photos where unit_id = $1 and is_cover limit 1',
    [unitId],
  );
  return coverThumbnail(storage, row?.key);
}

/** Unit.thumbnail for many units at once (unit id → URL; units without photos are absent). */
export async function coverThumbnailUrls(database: Database, storage: FileStorage, unitIds: string[]) {
  const map = new Map<string, string>();
  if (unitIds.length === 0) return map;
  const rows = await database.query<{ unitId: string; key: string }>(
    'select unit_id as "unitId", storage_key as key from unit_photos where unit_id = any($1::uuid[]) and is_cover',
    [unitIds],
  );
  for (const r of rows) map.set(r.unitId, coverThumbnail(storage, r.key)!);
  return map;
}
