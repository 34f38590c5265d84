import { PHOTO_UPLOAD_FIELD, type UnitPhoto } from '@host-portal/contracts/photos';
import { type UploadOptions, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { unitPhotosPath } from './get-unit-photos.ts';

export type { UploadOptions };

/** One photo per request, with its progress (cancellable through `signal`). */
export async function uploadUnitPhoto(
  unitId: string,
  file: File,
  options: UploadOptions = {},
): Promise<UnitPhoto> {
  return (await uploadWithProgress(
    unitPhotosPath(unitId),
    () => {
      const form = new FormData();
      form.append(PHOTO_UPLOAD_FIELD, file);
      return form;
    },
    options,
  )) as UnitPhoto;
}
