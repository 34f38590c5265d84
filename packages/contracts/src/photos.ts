import { z } from 'zod';

/**
 * Unit photos. Uploads are re-encoded to WebP at these widths (never upscaled); `urls` and
 * `srcset` point at the stored sizes.
 */
export const PHOTO_SIZES = { small: 320, medium: 1024, large: 2048 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** Multipart field of POST /api/app/property-unit/{id}/photos (one file per request). */
export const PHOTO_UPLOAD_FIELD = 'photo';

export const unitPhotoSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int(),
    isCover: z.boolean(),
    /** pixels of the stored original orientation (after auto-orient) */
    width: z.number().int(),
    height: z.number().int(),
    caption: z.string().nullable(),
    urls: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
    /** `url 320w, url 1024w, …` for <img srcset> */
    srcset: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'UnitPhoto' });
export type UnitPhoto = z.infer<typeof unitPhotoSchema>;

export const unitPhotosSchema = z.object({ items: z.array(unitPhotoSchema) }).meta({ id: 'UnitPhotos' });
export type UnitPhotos = z.infer<typeof unitPhotosSchema>;

export const unitPhotosParamsSchema = z.object({ id: z.uuid() });
export const unitPhotoParamsSchema = z.object({ id: z.uuid(), photoId: z.uuid() });

/** PATCH …/photos/order: every photo id of the unit, once each, in the new order. */
export const reorderPhotosSchema = z
  .object({ photoIds: z.array(z.uuid()).min(1).max(100) })
  .strict()
  .meta({ id: 'ReorderPhotos' });
export type ReorderPhotos = z.infer<typeof reorderPhotosSchema>;
