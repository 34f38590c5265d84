import { emptyResponseSchema, listQuerySchema } from '@host-portal/contracts/common';
import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  newReviewUnitsSchema,
  reviewIdParamsSchema,
  reviewReplyBodySchema,
  reviewSchema,
  reviewSummaryPageSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
  reviewUnitParamsSchema,
  unitRatingSchema,
  unitReviewSummarySchema,
} from '@host-portal/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];
const security = [{ bearer: [] }];

/** The host's review calls of 000 section 7, under /api/app. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  // static paths first in the reading, though the router ranks them above :unitId anyway
  app.get(
    '/reviews/new',
    {
      schema: {
        tags,
        security,
        summary: 'Ids of your units with reviews you have not seen',
        response: { 200: newReviewUnitsSchema, ...errorResponses },
      },
    },
    async (req) => reviews.newUnits(req.auth.userId),
  );
  app.get(
    '/reviews/summary',
    {
      schema: {
        tags,
        security,
        summary:
          'Your units with their rating, reviews waiting for a reply and new reviews (search by unit or property title)',
        querystring: listQuerySchema,
        response: { 200: reviewSummaryPageSchema, ...errorResponses },
      },
    },
    async (req) => reviews.summaries(req.auth.userId, req.query),
  );
  app.get(
    '/reviews/summary/:unitId',
    {
      schema: {
        tags,
        security,
        summary: 'One unit with its rating, reviews waiting for a reply and whether it has new reviews',
        params: reviewUnitParamsSchema,
        response: { 200: unitReviewSummarySchema, ...errorResponses },
      },
    },
    async (req) => reviews.summary(req.auth.userId, req.params.unitId),
  );
  app.put(
    '/reviews/new/:unitId',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a unit’s reviews as seen',
        params: reviewUnitParamsSchema,
        response: { 204: emptyResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      await reviews.markSeen(req.auth.userId, req.params.unitId);
      return reply.code(204).send(null);
    },
  );
  app.get(
    '/reviews/rating/:unitId',
    {
      schema: {
        tags,
        security,
        summary: 'A unit’s rating: average, count, per category and the distribution of stars',
        params: reviewUnitParamsSchema,
        response: { 200: unitRatingSchema, ...errorResponses },
      },
    },
    async (req) => reviews.rating(req.auth.userId, req.params.unitId),
  );
  app.post(
    '/reviews/reply/:reviewId',
    {
      schema: {
        tags,
        security,
        summary: 'Post or edit your public reply to a review (one reply; editable for a while)',
        params: reviewIdParamsSchema,
        body: reviewReplyBodySchema,
        response: { 200: reviewSchema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => reviews.reply(req.auth.userId, req.params.reviewId, req.body.text),
  );
  app.get(
    '/reviews/:unitId',
    {
      schema: {
        tags,
        security,
        summary: 'A unit’s reviews, newest first, a page at a time',
        params: reviewUnitParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema, ...errorResponses },
      },
    },
    async (req) => reviews.list(req.auth.userId, req.params.unitId, req.query),
  );
};
