import { errorResponses } from '@host-portal/contracts/errors';
import { guestPreferencesSchema, updateGuestPreferencesSchema } from '@host-portal/contracts/guest-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GuestProfileService } from './guest-profile.service.ts';

const tags = ['guest profile'];
const security = [{ bearer: [] }];

/** 001 section 7: the ideal-guest questionnaire's answers (000 sections 3–5). */
export const guestProfileRoutes: FastifyPluginAsyncZod<{ guestProfile: GuestProfileService }> = async (
  app,
  { guestProfile },
) => {
  app.get(
    '/user/guest-preferences',
    {
      schema: {
        tags,
        security,
        summary:
          'The host’s ideal guest: the answers of the guest-profile questionnaire (null: not answered)',
        response: { 200: guestPreferencesSchema, ...errorResponses },
      },
    },
    async (req) => guestProfile.get(req.auth.userId),
  );

  app.patch(
    '/user/guest-preferences',
    {
      schema: {
        tags,
        security,
        summary:
          'Save one step of the questionnaire: one of bookingTimes, stayDurations, startOfStay, groupSizes, language (with hostLanguages)',
        body: updateGuestPreferencesSchema,
        response: { 200: guestPreferencesSchema, ...errorResponses },
      },
    },
    async (req) => guestProfile.update(req.auth.userId, req.body),
  );
};
