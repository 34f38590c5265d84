import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { apiKeySecurityScheme, withApiKeySecurity } from '../modules/api-access/api-key-openapi.ts';
import { completeOperations, multipartBody } from './openapi-responses.ts';

/** OpenAPI 3.1 generated from the zod contracts the routes declare; reader at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.productTitle} API`,
        version: '0.1.0',
        description:
          'The host portal API. Every `/api/app/*` call needs `Authorization: Bearer <access token>` from the identity provider, or an API key within its scopes (`apiKey`; webhooks are signed with `x-webhook-signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, see ADR 0042). Errors are `application/problem+json`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // a guest's session (issue 9): the cookie set by POST /api/public/guest/login
          guestCookie: { type: 'apiKey', in: 'cookie', name: 'guest_token' },
          // the public API's keys (issue 13, ADR 0042)
          apiKey: apiKeySecurityScheme,
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      // uploads are read from the multipart stream, not validated as a body: describe them here
      const upload = (input.route.config as { upload?: { field: string; description: string } })?.upload;
      if (upload) out.schema = { ...out.schema, body: multipartBody(upload.field, upload.description) };
      return out;
    },
    transformObject: (input) =>
      withApiKeySecurity(
        completeOperations(jsonSchemaTransformObject(input) as Record<string, unknown>),
      ) as never,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // The API reader boots with an inline script; only its own pages get a policy that allows one.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/docs')) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'",
      );
    }
  });
  await app.register(scalar, {
    routePrefix: '/api/docs',
    configuration: { url: '/api/openapi.json', withDefaultFonts: false },
  });
}
