import { PHOTOS_CONSTRAINTS, type PhotosConstraints } from '@host-portal/contracts/listing';

/** The photo rules of the listing flow: the one source in the contracts, as a plain value. */
export const PHOTO_CONSTRAINTS: PhotosConstraints = {
  ...PHOTOS_CONSTRAINTS,
  mimeTypes: [...PHOTOS_CONSTRAINTS.mimeTypes],
};
