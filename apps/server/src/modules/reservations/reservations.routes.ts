import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  availabilityQuerySchema,
  availabilitySchema,
  bookingListQuerySchema,
  bookingRequestListQuerySchema,
  bookingRequestSchema,
  bookingSchema,
  cancelBookingSchema,
  guestReceiptSchema,
  inquiryListQuerySchema,
  inquiryRequestSchema,
  inquirySchema,
  pageQuerySchema,
  pendingCountSchema,
  publicUnitParamsSchema,
  quoteRequestSchema,
  quoteSchema,
  rejectBookingRequestSchema,
  rejectInquirySchema,
  reservationIdParamsSchema,
  reservationListSchema,
  stayRequestSchema,
  unavailabilityListSchema,
} from '@host-portal/contracts/reservations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReservationsService } from './reservations.service.ts';

const security = [{ bearer: [] }];
const withConflict = { ...errorResponses, 409: problemSchema };
const params = reservationIdParamsSchema;

/** 000 section 7, "Booking requests", "Bookings" and "Inquiries": the host's calls under /api/app. */
export const reservationsRoutes: FastifyPluginAsyncZod<{ reservations: ReservationsService }> = async (
  app,
  { reservations: service },
) => {
  let tags = ['booking requests'];
  app.get(
    '/booking-requests',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s booking requests (pending ones by default), soonest to expire first',
        querystring: bookingRequestListQuerySchema,
        response: { 200: reservationListSchema, ...errorResponses },
      },
    },
    async (req) => service.requests(req.auth.userId, req.query),
  );
  app.get(
    '/booking-requests-pending-count',
    {
      schema: {
        tags,
        security,
        summary: 'How many booking requests wait for an answer (never below 0)',
        response: { 200: pendingCountSchema, ...errorResponses },
      },
    },
    async (req) => service.pendingCount(req.auth.userId),
  );
  app.get(
    '/booking-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One booking request with its guest, quote and history',
        params,
        response: { 200: bookingRequestSchema, ...errorResponses },
      },
    },
    async (req) => service.request(req.auth.userId, req.params.id),
  );
  app.post(
    '/booking-requests/:id/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm a request: the stay becomes a booking (409 when the dates are taken)',
        params,
        response: { 200: bookingRequestSchema, ...withConflict },
      },
    },
    async (req) => service.confirmRequest(req.auth.userId, req.params.id),
  );
  app.post(
    '/booking-requests/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject a request with a reason (an explanation with OTHER, or with a sub-reason)',
        params,
        body: rejectBookingRequestSchema,
        response: { 200: bookingRequestSchema, ...withConflict },
      },
    },
    async (req) => service.rejectRequest(req.auth.userId, req.params.id, req.body),
  );

  tags = ['bookings'];
  app.get(
    '/bookings',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s bookings of one tab: upcoming, current, completed, cancelled or all',
        querystring: bookingListQuerySchema,
        response: { 200: reservationListSchema, ...errorResponses },
      },
    },
    async (req) => service.bookings(req.auth.userId, req.query),
  );
  app.get(
    '/bookings/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One booking with its guest, price breakdown, payment schedule and history',
        params,
        response: { 200: bookingSchema, ...errorResponses },
      },
    },
    async (req) => service.booking(req.auth.userId, req.params.id),
  );
  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a booking that has not ended (a reason is required); its dates are free again',
        params,
        body: cancelBookingSchema,
        response: { 200: bookingSchema, ...withConflict },
      },
    },
    async (req) => service.cancelBooking(req.auth.userId, req.params.id, req.body),
  );

  tags = ['inquiries'];
  app.get(
    '/booking-inquiries',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s inquiries: open ones, or the archive (answered long ago, rejected, expired)',
        querystring: inquiryListQuerySchema,
        response: { 200: reservationListSchema, ...errorResponses },
      },
    },
    async (req) => service.inquiries(req.auth.userId, req.query),
  );
  app.get(
    '/booking-inquiries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One inquiry with its guest, message and dates',
        params,
        response: { 200: inquirySchema, ...errorResponses },
      },
    },
    async (req) => service.inquiry(req.auth.userId, req.params.id),
  );
  app.post(
    '/booking-inquiries/:id/confirm',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm an inquiry: its dates become an occupying stay (409 when they are taken)',
        params,
        response: { 200: inquirySchema, ...withConflict },
      },
    },
    async (req) => service.confirmInquiry(req.auth.userId, req.params.id),
  );
  app.post(
    '/booking-inquiries/:id/reject',
    {
      schema: {
        tags,
        security,
        summary: 'Reject an inquiry with a reason (an explanation only with OTHER) and a message',
        params,
        body: rejectInquirySchema,
        response: { 200: inquirySchema, ...withConflict },
      },
    },
    async (req) => service.rejectInquiry(req.auth.userId, req.params.id, req.body),
  );
  app.get(
    '/booking-inquiries/:id/overlapping-unavailabilities',
    {
      schema: {
        tags,
        security,
        summary: 'Stays and blocks that overlap the inquiry’s dates, to see what clashes before answering',
        params,
        querystring: pageQuerySchema,
        response: { 200: unavailabilityListSchema, ...errorResponses },
      },
    },
    async (req) => service.overlapping(req.auth.userId, req.params.id, req.query.page, req.query.limit),
  );
};

/** Idempotency-Key of the guest POSTs: any printable token of 1 to 255 characters. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/)
    .optional()
    .meta({ description: 'Retry-safe key: the same key and body return the first answer' }),
});

export interface GuestRoutesOptions {
  reservations: ReservationsService;
  /** requests per minute and client on the guest calls */
  rateLimitPerMinute: number;
}

/**
 * The guest calls under /api/public/units/{unitId}: no account, rate-limited per client (429 with
 * Retry-After, declared on every operation by the OpenAPI plugin).
 */
export const guestReservationRoutes: FastifyPluginAsyncZod<GuestRoutesOptions> = async (
  app,
  { reservations: service, rateLimitPerMinute },
) => {
  const tags = ['guests'];
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  app.get(
    '/units/:unitId/availability',
    {
      config,
      schema: {
        tags,
        summary: 'Taken dates of a published unit between two days, and its stay rules',
        params: publicUnitParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, ...errorResponses },
      },
    },
    async (req) => service.availability(req.params.unitId, req.query.from, req.query.to),
  );
  app.post(
    '/units/:unitId/quote',
    {
      config,
      schema: {
        tags,
        summary: 'The price of a stay, itemised (nights, seasons, discounts) with its payment schedule',
        params: publicUnitParamsSchema,
        body: quoteRequestSchema,
        response: { 200: quoteSchema, ...errorResponses },
      },
    },
    async (req) => service.quote(req.params.unitId, req.body),
  );
  const create = (kind: 'booking_request' | 'booking' | 'inquiry', summary: string) => ({
    config,
    schema: {
      tags,
      summary,
      params: publicUnitParamsSchema,
      headers: idempotencyHeaders,
      body: kind === 'inquiry' ? inquiryRequestSchema : stayRequestSchema,
      response: { 201: guestReceiptSchema, ...withConflict },
    },
  });
  for (const [path, kind, summary] of [
    ['/units/:unitId/booking-requests', 'booking_request', 'Request to book a unit booked on request'],
    ['/units/:unitId/bookings', 'booking', 'Book a unit booked instantly (409 when it is booked on request)'],
    ['/units/:unitId/inquiries', 'inquiry', 'Ask the host a question about dates'],
  ] as const) {
    app.post(path, create(kind, summary), async (req, reply) => {
      const body = req.body as Parameters<ReservationsService['create']>[2];
      const result = await service.create(kind, req.params.unitId, body, req.headers['idempotency-key']);
      return reply.code(result.status).send(result.body);
    });
  }
};
