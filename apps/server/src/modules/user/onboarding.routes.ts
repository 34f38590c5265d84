import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import { feeModelSchema } from '@host-portal/contracts/fee-models';
import {
  onboardingConfigurationSchema,
  onboardingStateSchema,
  saveCommercialModelSchema,
} from '@host-portal/contracts/onboarding';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OnboardingService } from './onboarding.service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

/** init-onboarding and getConfiguration (001 section 7); the other onboarding calls are billing and payout. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (
  app,
  { onboarding: service },
) => {
  app.post(
    '/user/init-onboarding',
    {
      schema: {
        tags,
        security,
        summary: 'Start onboarding (idempotent: the first call records the start)',
        description: 'Answers the host’s onboarding status and when onboarding first started.',
        response: { 200: onboardingStateSchema, ...errorResponses },
      },
    },
    async (req) => service.init(req.auth.userId),
  );

  app.get(
    '/user/onboarding/getConfiguration',
    {
      schema: {
        tags,
        security,
        summary: 'Which onboarding steps apply to the host, and whether the host may list',
        description:
          'Eligibility follows ONBOARDING_COUNTRIES (the billing address’s country; not judged before the ' +
          'host gave an address) and ONBOARDING_HOST_TYPES; an expired account is never eligible.',
        response: { 200: onboardingConfigurationSchema, ...errorResponses },
      },
    },
    async (req) => service.configuration(req.auth.userId),
  );

  app.post(
    '/user/onboarding/saveCommercialModel',
    {
      schema: {
        tags,
        security,
        summary: 'Choose commission or subscription during onboarding (the commercial-model step)',
        description:
          'Sets the billing model (and clears a hybrid bidding tag); answers the onboarding configuration it ' +
          'leads to. 409 once onboarding is finished.',
        body: saveCommercialModelSchema,
        response: { 200: onboardingConfigurationSchema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => service.saveCommercialModel(req.auth.userId, req.body.commercialModel),
  );

  app.put(
    '/user/billing-tag/:tag/save',
    {
      schema: {
        tags,
        security,
        summary: 'Choose the fee model (plan or fee model of 001 section 3) during onboarding',
        description:
          'The tag sets the billing mode too (hybrid_N: hybrid; subscription, subscription_2: subscription; ' +
          'the others: commission). 409 once onboarding is finished.',
        params: z.object({ tag: feeModelSchema }),
        response: { 200: onboardingConfigurationSchema, ...errorResponses, 409: problemSchema },
      },
    },
    async (req) => service.saveBillingTag(req.auth.userId, req.params.tag),
  );
};
