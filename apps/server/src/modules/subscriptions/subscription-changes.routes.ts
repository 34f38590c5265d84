import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  cancelScheduledChangeSchema,
  changePlanSchema,
  expiringSubscriptionsSchema,
  plansSchema,
  scheduledChangesSchema,
} from '@host-portal/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SubscriptionChangesService } from './subscription-changes.service.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];
const params = z.object({ subscriptionId: z.uuid() });

/** 001 section 7: plan changes, self-renewal plans and expiring subscriptions (ADR 38). */
export const subscriptionChangesRoutes: FastifyPluginAsyncZod<{
  changes: SubscriptionChangesService;
}> = async (app, { changes }) => {
  app.get(
    '/subscription/:subscriptionId/scheduled-changes',
    {
      schema: {
        tags,
        security,
        summary: 'The plan change waiting for the end of the term (period in months)',
        params,
        response: { 200: scheduledChangesSchema, ...errorResponses },
      },
    },
    async (req) => changes.scheduledChanges(req.auth.userId, req.params.subscriptionId),
  );

  app.post(
    '/subscription/:subscriptionId/change-plan',
    {
      schema: {
        tags,
        security,
        summary: 'Change the plan at the end of the term (with a coupon); replaces a pending change',
        description: '409 when the term does not renew (a trial or a cancellation scheduled).',
        params,
        body: changePlanSchema,
        response: { 200: scheduledChangesSchema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => changes.changePlan(req.auth.userId, req.params.subscriptionId, req.body),
  );

  app.delete(
    '/subscription/:subscriptionId/scheduled-changes',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel the pending plan change, with a reason (kept as history)',
        params,
        body: cancelScheduledChangeSchema,
        response: { 200: scheduledChangesSchema, ...errorResponses },
      },
    },
    async (req) => changes.cancelChange(req.auth.userId, req.params.subscriptionId, req.body.reason),
  );

  app.get(
    '/subscription/self-renewal/plans/:propertyUnitId',
    {
      schema: {
        tags,
        security,
        summary: 'The monthly plans for a unit, priced after the coupon when one is given',
        params: z.object({ propertyUnitId: z.uuid() }),
        querystring: z.object({ couponId: z.string().trim().min(1).max(40).optional() }).strict(),
        response: { 200: plansSchema, ...errorResponses },
      },
    },
    async (req) => changes.selfRenewalPlans(req.auth.userId, req.params.propertyUnitId, req.query.couponId),
  );

  app.get(
    '/subscription/expiring',
    {
      schema: {
        tags,
        security,
        summary: 'The live subscription when it ends within 3 days or its card will not renew it',
        response: { 200: expiringSubscriptionsSchema, ...errorResponses },
      },
    },
    async (req) => changes.expiring(req.auth.userId),
  );
};
