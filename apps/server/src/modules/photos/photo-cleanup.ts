import { PHOTO_SIZES, type PhotoSize } from '@host-portal/contracts/photos';
import type { Database } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { photoFileKey } from './photo-urls.ts';

const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];

/**
 * Photos leave with their unit or property: rows and files. The files are served under /uploads
 * with a year of immutable caching, so a deleted listing's photos must not stay reachable there.
 */
export interface PhotoCleanup {
  /** the photos of these units of the host */
  removeForUnits(hostId: string, unitIds: string[]): Promise<void>;
  /** the photos of every unit of the host's property (call before deleting the property) */
  removeForProperty(hostId: string, propertyId: string): Promise<void>;
}

export function photoCleanup(database: Database, storage: FileStorage): PhotoCleanup {
  const removeFiles = async (rows: { storage_key: string }[]) => {
    await Promise.all(rows.flatMap((r) => SIZES.map((s) => storage.remove(photoFileKey(r.storage_key, s)))));
  };
  return {
    async removeForUnits(hostId, unitIds) {
      if (!unitIds.length) return;
      const rows = await database.query<{ storage_key: string }>(
        'delete from unit_photos where host_id = $1 and unit_id = any($2::uuid[]) returning storage_key',
        [hostId, unitIds],
      );
      await removeFiles(rows);
    },
    async removeForProperty(hostId, propertyId) {
      const rows = await database.query<{ storage_key: string }>(
        `delete from unit_photos p using units u
          where u.id = p.unit_id and u.property_id = $2 and u.host_id = $1 and p.host_id = $1
          returning p.storage_key`,
        [hostId, propertyId],
      );
      await removeFiles(rows);
    },
  };
}
