import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerIdentity } from './identity/identity.plugin.ts';
import { createMailer } from './identity/mailer.ts';
import { createSmsSender } from './identity/sms.ts';
import { reservationsSweep, startJobs } from './jobs/job-queue.ts';
import { errorSerializer } from './lib/log-serializers.ts';
import { parseQueryString } from './lib/querystring.ts';
import { createRealtime } from './lib/realtime.ts';
import { serializerCompiler } from './lib/serializer.ts';
import { apiAccessRoutes } from './modules/api-access/api-access.routes.ts';
import { calendarRoutes, icalExportRoutes } from './modules/calendar/calendar.routes.ts';
import { dac7Routes } from './modules/dac7/dac7.routes.ts';
import { earningsRoutes } from './modules/earnings/earnings.routes.ts';
import { featureTogglesRoutes } from './modules/feature-toggles/feature-toggles.routes.ts';
import { guestPublicRoutes, guestRoutes } from './modules/guest/guest.routes.ts';
import { guestProfileRoutes } from './modules/guest-profile/guest-profile.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { supportQueueRoutes } from './modules/help/support-queue.routes.ts';
import { impersonationStaffRoutes, staffAccessRoutes } from './modules/impersonation/impersonation.routes.ts';
import { registerImpersonationHooks } from './modules/impersonation/impersonation-hooks.ts';
import { insightsPublicRoutes, insightsRoutes } from './modules/insights/insights.routes.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { kycStaffRoutes } from './modules/kyc/kyc-staff.routes.ts';
import { listingRoutes } from './modules/listing/listing.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { messagingSocket } from './modules/messaging/messaging.socket.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { payoutRoutes } from './modules/payout/payout.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { publicListingRoutes } from './modules/public-listing/public-listing.routes.ts';
import { referralRoutes } from './modules/referral/referral.routes.ts';
import { regionalRequirementsRoutes } from './modules/regional-requirements/regional-requirements.routes.ts';
import { guestReservationRoutes, reservationsRoutes } from './modules/reservations/reservations.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { domainConfigRoutes } from './modules/settings/domain-config.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { checkoutPages } from './modules/subscriptions/checkout-page.ts';
import { invoicesRoutes } from './modules/subscriptions/invoices.routes.ts';
import { subscriptionChangesRoutes } from './modules/subscriptions/subscription-changes.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { unitsRoutes } from './modules/units/units.routes.ts';
import { billingDetailsRoutes } from './modules/user/billing-details.routes.ts';
import { onboardingRoutes } from './modules/user/onboarding.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { calendarVerificationRoutes } from './modules/verification/calendar-verification.routes.ts';
import { webVitalsPublicRoutes, webVitalsStaffRoutes } from './modules/web-vitals/web-vitals.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPrivateResponses } from './plugins/private-responses.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { staffOnly } from './plugins/staff-only.ts';
import { registerStaticWeb } from './plugins/static-web.ts';
import { testAccountRoutes } from './plugins/test-accounts.ts';
import { createTestClock, testClockRoutes } from './plugins/test-clock.ts';
import { buildServices } from './services.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** false in tests that do not want request logs */
  logger?: boolean;
  /** where logs go (default stdout); tests read them */
  logStream?: NodeJS.WritableStream;
}

export type App = FastifyInstance;

const SECRET_PARAMS = /([?&](?:token|code|code_verifier|id_token_hint|refresh_token|state|password)=)[^&]*/gi;
const CORRELATION_ID = /^[A-Za-z0-9._-]{8,128}$/;

export async function buildApp({ config, database, logger = true, logStream }: AppDeps) {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: {
            err: errorSerializer,
            req: (req) => ({
              method: req.method,
              url: req.url.replace(SECRET_PARAMS, '$1[redacted]'),
              remoteAddress: req.ip,
            }),
          },
        }
      : false,
    // an incoming x-correlation-id (from a proxy) is kept when it looks sane
    genReqId: (req) => {
      const incoming = req.headers['x-correlation-id'];
      return typeof incoming === 'string' && CORRELATION_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-correlation-id', request.id);
  });
  // once shutdown has begun, a request still running ends its keep-alive connection with its answer;
  // otherwise the connection idles on (Fastify's keep-alive is 72 s) and holds the close up
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  registerPrivateResponses(app);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app, config);
  await registerAuth(app, { config, database });
  if (config.oidc.embedded) await registerIdentity(app, { config, database });

  await app.register(healthRoutes, { database });
  await app.register(domainConfigRoutes, { config });
  fs.mkdirSync(config.uploadDir, { recursive: true });
  // every service once (ADR 0011); routes get the ones they call
  const realtime = createRealtime(database, app.log);
  const clock = config.testClock ? createTestClock() : undefined;
  const services = buildServices({
    config,
    database,
    mailer: createMailer(config, app.log),
    smsSender: createSmsSender(config, app.log),
    realtime,
    ...(clock ? { now: clock.now } : {}),
  });
  // the public settings carry the staff's feature toggles (ADR 0044)
  const features = () => services.featureToggles.features();
  await app.register(settingsRoutes, { config, features });
  if (clock)
    await app.register(testClockRoutes, {
      prefix: '/api/test',
      clock,
      // the minute's jobs at the moved clock: reservations, and subscription renewals and expiries
      sweep: async () => ({
        ...(await reservationsSweep(services)),
        ...(await services.renewals.sweep(clock.now())),
      }),
      // the webhook deliveries due at the moved clock: what the job would send now
      webhooks: () => services.webhooks.deliverDue(clock.now()),
    });
  // the browser tests make migrated accounts (the welcome tour, ADR 0043); only beside the clock
  if (clock) await app.register(testAccountRoutes, { prefix: '/api/test', database });
  if (config.jobsEnabled) {
    // the job queue starts when the app is ready and stops before the database closes
    let jobs: Awaited<ReturnType<typeof startJobs>> | undefined;
    app.addHook('onReady', async () => {
      jobs = await startJobs({ database, services, log: app.log });
    });
    app.addHook('onClose', async () => {
      await jobs?.stop();
    });
  }
  await app.register(
    async (api) => {
      api.addHook('onRequest', api.authenticate);
      // staff acting as a host: refused actions and the audit trail (ADR 41)
      registerImpersonationHooks(api, services.impersonation);
      await api.register(userRoutes, { config, user: services.user });
      await api.register(billingDetailsRoutes, { billingDetails: services.billingDetails });
      await api.register(onboardingRoutes, { onboarding: services.onboarding });
      await api.register(subscriptionsRoutes, {
        subscriptions: services.subscriptions,
        checkout: services.checkout,
        services: services.subscriptionServices,
      });
      await api.register(subscriptionChangesRoutes, { changes: services.subscriptionChanges });
      await api.register(invoicesRoutes, { invoices: services.invoices });
      await api.register(propertiesRoutes, { properties: services.properties });
      await api.register(unitsRoutes, { units: services.units });
      await api.register(listingRoutes, { listing: services.listing });
      await api.register(promotionsRoutes, { promotions: services.promotions });
      await api.register(regionalRequirementsRoutes, { regionalRequirements: services.regionalRequirements });
      await api.register(calendarVerificationRoutes, { calendarVerification: services.calendarVerification });
      await api.register(photosRoutes, { photos: services.photos });
      await api.register(reservationsRoutes, { reservations: services.reservations });
      await api.register(guestProfileRoutes, { guestProfile: services.guestProfile });
      await api.register(calendarRoutes, { calendar: services.calendar });
      await api.register(reviewsRoutes, { reviews: services.reviews });
      await api.register(helpRoutes, { help: services.help });
      await api.register(notificationsRoutes, { notifications: services.notifications });
      await api.register(kycRoutes, { kyc: services.kyc });
      await api.register(payoutRoutes, { payout: services.payout });
      await api.register(earningsRoutes, { earnings: services.earnings });
      await api.register(insightsRoutes, { insights: services.insights });
      await api.register(dac7Routes, { dac7: services.dac7 });
      await api.register(apiAccessRoutes, { apiKeys: services.apiKeys, webhooks: services.webhooks });
      await api.register(referralRoutes, { referral: services.referral });
      await api.register(staffAccessRoutes, { impersonation: services.impersonation });
      await api.register(privacyRoutes, { privacy: services.privacy, ...(clock ? { now: clock.now } : {}) });
      await api.register(messagingRoutes, {
        messaging: services.messaging,
        savedReplies: services.savedReplies,
      });
    },
    { prefix: '/api/app' },
  );
  await app.register(
    async (staff) => {
      staff.addHook('onRequest', staff.authenticate);
      staff.addHook('onRequest', staffOnly(staff));
      await staff.register(staffRoutes, { staff: services.staff, stays: services.stays });
      await staff.register(supportQueueRoutes, { supportQueue: services.supportQueue });
      await staff.register(kycStaffRoutes, { kycReview: services.kycReview });
      await staff.register(featureTogglesRoutes, { featureToggles: services.featureToggles });
      await staff.register(webVitalsStaffRoutes, { webVitals: services.webVitals });
      await staff.register(impersonationStaffRoutes, { impersonation: services.impersonation });
    },
    { prefix: '/api/staff' },
  );
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    // uploads get a fresh name on every change, so they may be cached for good
    maxAge: '365d',
    immutable: true,
    // a PDF sent in a chat is downloaded, never rendered in the portal's origin
    setHeaders: (res, filePath) => {
      if (filePath.endsWith('.pdf')) {
        res.setHeader('content-disposition', 'attachment');
        res.setHeader('content-security-policy', 'sandbox');
      }
    },
  });
  await app.register(guestReservationRoutes, {
    prefix: '/api/public',
    reservations: services.reservations,
    rateLimitPerMinute: config.guestRateLimitPerMinute,
  });
  // guests (issue 9): the login link's exchange is public; the rest needs the guest_token cookie
  await app.register(guestPublicRoutes, {
    prefix: '/api/public/guest',
    guestAuth: services.guestAuth,
    publicUrl: config.publicUrl,
    rateLimitPerMinute: config.guestRateLimitPerMinute,
  });
  await app.register(guestRoutes, {
    prefix: '/api/guest',
    guestAuth: services.guestAuth,
    messaging: services.messaging,
    reservations: services.reservations,
    reviews: services.reviews,
    publicUrl: config.publicUrl,
    rateLimitPerMinute: config.guestRateLimitPerMinute,
  });
  await app.register(messagingSocket, {
    messaging: services.messaging,
    realtime,
    resolveGuest: services.guestAuth.resolveSession,
  });
  await app.register(icalExportRoutes, { calendar: services.calendar });
  // the built-in payment provider's hosted checkout (test mode): back to the account's payment tab
  await app.register(checkoutPages, { checkout: services.checkout, returnPath: '/account/payment' });
  await app.register(publicListingRoutes, {
    config,
    stays: services.stays,
    reservations: services.reservations,
    recording: services.insightsRecording,
    rateLimitPerMinute: config.guestRateLimitPerMinute,
  });
  // views and impressions for insights (ADR 0040): the public search's beacon, without cookies
  await app.register(insightsPublicRoutes, {
    prefix: '/api/public/insights',
    recording: services.insightsRecording,
    rateLimitPerMinute: config.guestRateLimitPerMinute,
  });
  // web vitals of real sessions (ADR 0044): sent with sendBeacon, so without a token
  await app.register(webVitalsPublicRoutes, {
    prefix: '/api/public',
    webVitals: services.webVitals,
    rateLimitPerMinute: config.guestRateLimitPerMinute,
  });
  await registerStaticWeb(app, config, features);
  return app;
}
