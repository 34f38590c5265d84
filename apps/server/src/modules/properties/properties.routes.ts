import { errorResponses } from '@host-portal/contracts/errors';
import {
  createPropertyResponseSchema,
  createPropertySchema,
  propertiesPageSchema,
  propertiesQuerySchema,
  propertyIdParamsSchema,
  propertyListPageSchema,
  propertySchema,
  updatePropertyResponseSchema,
  updatePropertySchema,
} from '@host-portal/contracts/properties';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PropertiesService } from './properties.service.ts';

const tags = ['properties'];
const security = [{ bearer: [] }];

export const propertiesRoutes: FastifyPluginAsyncZod<{ properties: PropertiesService }> = async (
  app,
  { properties: service },
) => {
  app.get(
    '/properties',
    {
      schema: {
        tags,
        security,
        summary: "The host's properties with their units, newest change first",
        querystring: propertiesQuerySchema,
        response: { 200: propertiesPageSchema, ...errorResponses },
      },
    },
    async (req) =>
      service.list(req.auth.userId, req.query.criteria.search ?? '', req.query.page, req.query.limit),
  );

  app.get(
    '/property-list',
    {
      schema: {
        tags,
        security,
        summary: 'A light list of the host’s properties (id, title, type) for selectors',
        querystring: propertiesQuerySchema,
        response: { 200: propertyListPageSchema, ...errorResponses },
      },
    },
    async (req) =>
      service.titles(req.auth.userId, req.query.criteria.search ?? '', req.query.page, req.query.limit),
  );

  app.post(
    '/properties',
    {
      schema: {
        tags,
        security,
        summary: 'Create a property with its first unit',
        body: createPropertySchema,
        response: { 201: createPropertyResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => reply.status(201).send(await service.create(req.auth.userId, req.body)),
  );

  app.get(
    '/properties/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One property; another host’s id is a 404',
        params: propertyIdParamsSchema,
        response: { 200: propertySchema, ...errorResponses },
      },
    },
    async (req) => service.get(req.auth.userId, req.params.id),
  );

  app.patch(
    '/properties/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit title and descriptions',
        params: propertyIdParamsSchema,
        body: updatePropertySchema,
        response: { 200: updatePropertyResponseSchema, ...errorResponses },
      },
    },
    async (req) => service.update(req.auth.userId, req.params.id, req.body),
  );

  app.delete(
    '/properties/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a property and its units',
        params: propertyIdParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await service.remove(req.auth.userId, req.params.id);
      return reply.status(204).send(null);
    },
  );
};
