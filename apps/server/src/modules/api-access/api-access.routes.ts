import {
  apiKeySchema,
  apiKeysResponseSchema,
  createApiKeySchema,
  createdApiKeySchema,
  createdWebhookEndpointSchema,
  createWebhookEndpointSchema,
  deliveryParamsSchema,
  endpointParamsSchema,
  updateWebhookEndpointSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
} from '@host-portal/contracts/api-access';
import { idParamsSchema } from '@host-portal/contracts/common';
import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiKeysService } from './api-keys.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The OpenAPI document adds `apiKey` (with its scope) where API_KEY_SCOPE_RULES lets a key call. */
const security = [{ bearer: [] }];
const hostOnly = security;
const withConflict = { ...errorResponses, 403: problemSchema, 409: problemSchema };

/** The public API's own calls (issue 13, ADR 0042): API keys and webhook endpoints under /api/app. */
export const apiAccessRoutes: FastifyPluginAsyncZod<{
  apiKeys: ApiKeysService;
  webhooks: WebhooksService;
}> = async (app, { apiKeys, webhooks }) => {
  let tags = ['api keys'];
  app.get(
    '/api-keys',
    {
      schema: {
        tags,
        security: hostOnly,
        summary: 'The host’s API keys, live ones first (never their secrets)',
        response: { 200: apiKeysResponseSchema, ...errorResponses, 403: problemSchema },
      },
    },
    async (req) => apiKeys.list(req.auth.userId),
  );
  app.post(
    '/api-keys',
    {
      schema: {
        tags,
        security: hostOnly,
        summary: 'Create an API key; the answer holds its secret, shown this once',
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema, ...withConflict },
      },
    },
    async (req, reply) => reply.status(201).send(await apiKeys.create(req.auth.userId, req.body)),
  );
  app.post(
    '/api-keys/:id/revoke',
    {
      schema: {
        tags,
        security: hostOnly,
        summary: 'Revoke an API key: calls made with it answer 401 from now on',
        params: idParamsSchema,
        response: { 200: apiKeySchema, ...errorResponses, 403: problemSchema },
      },
    },
    async (req) => apiKeys.revoke(req.auth.userId, req.params.id),
  );

  tags = ['webhooks'];
  app.get(
    '/webhooks',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s webhook endpoints',
        response: { 200: webhookEndpointsResponseSchema, ...errorResponses },
      },
    },
    async (req) => webhooks.list(req.auth.userId),
  );
  app.post(
    '/webhooks',
    {
      schema: {
        tags,
        security: hostOnly,
        summary: 'Register an https endpoint for events; the answer holds its signing secret, shown once',
        body: createWebhookEndpointSchema,
        response: { 201: createdWebhookEndpointSchema, ...withConflict },
      },
    },
    async (req, reply) => reply.status(201).send(await webhooks.create(req.auth.userId, req.body)),
  );
  app.patch(
    '/webhooks/:endpointId',
    {
      schema: {
        tags,
        security: hostOnly,
        summary: 'Change an endpoint’s events, or enable it again after it was disabled',
        params: endpointParamsSchema,
        body: updateWebhookEndpointSchema,
        response: { 200: webhookEndpointSchema, ...errorResponses, 403: problemSchema },
      },
    },
    async (req) => webhooks.update(req.auth.userId, req.params.endpointId, req.body),
  );
  app.delete(
    '/webhooks/:endpointId',
    {
      schema: {
        tags,
        security: hostOnly,
        summary: 'Remove an endpoint and its delivery log',
        params: endpointParamsSchema,
        response: { 204: z.null(), ...errorResponses, 403: problemSchema },
      },
    },
    async (req, reply) => {
      await webhooks.remove(req.auth.userId, req.params.endpointId);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/webhooks/:endpointId/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'An endpoint’s deliveries, newest first, each with its attempts and their answers',
        params: endpointParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema, ...errorResponses },
      },
    },
    async (req) => webhooks.deliveries(req.auth.userId, req.params.endpointId, req.query.page),
  );
  app.post(
    '/webhooks/:endpointId/deliveries/:deliveryId/replay',
    {
      schema: {
        tags,
        security: hostOnly,
        summary: 'Send a delivery again (the same event id and body, signed anew)',
        params: deliveryParamsSchema,
        response: { 202: webhookDeliverySchema, ...withConflict },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .send(await webhooks.replay(req.auth.userId, req.params.endpointId, req.params.deliveryId)),
  );
};
