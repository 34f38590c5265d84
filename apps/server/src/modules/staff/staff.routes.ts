import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  staffRejectSchema,
  staffUnitsPageSchema,
  staffUnitsQuerySchema,
  unitIdParamsSchema,
  unitSchema,
} from '@host-portal/contracts/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { type StayRenderer, stayLocaleOf } from '../public-listing/stay-renderer.ts';
import type { StaffService } from './staff.service.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const responses = { ...errorResponses, 409: problemSchema };

/** Registered under /api/staff, behind authenticate and `staffOnly` (hosts get 404). */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; stays: StayRenderer }> = async (
  app,
  { staff: service, stays },
) => {
  app.get(
    '/units',
    {
      schema: {
        tags,
        security,
        summary: 'Units in a state across hosts (default UNDER_REVIEW), oldest submission first',
        querystring: staffUnitsQuerySchema,
        response: { 200: staffUnitsPageSchema, ...errorResponses },
      },
    },
    async (req) => service.list(req.query.state, req.query.page),
  );

  app.get(
    '/units/:id/preview',
    {
      schema: {
        tags,
        security,
        summary:
          'The unit as guests will see it on /stay/{unitId} (text/html), whatever its state, for review before approval',
        params: unitIdParamsSchema,
        querystring: z.object({ hl: z.string().max(20).optional() }),
        response: { 200: z.string().meta({ description: 'The page, text/html' }), ...errorResponses },
      },
    },
    async (req, reply) => {
      const page = await stays.preview(req.params.id, stayLocaleOf(req));
      if (!page) throw notFound('Unit');
      return reply
        .header('cache-control', 'no-store')
        .header('content-language', stayLocaleOf(req).replace('_', '-'))
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.post(
    '/units/:id/approve',
    {
      schema: {
        tags,
        security,
        summary: 'Approve a unit under review: it is published and gets its links',
        params: unitIdParamsSchema,
        response: { 200: unitSchema, ...responses },
      },
    },
    async (req) => service.approve(req.params.id),
  );

  app.post(
    '/units/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a unit under review with the invalid fields and a message for the host',
        params: unitIdParamsSchema,
        body: staffRejectSchema,
        response: { 200: unitSchema, ...responses },
      },
    },
    async (req) => service.reject(req.params.id, req.body.invalidFields, req.body.message),
  );
};
