import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { PhotosConstraints } from '@host-portal/contracts/listing';
import { PHOTO_SIZES, type PhotoSize, type UnitPhoto } from '@host-portal/contracts/photos';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { UnitsService } from '../units/units.service.ts';
import { PHOTO_CONSTRAINTS } from './photo-constraints.ts';
import { encodePhoto, inspectPhoto, photoRefused } from './photo-pipeline.ts';
import { photoFileKey, photoSrcset, photoUrls } from './photo-urls.ts';
import type { PhotoRow, PhotosRepository } from './photos.repository.ts';

const SIZES = Object.keys(PHOTO_SIZES) as PhotoSize[];

const tooMany = (count: number, max: number) => photoRefused('photos.errors.tooMany', { count, max });

/** Rules of unit photos: checks, re-encoding, ordering and the cover. */
export function photosService(
  repo: PhotosRepository,
  storage: FileStorage,
  units: UnitsService,
  rules: PhotosConstraints = PHOTO_CONSTRAINTS,
) {
  const toPhoto = (row: PhotoRow): UnitPhoto => ({
    id: row.id,
    position: row.position,
    isCover: row.isCover,
    width: row.width,
    height: row.height,
    caption: row.caption,
    urls: photoUrls(storage, row.storageKey),
    srcset: photoSrcset(storage, row.storageKey, row.width),
    createdAt: new Date(row.createdAt).toISOString(),
  });

  const removeFiles = (storageKey: string) =>
    Promise.all(SIZES.map((s) => storage.remove(photoFileKey(storageKey, s))));

  async function requireUnit(hostId: string, unitId: string) {
    await units.load(hostId, unitId);
  }

  async function list(hostId: string, unitId: string) {
    await requireUnit(hostId, unitId);
    return { items: (await repo.list(hostId, unitId)).map(toPhoto) };
  }

  return {
    list,

    /** Checks, re-encodes and stores one photo; the unit's first photo becomes its cover. */
    async upload(hostId: string, unitId: string, data: Buffer): Promise<UnitPhoto> {
      await requireUnit(hostId, unitId);
      const count = await repo.count(hostId, unitId);
      if (count >= rules.maxCount) throw tooMany(count, rules.maxCount);
      const { width, height } = await inspectPhoto(data, rules);
      const encoded = await encodePhoto(data);
      // a fresh key per upload: files are immutable and cached for good
      const storageKey = `photos/${unitId}/${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
      await Promise.all(SIZES.map((s) => storage.put(photoFileKey(storageKey, s), encoded[s], 'image/webp')));
      const row = await repo
        .insert(hostId, unitId, { storageKey, width, height }, rules.maxCount)
        .catch(async (err: unknown) => {
          await removeFiles(storageKey);
          throw err;
        });
      if (row === undefined || row === 'full') {
        await removeFiles(storageKey);
        if (row === undefined) throw notFound('Unit');
        throw tooMany(rules.maxCount, rules.maxCount);
      }
      // a new photo answers staff's "photos" remark
      await units.clearInvalidField(hostId, unitId, 'photos');
      return toPhoto(row);
    },

    async reorder(hostId: string, unitId: string, photoIds: string[]) {
      const result = await repo.reorder(hostId, unitId, photoIds);
      if (!result) throw notFound('Unit');
      if (!result.ok) {
        const reason = `The new order must list each of the unit's ${result.count} photos exactly once; it lists ${photoIds.length}.`;
        throw new AppError(ERROR_CODES.validation, reason, { invalidParams: [{ name: 'photoIds', reason }] });
      }
      return list(hostId, unitId);
    },

    async setCover(hostId: string, unitId: string, photoId: string) {
      const done = await repo.setCover(hostId, unitId, photoId);
      if (done === undefined) throw notFound('Unit');
      if (!done) throw notFound('Photo');
      return list(hostId, unitId);
    },

    async remove(hostId: string, unitId: string, photoId: string) {
      const gone = await repo.remove(hostId, unitId, photoId);
      if (gone === undefined) throw notFound('Unit');
      if (gone === null) throw notFound('Photo');
      await removeFiles(gone.storageKey);
    },
  };
}
export type PhotosService = ReturnType<typeof photosService>;
