import multipart from '@fastify/multipart';
import { errorResponses } from '@host-portal/contracts/errors';
import {
  PHOTO_UPLOAD_FIELD,
  reorderPhotosSchema,
  unitPhotoParamsSchema,
  unitPhotoSchema,
  unitPhotosParamsSchema,
  unitPhotosSchema,
} from '@host-portal/contracts/photos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSingleUpload, type UploadRules } from '../../lib/upload.ts';
import { PHOTO_CONSTRAINTS } from './photo-constraints.ts';
import { megabytes } from './photo-pipeline.ts';
import type { PhotosService } from './photos.service.ts';

const tags = ['photos'];
const security = [{ bearer: [] }];

const max = megabytes(PHOTO_CONSTRAINTS.maxFileSize);
const PHOTO_UPLOAD: UploadRules = {
  field: PHOTO_UPLOAD_FIELD,
  maxBytes: PHOTO_CONSTRAINTS.maxFileSize,
  missing: 'Choose a photo to upload',
  oneFile: 'Upload one photo at a time',
  // the stream stops at the limit: the request's length is the best measure of the file
  tooLarge: (length) =>
    length !== undefined && length > PHOTO_CONSTRAINTS.maxFileSize
      ? `The photo is ${megabytes(length)}; it must be at most ${max}.`
      : `The photo is larger than ${max}; it must be at most ${max}.`,
};

export const photosRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (
  app,
  { photos: service },
) => {
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
      config: {
        upload: {
          field: PHOTO_UPLOAD_FIELD,
          description: 'A JPEG, PNG or WebP photo of at most 25 MB, at least 1024×683 pixels',
        },
      },
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
      const data = await readSingleUpload(req, PHOTO_UPLOAD);
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
