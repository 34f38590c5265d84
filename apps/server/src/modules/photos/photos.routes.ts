import multipart from '@fastify/multipart';
import { ERROR_CODES, errorResponses } from '@host-portal/contracts/errors';
import {
  PHOTO_UPLOAD_FIELD,
  reorderPhotosSchema,
  unitPhotoParamsSchema,
  unitPhotoSchema,
  unitPhotosParamsSchema,
  unitPhotosSchema,
} from '@host-portal/contracts/photos';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { localFileStorage } from '../../lib/storage.ts';
import { PHOTO_CONSTRAINTS } from './photo-constraints.ts';
import { megabytes, photoRefused } from './photo-pipeline.ts';
import { photosRepository } from './photos.repository.ts';
import { photosService } from './photos.service.ts';

const tags = ['photos'];
const security = [{ bearer: [] }];

/** Reads the single `photo` file of a multipart request; the size rule is enforced while streaming. */
async function readPhoto(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw new AppError(ERROR_CODES.unsupportedMediaType, 'Send the photo as multipart/form-data');
  }
  const file = await req.file();
  if (file?.fieldname !== PHOTO_UPLOAD_FIELD) {
    const reason = 'Choose a photo to upload';
    throw new AppError(ERROR_CODES.validation, reason, {
      invalidParams: [{ name: PHOTO_UPLOAD_FIELD, reason }],
    });
  }
  try {
    return await file.toBuffer();
  } catch {
    // the stream stopped at the limit: the request's length is the best measure of the file
    const length = Number(req.headers['content-length']);
    const max = megabytes(PHOTO_CONSTRAINTS.maxFileSize);
    throw photoRefused(
      Number.isFinite(length) && length > PHOTO_CONSTRAINTS.maxFileSize
        ? `The photo is ${megabytes(length)}; it must be at most ${max}.`
        : `The photo is larger than ${max}; it must be at most ${max}.`,
    );
  }
}

export const photosRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (
  app,
  { config, database },
) => {
  const service = photosService(
    photosRepository(database),
    localFileStorage(config.uploadDir, config.publicUrl),
  );
  await app.register(multipart, {
    limits: { fileSize: PHOTO_CONSTRAINTS.maxFileSize, files: 1, fields: 5 },
  });

  app.get(
    '/property-unit/:id/photos',
    {
      schema: {
        tags,
        security,
        summary: "The unit's photos in display order, with their web sizes",
        params: unitPhotosParamsSchema,
        response: { 200: unitPhotosSchema, ...errorResponses },
      },
    },
    async (req) => service.list(req.auth.userId, req.params.id),
  );

  app.post(
    '/property-unit/:id/photos',
    {
      schema: {
        tags,
        security,
        summary:
          'Upload one photo (multipart field `photo`): checked by content, type, size and dimensions, re-encoded to WebP without metadata',
        consumes: ['multipart/form-data'],
        params: unitPhotosParamsSchema,
        response: { 201: unitPhotoSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const data = await readPhoto(req);
      return reply.status(201).send(await service.upload(req.auth.userId, req.params.id, data));
    },
  );

  app.patch(
    '/property-unit/:id/photos/order',
    {
      schema: {
        tags,
        security,
        summary: 'Reorder the photos: every photo id of the unit once, in the new order',
        params: unitPhotosParamsSchema,
        body: reorderPhotosSchema,
        response: { 200: unitPhotosSchema, ...errorResponses },
      },
    },
    async (req) => service.reorder(req.auth.userId, req.params.id, req.body.photoIds),
  );

  app.put(
    '/property-unit/:id/photos/:photoId/cover',
    {
      schema: {
        tags,
        security,
        summary: 'Make a photo the cover (the unit thumbnail)',
        params: unitPhotoParamsSchema,
        response: { 200: unitPhotosSchema, ...errorResponses },
      },
    },
    async (req) => service.setCover(req.auth.userId, req.params.id, req.params.photoId),
  );

  app.delete(
    '/property-unit/:id/photos/:photoId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a photo; when it was the cover, the first remaining photo becomes the cover',
        params: unitPhotoParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.remove(req.auth.userId, req.params.id, req.params.photoId);
      return reply.status(204).send(null);
    },
  );
};
