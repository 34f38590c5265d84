import { errorResponses } from '@host-portal/contracts/errors';
import {
  articleSlugParamsSchema,
  contactFormSchema,
  contactReceiptSchema,
  contactTopicsQuerySchema,
  contactTopicsSchema,
  knowledgeArticleFullSchema,
  knowledgeArticlesQuerySchema,
  knowledgeArticlesSchema,
} from '@host-portal/contracts/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HelpService } from './help.service.ts';

const tags = ['help'];
const security = [{ bearer: [] }];

/** Knowledge articles and the contact form (000 section 7), under /api/app. */
export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpService }> = async (app, { help }) => {
  app.get(
    '/user/knowledge-articles',
    {
      schema: {
        tags,
        security,
        summary: 'Knowledge articles in your language, optionally of some categories (comma-separated)',
        querystring: knowledgeArticlesQuerySchema,
        response: { 200: knowledgeArticlesSchema, ...errorResponses },
      },
    },
    async (req) => help.articles(req.auth.userId, req.query.categories),
  );
  app.get(
    '/user/knowledge-articles/:slug',
    {
      schema: {
        tags,
        security,
        summary: 'One knowledge article with its text',
        params: articleSlugParamsSchema,
        response: { 200: knowledgeArticleFullSchema, ...errorResponses },
      },
    },
    async (req) => help.article(req.auth.userId, req.params.slug),
  );
  app.get(
    '/user/contact-form/topics',
    {
      schema: {
        tags,
        security,
        summary: 'The contact form’s topics: name and value pairs',
        querystring: contactTopicsQuerySchema,
        response: { 200: contactTopicsSchema, ...errorResponses },
      },
    },
    async (req) => help.topics(req.auth.userId),
  );
  app.post(
    '/user/contact-form',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags,
        security,
        summary: 'Write to support: stored, sent to the support address and acknowledged by e-mail',
        body: contactFormSchema,
        response: { 201: contactReceiptSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.code(201).send(await help.contact(req.auth.userId, req.body)),
  );
};
