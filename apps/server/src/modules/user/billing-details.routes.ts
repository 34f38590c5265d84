import {
  businessDetailsSchema,
  individualDetailsSchema,
  saveBusinessDetailsSchema,
  saveIndividualDetailsSchema,
} from '@host-portal/contracts/billing-details';
import { errorResponses } from '@host-portal/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillingDetailsService } from './billing-details.service.ts';

const tags = ['user'];
const security = [{ bearer: [] }];

/** The billing tab's calls, named as 001 section 7 names the onboarding calls. */
export const billingDetailsRoutes: FastifyPluginAsyncZod<{ billingDetails: BillingDetailsService }> = async (
  app,
  { billingDetails: service },
) => {
  app.get(
    '/user/onboarding/getIndividualDetails',
    {
      schema: {
        tags,
        security,
        summary: 'An individual host’s billing details (404 for a company account)',
        response: { 200: individualDetailsSchema, ...errorResponses },
      },
    },
    async (req) => service.getIndividualDetails(req.auth.userId),
  );

  app.post(
    '/user/onboarding/saveIndividualDetails',
    {
      schema: {
        tags,
        security,
        summary: 'Save an individual host’s billing details (409 for a company account)',
        description:
          'Required: name, e-mail and the address (country, city, street, house number or name); the state is ' +
          'cut to 3 characters; a phone number without digits is empty; a tax identification per country in ' +
          'its format unless countryWithoutTaxId; the VAT id (optional) in its prefix’s format unless ' +
          'userWithoutVatId; a billing address unless sameAddress.',
        body: saveIndividualDetailsSchema,
        response: { 200: individualDetailsSchema, ...errorResponses },
      },
    },
    async (req) => service.saveIndividualDetails(req.auth.userId, req.body),
  );

  app.get(
    '/user/onboarding/getBusinessDetails',
    {
      schema: {
        tags,
        security,
        summary: 'A company’s billing details (404 for an individual account)',
        response: { 200: businessDetailsSchema, ...errorResponses },
      },
    },
    async (req) => service.getBusinessDetails(req.auth.userId),
  );

  app.post(
    '/user/onboarding/saveBusinessDetails',
    {
      schema: {
        tags,
        security,
        summary: 'Save a company’s billing details (409 for an individual account)',
        description:
          'As the individual details, and: the VAT id is required unless userWithoutVatId; the EU member ' +
          'states of a permanent establishment when euPermanentEstablishment; at least one signatory; ' +
          'shareholders’ percentages add up to at most 100.',
        body: saveBusinessDetailsSchema,
        response: { 200: businessDetailsSchema, ...errorResponses },
      },
    },
    async (req) => service.saveBusinessDetails(req.auth.userId, req.body),
  );
};
