import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  calendarActionResponseSchema,
  calendarActionSchema,
  changeBookingPreferenceResponseSchema,
  changeBookingPreferenceSchema,
  createUnitResponseSchema,
  listingProgressSchema,
  propertyUnitsParamsSchema,
  unitIdParamsSchema,
  unitKeyParamsSchema,
  unitSchema,
  unitsPageSchema,
  unitsQuerySchema,
  updateUnitSchema,
} from '@host-portal/contracts/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localText, requestLocale } from '../settings/request-locale.ts';
import type { UnitsService } from './units.service.ts';

const tags = ['units'];
const security = [{ bearer: [] }];
const withConflict = { ...errorResponses, 409: problemSchema };

export const unitsRoutes: FastifyPluginAsyncZod<{ units: UnitsService }> = async (
  app,
  { units: service },
) => {
  const unit = (summary: string) => ({ tags, security, summary, params: unitIdParamsSchema });

  app.get(
    '/properties/:propertyId/units',
    {
      schema: {
        tags,
        security,
        summary: 'The live units of a property, paginated, searchable by title',
        params: propertyUnitsParamsSchema,
        querystring: unitsQuerySchema,
        response: { 200: unitsPageSchema, ...errorResponses },
      },
    },
    async (req) =>
      service.list(
        req.auth.userId,
        req.params.propertyId,
        req.query.criteria.search ?? '',
        req.query.page,
        req.query.limit,
      ),
  );

  app.post(
    '/properties/:propertyId/units',
    {
      schema: {
        tags,
        security,
        summary: 'Add an IN_PROGRESS unit (a single-unit property keeps one live unit: 409)',
        params: propertyUnitsParamsSchema,
        response: { 201: createUnitResponseSchema, ...withConflict },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.create(req.auth.userId, req.params.propertyId)),
  );

  app.get(
    '/property-unit/:id',
    {
      schema: {
        ...unit('One unit; another host’s id is a 404'),
        response: { 200: unitSchema, ...errorResponses },
      },
    },
    async (req) => service.get(req.auth.userId, req.params.id),
  );

  app.patch(
    '/property-unit/:id',
    {
      schema: {
        ...unit('Edit the changed unit fields; edited fields leave invalidFields'),
        body: updateUnitSchema,
        response: { 200: unitSchema, ...errorResponses },
      },
    },
    async (req) => service.update(req.auth.userId, req.params.id, req.body),
  );

  app.delete(
    '/property-unit/:id',
    {
      schema: {
        ...unit('Delete a unit (kept as DELETED, gone from every list)'),
        response: { 204: z.null(), ...withConflict },
      },
    },
    async (req, reply) => {
      await service.remove(req.auth.userId, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/property-unit/:id/publish',
    {
      schema: {
        ...unit('Publish: to review (or straight back to published when approved before)'),
        response: { 200: unitSchema, ...withConflict },
      },
    },
    async (req) => service.publish(req.auth.userId, req.params.id, localText(requestLocale(req))),
  );

  app.patch(
    '/property-unit/:id/unpublish',
    { schema: { ...unit('Unpublish a published unit'), response: { 200: unitSchema, ...withConflict } } },
    async (req) => service.unpublish(req.auth.userId, req.params.id),
  );

  app.post(
    '/property-unit/:id/calendar-action',
    {
      schema: {
        ...unit('Set the calendar availability status of a unit'),
        body: calendarActionSchema,
        response: { 200: calendarActionResponseSchema, ...errorResponses },
      },
    },
    async (req) => service.calendarAction(req.auth.userId, req.params.id, req.body.status),
  );

  app.post(
    '/property-units/change-booking-preference',
    {
      schema: {
        tags,
        security,
        summary: 'Bulk: every live unit to instant booking (or request booking), task marked done',
        // the spec sends an empty body: Fastify hands the handler null
        body: changeBookingPreferenceSchema.nullable(),
        response: { 200: changeBookingPreferenceResponseSchema, ...errorResponses },
      },
    },
    async (req) => service.changeBookingPreference(req.auth.userId, req.body?.bookingType ?? 'onLine'),
  );

  app.get(
    '/property-unit/:unitId/listing-progress',
    {
      schema: {
        tags,
        security,
        summary: 'Completed listing-flow steps of a unit',
        params: unitKeyParamsSchema,
        response: { 200: listingProgressSchema, ...errorResponses },
      },
    },
    async (req) => service.progress(req.auth.userId, req.params.unitId),
  );

  app.put(
    '/property-unit/:unitId/listing-progress',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the completed listing-flow steps of a unit',
        params: unitKeyParamsSchema,
        body: listingProgressSchema,
        response: { 200: listingProgressSchema, ...errorResponses },
      },
    },
    async (req) => service.saveProgress(req.auth.userId, req.params.unitId, req.body.steps),
  );
};
