import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import { saveServicesSchema, subscriptionServicesSchema } from '@host-portal/contracts/subscription-services';
import {
  cancelSubscriptionSchema,
  checkoutRequestSchema,
  checkoutSchema,
  coinBoostSchema,
  hostedPageStateSchema,
  inProgressRequestSchema,
  paymentSourceStatusSchema,
  plansSchema,
  subscriptionInfoSchema,
  subscriptionV2Schema,
} from '@host-portal/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CheckoutService } from './checkout.service.ts';
import type { SubscriptionServicesApi } from './services.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

/** 001 section 7, the subscription calls of issue 12 built so far (ADR 35). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  checkout: CheckoutService;
  services: SubscriptionServicesApi;
}> = async (app, { subscriptions: service, checkout, services }) => {
  app.get(
    '/v2/user/subscription',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s subscription with its leads, publish and boost credits and their flags',
        description:
          'subscription is null without a live subscription (or when no subscription applies to the host); ' +
          'isAboutToExpire within 3 days before expiry, leads low at 25 % or less, publications low at 1 to 5.',
        response: { 200: subscriptionV2Schema, ...errorResponses },
      },
    },
    async (req) => service.subscription(req.auth.userId),
  );

  app.get(
    '/subscriptions/plans',
    {
      schema: {
        tags,
        security,
        summary: 'The plans, yearly ones shown as 12 months',
        querystring: z.object({ periodUnit: z.enum(['month']).optional() }).strict(),
        response: { 200: plansSchema, ...errorResponses },
      },
    },
    async (req) => service.plans({ monthlyOnly: req.query.periodUnit === 'month' }),
  );

  app.post(
    '/user/subscription/coin/boost',
    {
      schema: {
        tags,
        security,
        summary: 'Book a boost of a unit from boost credits (one credit per day)',
        description: '409 when the days overlap a booked boost of the unit or too few credits are left.',
        body: coinBoostSchema,
        response: { 200: subscriptionV2Schema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => service.boost(req.auth.userId, req.body),
  );

  app.get(
    '/subscription/info/:unitId',
    {
      schema: {
        tags,
        security,
        summary: 'The plan a unit is listed under (status, cancellation scheduled) and its boosts',
        params: z.object({ unitId: z.uuid() }),
        response: { 200: subscriptionInfoSchema, ...errorResponses },
      },
    },
    async (req) => service.info(req.auth.userId, req.params.unitId),
  );

  app.delete(
    '/subscription',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel the subscription at the end of its term (cancellation scheduled)',
        body: cancelSubscriptionSchema,
        response: { 200: subscriptionV2Schema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => service.cancel(req.auth.userId, req.body.subscriptionId, req.body.reason),
  );

  app.post(
    '/subscription/checkout',
    {
      schema: {
        tags,
        security,
        summary: 'Start the hosted checkout of a plan (with a coupon): where the host pays',
        description: 'The provider confirms the payment; the host comes back with the hostedPageId.',
        body: checkoutRequestSchema,
        response: { 200: checkoutSchema, ...errorResponses },
      },
    },
    async (req) => checkout.start(req.auth.userId, req.body),
  );

  app.post(
    '/subscription/in_progress',
    {
      schema: {
        tags,
        security,
        summary: 'The host is back from the hosted checkout: the page is in progress until confirmed',
        body: inProgressRequestSchema,
        response: { 200: hostedPageStateSchema, ...errorResponses },
      },
    },
    async (req) => checkout.inProgress(req.auth.userId, req.body.hostedPageId),
  );

  app.get(
    '/subscriptions/payment-source/status',
    {
      schema: {
        tags,
        security,
        summary: 'The stored card: brand, last 4 and expiry (valid, expiring this month, expired, missing)',
        response: { 200: paymentSourceStatusSchema, ...errorResponses },
      },
    },
    async (req) => checkout.paymentSource(req.auth.userId),
  );

  app.get(
    '/subscription/services',
    {
      schema: {
        tags,
        security,
        summary:
          'The subscription services: what the plan includes, the host’s switches, which are in effect',
        description:
          'Our call (the spec shows the services editor, not its calls). 404 when no subscription applies.',
        response: { 200: subscriptionServicesSchema, ...errorResponses },
      },
    },
    async (req) => services.get(req.auth.userId),
  );

  app.put(
    '/subscription/services',
    {
      schema: {
        tags,
        security,
        summary: 'Switch the plan’s services on or off; the inquiry message’s text',
        description:
          '409 without a live subscription, or when a service is switched on that the plan does not include.',
        body: saveServicesSchema,
        response: { 200: subscriptionServicesSchema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => services.save(req.auth.userId, req.body),
  );
};
