import {
  bulkEditResultSchema,
  bulkEditSchema,
  bulkUndoResultSchema,
  calendarConflictListSchema,
  calendarSettingsSchema,
  conflictParamsSchema,
  dateRangeSchema,
  feedInputSchema,
  feedParamsSchema,
  feedSchema,
  type TimelineWire,
  timelineQuerySchema,
  timelineSchema,
  unavailabilityQuerySchema,
  unitCalendarSchema,
  unitIdParamsSchema,
} from '@host-portal/contracts/calendar';
import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { builtJsonSerializer } from '../../lib/serializer.ts';
import type { CalendarService } from './calendar.service.ts';

const security = [{ bearer: [] }];
const withConflict = { ...errorResponses, 409: problemSchema };

/** 000 section 7, "Calendar", and the calls of issue 8 (timeline, bulk edits, iCal feeds). */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar: service },
) => {
  const tags = ['calendar'];
  const params = unitIdParamsSchema;
  app.get(
    '/properties/:unitId/unavailabilities',
    {
      schema: {
        tags,
        security,
        summary: 'A unit’s calendar entries (merged multi entries) and nights between two days',
        params,
        querystring: unavailabilityQuerySchema,
        response: { 200: unitCalendarSchema, ...errorResponses },
      },
      serializerCompiler: builtJsonSerializer,
    },
    async (req) =>
      service.unitCalendar(req.auth.userId, req.params.unitId, req.query.dateFrom, req.query.dateTo),
  );
  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/properties/:unitId/unavailabilities/${action}`,
      {
        schema: {
          tags,
          security,
          summary:
            action === 'block'
              ? 'Block the nights [dateFrom, dateTo) (409 naming the stay when one holds any of them)'
              : 'Open the manually blocked nights [dateFrom, dateTo) (a block is split when needed)',
          params,
          body: dateRangeSchema,
          response: { 200: unitCalendarSchema, ...withConflict },
        },
      },
      async (req) => service[action](req.auth.userId, req.params.unitId, req.body.dateFrom, req.body.dateTo),
    );
  }
  app.get(
    '/calendar/timeline',
    {
      schema: {
        tags,
        security,
        summary: 'A page of the host’s units with their entries and nights for a date window',
        querystring: timelineQuerySchema,
        response: { 200: timelineSchema, ...errorResponses },
      },
      serializerCompiler: builtJsonSerializer,
    },
    async (req, reply) => {
      // written by the service (per-unit parts from its cache, ADR 33): Fastify sends a string with
      // a JSON content type as it is, without the serialiser; the types only know the schema's shape
      const json = await service.timeline(req.auth.userId, req.query);
      return reply.type('application/json; charset=utf-8').send(json as unknown as TimelineWire);
    },
  );
  app.post(
    '/calendar/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'Block, unblock or price many units and nights in one call (preview: change nothing)',
        body: bulkEditSchema,
        response: { 200: bulkEditResultSchema, ...withConflict },
      },
    },
    async (req) => service.bulk(req.auth.userId, req.body),
  );
  app.post(
    '/calendar/bulk/undo',
    {
      schema: {
        tags,
        security,
        summary: 'Undo the host’s last bulk edit (409 when there is none)',
        response: { 200: bulkUndoResultSchema, ...withConflict },
      },
    },
    async (req) => service.undo(req.auth.userId),
  );
  app.get(
    '/calendar/conflicts',
    {
      schema: {
        tags,
        security,
        summary: 'Imported events that overlap a stay, until the host resolves them',
        querystring: z.object({ unitId: z.uuid().optional() }),
        response: { 200: calendarConflictListSchema, ...errorResponses },
      },
    },
    async (req) => service.conflicts(req.auth.userId, req.query.unitId),
  );
  app.post(
    '/calendar/conflicts/:id/resolve',
    {
      schema: {
        tags,
        security,
        summary: 'The host has dealt with a conflict: it is no longer shown (a moved event opens it again)',
        params: conflictParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.resolveConflict(req.auth.userId, req.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/properties/:unitId/calendar-settings',
    {
      schema: {
        tags,
        security,
        summary: 'The unit’s secret iCal export address and its imported calendars with their health',
        params,
        response: { 200: calendarSettingsSchema, ...errorResponses },
      },
    },
    async (req) => service.settings(req.auth.userId, req.params.unitId),
  );
  app.post(
    '/properties/:unitId/calendar-settings/rotate-export',
    {
      schema: {
        tags,
        security,
        summary: 'A new secret export address (the old one stops working)',
        params,
        response: { 200: calendarSettingsSchema, ...errorResponses },
      },
    },
    async (req) => service.rotateToken(req.auth.userId, req.params.unitId),
  );
  app.post(
    '/properties/:unitId/calendar-feeds',
    {
      schema: {
        tags,
        security,
        summary: 'Import an external calendar (ICS address); it is read at once and then every poll period',
        params,
        body: feedInputSchema,
        response: { 201: feedSchema, ...withConflict },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.addFeed(req.auth.userId, req.params.unitId, req.body)),
  );
  app.put(
    '/properties/:unitId/calendar-feeds/:feedId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename an imported calendar or change its address (a new address is read at once)',
        params: feedParamsSchema,
        body: feedInputSchema,
        response: { 200: feedSchema, ...errorResponses },
      },
    },
    async (req) => service.updateFeed(req.auth.userId, req.params.unitId, req.params.feedId, req.body),
  );
  app.delete(
    '/properties/:unitId/calendar-feeds/:feedId',
    {
      schema: {
        tags,
        security,
        summary: 'Stop importing a calendar; the nights it blocked open',
        params: feedParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.removeFeed(req.auth.userId, req.params.unitId, req.params.feedId);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/properties/:unitId/calendar-feeds/:feedId/sync',
    {
      schema: {
        tags,
        security,
        summary: 'Read an imported calendar now; answers its health after the read',
        params: feedParamsSchema,
        response: { 200: feedSchema, ...errorResponses },
      },
    },
    async (req) => service.syncNow(req.auth.userId, req.params.unitId, req.params.feedId),
  );
};

/** The secret iCal address of a unit: /ical/{unitId}/{token}.ics (a wrong token is a 404). */
export const icalExportRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar: service },
) => {
  app.get(
    '/ical/:unitId/:file',
    {
      schema: {
        tags: ['calendar'],
        summary: 'A unit’s stays and blocks as an iCalendar feed (RFC 5545) for other platforms',
        params: z.object({ unitId: z.uuid(), file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (req, reply) => {
      const body = await service.icalExport(req.params.unitId, req.params.file.slice(0, -4));
      if (body === undefined) throw notFound('Calendar');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
  // anything else under /ical is a calendar that does not exist (not the web app's pages)
  app.get('/ical/*', { schema: { hide: true } }, async () => {
    throw notFound('Calendar');
  });
};
