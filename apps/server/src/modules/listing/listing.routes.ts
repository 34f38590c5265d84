import { errorResponses } from '@host-portal/contracts/errors';
import {
  geocodeQuerySchema,
  geocodeResultSchema,
  locationParamsSchema,
  propertiesConfigurationSchema,
  propertyLocationSchema,
  saveLocationSchema,
} from '@host-portal/contracts/listing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localText, requestLocale } from '../settings/request-locale.ts';
import type { ListingService } from './listing.service.ts';

const security = [{ bearer: [] }];

export const listingRoutes: FastifyPluginAsyncZod<{ listing: ListingService }> = async (
  app,
  { listing: service },
) => {
  app.get(
    '/properties-configuration',
    {
      schema: {
        tags: ['listing'],
        security,
        summary: 'Photo constraints, room and bed types, amenities, price settings and address forms',
        querystring: z.object({ hl: z.string().max(10).optional() }),
        response: { 200: propertiesConfigurationSchema, ...errorResponses },
      },
    },
    async (req) => service.configuration(req.query.hl),
  );

  app.get(
    '/geocoding/search',
    {
      schema: {
        tags: ['listing'],
        security,
        summary: 'Place autocomplete (offline gazetteer unless GEOCODER_URL is set)',
        querystring: geocodeQuerySchema,
        response: { 200: geocodeResultSchema, ...errorResponses },
      },
    },
    async (req) => service.geocode(req.query.q, req.query.hl),
  );

  const saveLocation = {
    tags: ['properties'],
    security,
    body: saveLocationSchema,
    response: { 200: propertyLocationSchema, ...errorResponses },
  };
  app.put(
    '/properties/:propertyId/location/:action',
    {
      schema: {
        ...saveLocation,
        summary: 'Save the property location (`save` checks the country’s address fields, `draft` does not)',
        params: locationParamsSchema,
      },
    },
    async (req) =>
      service.saveLocation(
        req.auth.userId,
        req.params.propertyId,
        req.params.action,
        req.body.location,
        localText(requestLocale(req)),
      ),
  );
  app.put(
    '/properties/:propertyId/location',
    {
      schema: {
        ...saveLocation,
        summary: 'Save the property location (action defaults to `save`)',
        params: locationParamsSchema.pick({ propertyId: true }),
      },
    },
    async (req) =>
      service.saveLocation(
        req.auth.userId,
        req.params.propertyId,
        'save',
        req.body.location,
        localText(requestLocale(req)),
      ),
  );
};
