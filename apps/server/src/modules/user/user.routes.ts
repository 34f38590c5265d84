import multipart from '@fastify/multipart';
import { errorResponses } from '@host-portal/contracts/errors';
import { PHOTOS_CONSTRAINTS } from '@host-portal/contracts/listing';
import {
  putUserInteractionsSchema,
  taskParamsSchema,
  taskSchema,
  tasksSchema,
  type UserInfo,
  updateTaskSchema,
  updateUserInfoSchema,
  userInfoSchema,
  userInteractionsSchema,
} from '@host-portal/contracts/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { readSingleUpload, type UploadRules } from '../../lib/upload.ts';
import type { UserService } from './user.service.ts';

const tags = ['user'];

/** `isImpersonating` says whether staff are acting as the host in this call (ADR 41). */
const asViewed = (req: FastifyRequest, info: UserInfo): UserInfo => ({
  ...info,
  isImpersonating: req.auth.impersonation !== undefined,
});
const security = [{ bearer: [] }];

export const userRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'uploadLimit'>;
  user: UserService;
}> = async (app, { config, user: service }) => {
  // the same ceiling as unit photos; UPLOAD_LIMIT_BYTES may only lower it
  const maxBytes = Math.min(config.uploadLimit, PHOTOS_CONSTRAINTS.maxFileSize);
  const megabytes = `${Math.round(maxBytes / 1_048_576)} MB`;
  const avatarUpload: UploadRules = {
    field: 'image',
    maxBytes,
    missing: 'Choose a picture to upload',
    oneFile: 'Upload one picture',
    tooLarge: () => `The picture is larger than ${megabytes}`,
  };
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });

  app.get(
    '/user/info',
    {
      schema: {
        tags,
        security,
        summary: 'The current user and their feature flags',
        response: { 200: userInfoSchema, ...errorResponses },
      },
    },
    async (req) => asViewed(req, await service.getInfo(req.auth.userId, req.auth.sessionId)),
  );

  app.patch(
    '/user/info',
    {
      schema: {
        tags,
        security,
        summary: 'Update profile fields',
        body: updateUserInfoSchema,
        response: { 200: userInfoSchema, ...errorResponses },
      },
    },
    async (req) => asViewed(req, await service.updateInfo(req.auth.userId, req.auth.sessionId, req.body)),
  );

  app.post(
    '/user/image',
    {
      config: {
        upload: {
          field: 'image',
          description: 'A JPEG, PNG or WebP picture of at most 25 MB, at least 64×64 pixels',
        },
      },
      schema: {
        tags,
        security,
        summary: 'Upload the profile picture (multipart field `image`; JPEG, PNG or WebP, at least 64×64)',
        consumes: ['multipart/form-data'],
        response: { 200: userInfoSchema, ...errorResponses },
      },
    },
    async (req) => {
      const data = await readSingleUpload(req, avatarUpload);
      return asViewed(req, await service.setImage(req.auth.userId, req.auth.sessionId, data));
    },
  );

  app.delete(
    '/user/image',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the profile picture',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.deleteImage(req.auth.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user/interactions',
    {
      schema: {
        tags,
        security,
        summary: 'What the user has seen or dismissed',
        response: { 200: userInteractionsSchema },
      },
    },
    async (req) => service.listInteractions(req.auth.userId),
  );

  for (const path of ['/user/interactions', '/user/interaction']) {
    app.put(
      path,
      {
        schema: {
          tags,
          security,
          summary: 'Record interactions (upsert by interactionType)',
          body: putUserInteractionsSchema,
          response: { 200: userInteractionsSchema, ...errorResponses },
        },
      },
      async (req) => service.putInteractions(req.auth.userId, req.body.interactions),
    );
  }

  app.get(
    '/user/tasks',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s tasks, each with its status (hidden when it does not apply)',
        response: { 200: tasksSchema, ...errorResponses },
      },
    },
    async (req) => service.listTasks(req.auth.userId),
  );

  app.patch(
    '/user/task/:taskType',
    {
      schema: {
        tags,
        security,
        summary: 'Set the status of a host task',
        params: taskParamsSchema,
        body: updateTaskSchema,
        response: { 200: taskSchema, ...errorResponses },
      },
    },
    async (req) => service.setTask(req.auth.userId, req.params.taskType, req.body.status),
  );
};
