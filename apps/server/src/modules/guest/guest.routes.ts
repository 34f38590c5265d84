import multipart from '@fastify/multipart';
import { emptyResponseSchema } from '@host-portal/contracts/common';
import { ERROR_CODES, errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  GUEST_AUTH_RULES,
  guestAcceptedSchema,
  guestCancelledSchema,
  guestChannelsSchema,
  guestLoginLinkSchema,
  guestLoginResponseSchema,
  guestLoginSchema,
  guestMeSchema,
  guestReservationParamsSchema,
} from '@host-portal/contracts/guest';
import {
  channelParamsSchema,
  channelSchema,
  messageSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  readChannelSchema,
  sendMessageSchema,
} from '@host-portal/contracts/messaging';
import { guestReviewBodySchema, guestReviewStateSchema } from '@host-portal/contracts/reviews';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import {
  ATTACHMENT_SUMMARY,
  attachmentMultipart,
  attachmentRouteConfig,
  receiveAttachment,
} from '../messaging/attachment-upload.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import type { GuestAuthService, GuestIdentity } from './guest-auth.service.ts';

const COOKIE = GUEST_AUTH_RULES.cookieName;
const security = [{ guestCookie: [] }];
const gone = { 410: problemSchema };

declare module 'fastify' {
  interface FastifyRequest {
    /** the guest of the guest_token cookie (set under /api/guest only) */
    guest?: GuestIdentity;
  }
}

/** The cookie's attributes (issue 9, 001 section 9): HttpOnly, SameSite, 86400 s, Secure over https. */
const cookieOptions = (publicUrl: string) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: publicUrl.startsWith('https:'),
});

interface PublicOptions {
  guestAuth: GuestAuthService;
  publicUrl: string;
  rateLimitPerMinute: number;
}

/** Under /api/public/guest: a login link becomes a session; a dead link asks for a fresh one. */
export const guestPublicRoutes: FastifyPluginAsyncZod<PublicOptions> = async (
  app,
  { guestAuth, publicUrl, rateLimitPerMinute },
) => {
  const tags = ['guests'];
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  app.post(
    '/login',
    {
      config,
      schema: {
        tags,
        summary: 'Exchange a login link’s token for the guest_token cookie (410 when used or expired)',
        body: guestLoginSchema,
        response: { 200: guestLoginResponseSchema, ...errorResponses, ...gone },
      },
    },
    async (req, reply) => {
      const { session, channelId } = await guestAuth.exchange(req.body.token);
      // a session of another address in this browser ends: one guest per browser
      await guestAuth.logout(req.cookies[COOKIE]);
      reply.setCookie(COOKIE, session, {
        ...cookieOptions(publicUrl),
        maxAge: GUEST_AUTH_RULES.sessionTtlSeconds,
      });
      return { channelId };
    },
  );
  app.post(
    '/login-link',
    {
      config,
      schema: {
        tags,
        summary: 'Send a fresh login link to an address, or to the address of a dead link (always 202)',
        body: guestLoginLinkSchema,
        response: { 202: guestAcceptedSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      // answered before the work is done, so that the time taken does not tell whether the
      // address has stays; a failure is logged, never shown
      guestAuth.sendNewLink(req.body).catch((err: unknown) => req.log.error({ err }, 'guest login link'));
      return reply.code(202).send({ accepted: true });
    },
  );
};

interface GuestOptions {
  guestAuth: GuestAuthService;
  messaging: Pick<MessagingService, 'reach' | 'attach' | 'channelsForGuest' | 'messages' | 'post' | 'read'>;
  reservations: Pick<ReservationsService, 'cancelRequestAsGuest'>;
  reviews: Pick<ReviewsService, 'guestState' | 'submit'>;
  publicUrl: string;
  rateLimitPerMinute: number;
}

/** Under /api/guest: the signed-in guest's own stays and conversations, nothing else. */
export const guestRoutes: FastifyPluginAsyncZod<GuestOptions> = async (
  app,
  { guestAuth, messaging, reservations, reviews, publicUrl, rateLimitPerMinute },
) => {
  const tags = ['guests'];
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.decorateRequest('guest', undefined);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const token = req.cookies[COOKIE];
    const guest = await guestAuth.resolveSession(token);
    if (!guest) {
      // a dead cookie goes, so that the browser stops sending it
      if (token) reply.clearCookie(COOKIE, cookieOptions(publicUrl));
      throw new AppError(ERROR_CODES.unauthorized, 'Your guest session has ended. Ask for a new login link.');
    }
    req.guest = guest;
  });
  const viewer = (req: FastifyRequest) => ({ role: 'guest' as const, ...req.guest! });

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in guest',
        response: { 200: guestMeSchema, ...errorResponses },
      },
    },
    async (req) => req.guest!,
  );
  app.post(
    '/logout',
    {
      schema: {
        tags,
        security,
        summary: 'End the guest session',
        response: { 204: emptyResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await guestAuth.logout(req.cookies[COOKIE]);
      reply.clearCookie(COOKIE, cookieOptions(publicUrl));
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/channels',
    {
      schema: {
        tags,
        security,
        summary: 'The guest’s conversations, one per stay, with the stay and the guest’s unread count',
        response: { 200: guestChannelsSchema, ...errorResponses },
      },
    },
    async (req) => ({ items: await messaging.channelsForGuest(req.guest!.email) }),
  );
  app.get(
    '/channels/:channelId/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Messages of one of the guest’s conversations (before= older, after= newer)',
        params: channelParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesResponseSchema, ...errorResponses },
      },
    },
    async (req) => messaging.messages(viewer(req), req.params.channelId, req.query),
  );
  app.post(
    '/channels/:channelId/messages',
    {
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Write to the host (the same clientId again gives the same message)',
        params: channelParamsSchema,
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return messaging.post(viewer(req), req.params.channelId, req.body);
    },
  );
  await app.register(multipart, attachmentMultipart);
  app.post(
    '/channels/:channelId/attachments',
    {
      config: { ...limited, ...attachmentRouteConfig },
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
      return receiveAttachment(messaging, viewer(req), req.params.channelId, req);
    },
  );
  app.put(
    '/channels/:channelId/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark the conversation read up to a message number',
        params: channelParamsSchema,
        body: readChannelSchema,
        response: { 200: channelSchema, ...errorResponses },
      },
    },
    async (req) => messaging.read(viewer(req), req.params.channelId, req.body.seq),
  );
  app.post(
    '/reservations/:reservationId/cancel',
    {
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Withdraw one of the guest’s booking requests the host has not answered (409 otherwise)',
        params: guestReservationParamsSchema,
        response: { 200: guestCancelledSchema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => reservations.cancelRequestAsGuest(req.guest!.email, req.params.reservationId),
  );

  // issue 10: the guest reviews a stay of theirs after check-out, once, within the review window
  app.get(
    '/reservations/:reservationId/review',
    {
      schema: {
        tags,
        security,
        summary: 'Whether one of the guest’s stays can be reviewed, and their review once written',
        params: guestReservationParamsSchema,
        response: { 200: guestReviewStateSchema, ...errorResponses },
      },
    },
    async (req) => reviews.guestState(req.guest!.email, req.params.reservationId),
  );
  app.post(
    '/reservations/:reservationId/review',
    {
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Review one of the guest’s stays (409 when reviewed already or not open for reviews)',
        params: guestReservationParamsSchema,
        body: guestReviewBodySchema,
        response: { 201: guestReviewStateSchema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req, reply) => {
      const state = await reviews.submit(req.guest!.email, req.params.reservationId, req.body);
      return reply.code(201).send(state);
    },
  );
};
