import multipart from '@fastify/multipart';
import { emptyResponseSchema } from '@host-portal/contracts/common';
import { errorResponses } from '@host-portal/contracts/errors';
import {
  channelParamsSchema,
  channelSchema,
  channelsQuerySchema,
  channelsResponseSchema,
  messageSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  messagingTokenSchema,
  openConversationSchema,
  patchChannelSchema,
  readChannelSchema,
  savedRepliesResponseSchema,
  savedReplyBodySchema,
  savedReplyParamsSchema,
  savedReplySchema,
  sendMessageSchema,
} from '@host-portal/contracts/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_SUMMARY,
  attachmentMultipart,
  attachmentRouteConfig,
  receiveAttachment,
} from './attachment-upload.ts';
import type { MessagingService, Viewer } from './messaging.service.ts';
import type { SavedRepliesService } from './saved-replies.ts';

const tags = ['messaging'];
const security = [{ bearer: [] }];
const host = (userId: string): Viewer => ({ role: 'host', hostId: userId, name: '' });
/** The host's chat calls under /api/app (issue 9; 001 section 7 names the token and conversation calls). */
export const messagingRoutes: FastifyPluginAsyncZod<{
  messaging: MessagingService;
  savedReplies: SavedRepliesService;
}> = async (app, { messaging, savedReplies }) => {
  app.get(
    '/messaging/token',
    {
      schema: {
        tags,
        security,
        summary: 'A one-time token for the chat socket (valid for a few minutes)',
        response: { 200: messagingTokenSchema, ...errorResponses },
      },
    },
    async (req) => messaging.socketToken(req.auth.userId),
  );
  app.post(
    '/messaging/conversation',
    {
      schema: {
        tags,
        security,
        summary: 'The conversation of one of your bookings, requests or inquiries',
        body: openConversationSchema,
        response: { 200: channelSchema, ...errorResponses },
      },
    },
    async (req) => messaging.openConversation(req.auth.userId, req.body.reservationId),
  );
  app.get(
    '/messaging/channels',
    {
      schema: {
        tags,
        security,
        summary: 'Your conversations, newest message first',
        querystring: channelsQuerySchema,
        response: { 200: channelsResponseSchema, ...errorResponses },
      },
    },
    async (req) => messaging.channels(req.auth.userId, req.query),
  );
  app.get(
    '/messaging/channels/:channelId',
    {
      schema: {
        tags,
        security,
        summary: 'One conversation',
        params: channelParamsSchema,
        response: { 200: channelSchema, ...errorResponses },
      },
    },
    async (req) => messaging.channel(host(req.auth.userId), req.params.channelId),
  );
  app.patch(
    '/messaging/channels/:channelId',
    {
      schema: {
        tags,
        security,
        summary: 'Archive or favourite a conversation',
        params: channelParamsSchema,
        body: patchChannelSchema,
        response: { 200: channelSchema, ...errorResponses },
      },
    },
    async (req) => messaging.setFlags(req.auth.userId, req.params.channelId, req.body),
  );
  app.get(
    '/messaging/channels/:channelId/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Messages of a conversation in order: the latest page, before a number or after one',
        params: channelParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errorResponses },
      },
    },
    async (req) => messaging.messages(host(req.auth.userId), req.params.channelId, req.query),
  );
  app.post(
    '/messaging/channels/:channelId/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Send a message (the same clientId again returns the stored message)',
        params: channelParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return messaging.post(host(req.auth.userId), req.params.channelId, req.body);
    },
  );
  await app.register(multipart, attachmentMultipart);
  app.post(
    '/messaging/channels/:channelId/attachments',
    {
      config: attachmentRouteConfig,
      schema: {
        tags,
        security,
        summary: ATTACHMENT_SUMMARY,
        consumes: ['multipart/form-data'],
        params: channelParamsSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return receiveAttachment(messaging, host(req.auth.userId), req.params.channelId, req);
    },
  );
  app.put(
    '/messaging/channels/:channelId/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a conversation read up to a message number',
        params: channelParamsSchema,
        body: readChannelSchema,
        response: { 200: channelSchema, ...errorResponses },
      },
    },
    async (req) => messaging.read(host(req.auth.userId), req.params.channelId, req.body.seq),
  );

  app.get(
    '/messaging/saved-replies',
    {
      schema: {
        tags,
        security,
        summary: 'Your saved replies',
        response: { 200: savedRepliesResponseSchema, ...errorResponses },
      },
    },
    async (req) => savedReplies.list(req.auth.userId),
  );
  app.post(
    '/messaging/saved-replies',
    {
      schema: {
        tags,
        security,
        summary: 'Save a reply',
        body: savedReplyBodySchema,
        response: { 201: savedReplySchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return savedReplies.create(req.auth.userId, req.body);
    },
  );
  app.put(
    '/messaging/saved-replies/:replyId',
    {
      schema: {
        tags,
        security,
        summary: 'Change a saved reply',
        params: savedReplyParamsSchema,
        body: savedReplyBodySchema,
        response: { 200: savedReplySchema, ...errorResponses },
      },
    },
    async (req) => savedReplies.update(req.auth.userId, req.params.replyId, req.body),
  );
  app.delete(
    '/messaging/saved-replies/:replyId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved reply',
        params: savedReplyParamsSchema,
        response: { 204: emptyResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await savedReplies.remove(req.auth.userId, req.params.replyId);
      return reply.status(204).send(null);
    },
  );
};
