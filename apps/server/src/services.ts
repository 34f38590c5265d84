import path from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { revokeAccountSessions } from './identity/accounts.ts';
import type { Mailer } from './identity/mailer.ts';
import { passwordCheck } from './identity/password-check.ts';
import type { SmsSender } from './identity/sms.ts';
import type { Realtime } from './lib/realtime.ts';
import { type FileStorage, localFileStorage } from './lib/storage.ts';
import { apiKeysRepository } from './modules/api-access/api-keys.repository.ts';
import { apiKeysService } from './modules/api-access/api-keys.service.ts';
import { webhookHooks } from './modules/api-access/webhook-events.ts';
import { webhooksRepository } from './modules/api-access/webhooks.repository.ts';
import { webhooksService } from './modules/api-access/webhooks.service.ts';
import { calendarRepository } from './modules/calendar/calendar.repository.ts';
import { calendarService } from './modules/calendar/calendar.service.ts';
import { dac7Repository } from './modules/dac7/dac7.repository.ts';
import { dac7Service } from './modules/dac7/dac7.service.ts';
import { earningsRepository } from './modules/earnings/earnings.repository.ts';
import { earningsService } from './modules/earnings/earnings.service.ts';
import { featureTogglesRepository } from './modules/feature-toggles/feature-toggles.repository.ts';
import { featureTogglesService } from './modules/feature-toggles/feature-toggles.service.ts';
import { guestAuthRepository } from './modules/guest/guest-auth.repository.ts';
import { guestAuthService } from './modules/guest/guest-auth.service.ts';
import { guestProfileRepository } from './modules/guest-profile/guest-profile.repository.ts';
import { guestProfileService } from './modules/guest-profile/guest-profile.service.ts';
import { helpService } from './modules/help/help.service.ts';
import { supportQueueRepository } from './modules/help/support-queue.repository.ts';
import { supportQueueService } from './modules/help/support-queue.service.ts';
import { impersonationRepository } from './modules/impersonation/impersonation.repository.ts';
import { impersonationService } from './modules/impersonation/impersonation.service.ts';
import { insightsRecorder, insightsRepository } from './modules/insights/insights.repository.ts';
import { insightsService } from './modules/insights/insights.service.ts';
import { insightsRecording } from './modules/insights/insights-recording.ts';
import { kycRepository } from './modules/kyc/kyc.repository.ts';
import { kycService } from './modules/kyc/kyc.service.ts';
import { assertPrivate, localDocumentStore } from './modules/kyc/kyc-files.ts';
import { createVerificationProvider } from './modules/kyc/kyc-provider.ts';
import { kycReviewService } from './modules/kyc/kyc-review.ts';
import { createGeocoder, type Geocoder } from './modules/listing/geocoder.ts';
import { listingRepository } from './modules/listing/listing.repository.ts';
import { listingService } from './modules/listing/listing.service.ts';
import { messagingRepository } from './modules/messaging/messaging.repository.ts';
import { messagingService } from './modules/messaging/messaging.service.ts';
import { savedRepliesService } from './modules/messaging/saved-replies.ts';
import { sendUnreadEmails } from './modules/messaging/unread-mail.ts';
import { notificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsService } from './modules/notifications/notifications.service.ts';
import { payoutRepository } from './modules/payout/payout.repository.ts';
import { payoutService } from './modules/payout/payout.service.ts';
import { photoCleanup as photoCleanupOf } from './modules/photos/photo-cleanup.ts';
import { photosRepository } from './modules/photos/photos.repository.ts';
import { photosService } from './modules/photos/photos.service.ts';
import { privacyRepository } from './modules/privacy/privacy.repository.ts';
import { privacyService } from './modules/privacy/privacy.service.ts';
import { promotionsRepository } from './modules/promotions/promotions.repository.ts';
import { promotionsService } from './modules/promotions/promotions.service.ts';
import { propertiesRepository } from './modules/properties/properties.repository.ts';
import { propertiesService } from './modules/properties/properties.service.ts';
import { publicListingRepository } from './modules/public-listing/public-listing.repository.ts';
import { stayRenderer } from './modules/public-listing/stay-renderer.ts';
import { referralRepository } from './modules/referral/referral.repository.ts';
import { referralService } from './modules/referral/referral.service.ts';
import { regionalRequirementsService } from './modules/regional-requirements/regional-requirements.service.ts';
import { reservationsRepository } from './modules/reservations/reservations.repository.ts';
import { reservationsService } from './modules/reservations/reservations.service.ts';
import { reviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsService } from './modules/reviews/reviews.service.ts';
import { smsRepository } from './modules/sms/sms.repository.ts';
import { smsService } from './modules/sms/sms.service.ts';
import { staffService } from './modules/staff/staff.service.ts';
import { checkoutService } from './modules/subscriptions/checkout.service.ts';
import { invoicesService } from './modules/subscriptions/invoices.ts';
import { builtinPaymentProvider } from './modules/subscriptions/payment-provider.ts';
import { renewalsService } from './modules/subscriptions/renewals.ts';
import { subscriptionServices } from './modules/subscriptions/services.ts';
import { subscriptionChangesService } from './modules/subscriptions/subscription-changes.service.ts';
import { subscriptionsRepository } from './modules/subscriptions/subscriptions.repository.ts';
import { subscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { unitsRepository } from './modules/units/units.repository.ts';
import { unitsService } from './modules/units/units.service.ts';
import { billingDetailsService } from './modules/user/billing-details.service.ts';
import { onboardingRepository } from './modules/user/onboarding.repository.ts';
import { onboardingService } from './modules/user/onboarding.service.ts';
import { userRepository } from './modules/user/user.repository.ts';
import { userService } from './modules/user/user.service.ts';
import { deriveAppFeatures, effectiveModel } from './modules/user/user-features.ts';
import { calendarVerificationRepository } from './modules/verification/calendar-verification.repository.ts';
import { calendarVerificationService } from './modules/verification/calendar-verification.service.ts';
import { webVitalsRepository } from './modules/web-vitals/web-vitals.repository.ts';
import { webVitalsService } from './modules/web-vitals/web-vitals.service.ts';

/** What the services read of the configuration. */
export type ServicesConfig = Pick<Config, 'publicUrl' | 'uploadDir' | 'productTitle' | 'geocoderUrl'> &
  Partial<
    Pick<
      Config,
      | 'feedPollMinutes'
      | 'feedsAllowPrivate'
      | 'mail'
      | 'dataDir'
      | 'kycProvider'
      | 'onboarding'
      | 'helpCenterUrl'
      | 'referral'
    >
  >;

export interface ServiceDeps {
  config: ServicesConfig;
  database: Database;
  /** where uploads go; by default the upload directory, served under /uploads */
  storage?: FileStorage;
  /** place search; by default the offline gazetteer, or GEOCODER_URL */
  geocoder?: Geocoder;
  /** the guests' reservation e-mails (SMTP or the outbox); seed and benchmarks write none */
  mailer?: Mailer;
  /** texts to hosts (ADR 0045: Twilio or the sms-outbox); without it texts are queued, never sent */
  smsSender?: SmsSender;
  /** the current time; tests move it */
  now?: () => Date;
  /** real time across processes (LISTEN/NOTIFY); without it nothing is announced (seed, benchmarks) */
  realtime?: Realtime;
}

/**
 * The composition root (ADR 0011): every repository and service of the API is built here, once,
 * and nowhere else. The HTTP app, the demo seed and background jobs call it; it knows nothing of
 * Fastify, so a worker process can build the same services without a web server.
 *
 * Each resource has one owner: units are read and written through `units` (other services get it
 * as a dependency, never the units repository).
 */
export function buildServices({
  config,
  database,
  storage = localFileStorage(config.uploadDir, config.publicUrl),
  geocoder = createGeocoder(config.geocoderUrl),
  mailer,
  smsSender,
  now,
  realtime,
}: ServiceDeps) {
  const { publicUrl } = config;
  // identity verification (issue 11): documents in <DATA_DIR>/private, never under the uploads
  const privateDir = path.join(config.dataDir ?? path.dirname(config.uploadDir), 'private');
  assertPrivate(privateDir, config.uploadDir);
  const kycDeps = {
    store: localDocumentStore(privateDir),
    provider: createVerificationProvider(config.kycProvider),
    ...(now ? { now } : {}),
  };
  const kycRepo = kycRepository(database);
  const kyc = kycService(kycRepo, {
    ...kycDeps,
    markInitiated: async (hostId) => {
      await userRepository(database.db).update(hostId, { kycInitiated: true });
    },
  });
  // a deleted unit or property takes its photo files along
  const photoCleanup = photoCleanupOf(database, storage);
  // subscriptions (issue 12): a subscription host's publications take credits
  const subscriptionApplicable = async (hostId: string) => {
    const row = await userRepository(database.db).findById(hostId);
    return row
      ? deriveAppFeatures(effectiveModel(row.commercialModel, row.biddingTag), false).subscriptionApplicable
      : false;
  };
  const subscriptions = subscriptionsService(subscriptionsRepository(database), {
    subscriptionApplicable,
    ...(now ? { now } : {}),
  });
  // the plan's services (ADR 39): the inbox, the inquiry e-mail and the public page read them
  const subscriptionServicesApi = subscriptionServices(database, { subscriptionApplicable });
  const checkout = checkoutService(database, {
    provider: builtinPaymentProvider(publicUrl),
    subscriptionApplicable: (hostId) => subscriptionApplicable(hostId),
    ...(now ? { now } : {}),
  });
  const units = unitsService(unitsRepository(database), {
    publicUrl,
    photos: photoCleanup,
    takePublishCredit: (hostId) => subscriptions.takePublishCredit(hostId),
    finishOnboarding: async (hostId) => {
      await userRepository(database.db).finishOnboarding(hostId);
      // the first unit went to review: payouts will need the host's verification
      await kyc.require(hostId);
    },
  });
  const promotions = promotionsService(promotionsRepository(database), units);
  // the feed: reservations, calendar and messaging raise into it, the interactions call reads it
  // webhooks (issue 13, ADR 0042): the feed's events are queued for the host's endpoints too
  const webhooks = webhooksService(webhooksRepository(database), {
    allowPrivate: config.feedsAllowPrivate ?? false,
    publicUrl,
    mailer,
    ...(now ? { now } : {}),
  });
  // texts to hosts (ADR 0045): a new inquiry or booking request queues one when the host asked
  const sms = smsService(smsRepository(database), { sender: smsSender, publicUrl, ...(now ? { now } : {}) });
  const webhookHook = webhookHooks(webhooks);
  const smsHook = sms.hooks();
  const notifications = notificationsService(notificationsRepository(database), {
    async happened(e, ctx) {
      await webhookHook.happened?.(e, ctx);
      await smsHook.happened?.(e, ctx);
    },
  });
  const calendar = calendarService(calendarRepository(database), {
    units,
    notifications,
    publicUrl,
    productTitle: config.productTitle,
    feedPollMinutes: config.feedPollMinutes ?? 15,
    feedsAllowPrivate: config.feedsAllowPrivate ?? false,
    ...(now ? { now } : {}),
  });
  // guests log in by the links in their e-mails (issue 9)
  const guestAuth = guestAuthService(guestAuthRepository(database), {
    publicUrl,
    mailer,
    ...(now ? { now } : {}),
  });
  // the host's ideal guest (issue 10): requests and inquiries are rated against it
  const guestProfile = guestProfileService(guestProfileRepository(database));
  const reservations = reservationsService(reservationsRepository(database), {
    units,
    guestProfile,
    promotions,
    publicUrl,
    mailer,
    nightRates: calendar.nightRates,
    stayFreed: calendar.stayFreed,
    guestLoginLink: guestAuth.issueLinkForReservation,
    notifications,
    // issue 12: inquiries and booking requests take leads; the host's inquiry message (ADR 39)
    leads: { take: (hostId) => subscriptions.takeLead(hostId) },
    inquiryMessage: (hostId) => subscriptionServicesApi.inquiryMessage(hostId),
    ...(now ? { now } : {}),
  });
  // issue 10: guests review their stays; hosts reply, see new ones, get reminded (notification and
  // e-mail); the public /stay page shows the rating and the reviews
  const reviews = reviewsService(reviewsRepository(database), {
    reservations,
    notifications,
    mailer,
    publicUrl,
    ...(now ? { now } : {}),
  });
  const user = userService(userRepository(database.db), storage, units, notifications);
  const billingDetails = billingDetailsService(userRepository(database.db));
  return {
    /** the public API (issue 13, ADR 0042): API keys, webhook endpoints and their sender */
    apiKeys: apiKeysService(apiKeysRepository(database), now ? { now } : {}),
    webhooks,
    /** texts to hosts about new inquiries and booking requests, and their sender (ADR 0045) */
    sms,
    subscriptions,
    /** the hosted checkout of plans (issue 12, ADR 35): the built-in test-mode provider */
    checkout,
    /** the plan's services and the host's switches (issue 12, ADR 39) */
    subscriptionServices: subscriptionServicesApi,
    /** plan changes, self-renewal plans, expiring subscriptions (issue 12, ADR 38) */
    subscriptionChanges: subscriptionChangesService(database, now ? { now } : {}),
    /** the subscriptions-sweep job: renewals with the stored card, expiries, their e-mails (ADR 38) */
    renewals: renewalsService(database, {
      mailer,
      productTitle: config.productTitle,
      publicUrl,
      ...(now ? { now } : {}),
    }),
    /** the host's invoices, one per charge, as PDF (ADR 38) */
    invoices: invoicesService(database, { productTitle: config.productTitle }),
    storage,
    photoCleanup,
    units,
    properties: propertiesService(propertiesRepository(database), photoCleanup),
    listing: listingService(listingRepository(database), units, geocoder),
    photos: photosService(photosRepository(database), storage, units),
    promotions,
    reservations,
    guestProfile,
    help: helpService(database, { mailer, supportEmail: config.mail?.support ?? 'support@localhost' }),
    /** the staff's support queue: requests across hosts, answers e-mailed to the host */
    supportQueue: supportQueueService(supportQueueRepository(database), {
      mailer,
      supportEmail: config.mail?.support ?? 'support@localhost',
      productTitle: config.productTitle,
      ...(now ? { now } : {}),
    }),
    reviews,
    calendar,
    notifications,
    guestAuth,
    messaging: messagingService(messagingRepository(database), {
      realtime,
      notifications,
      storage,
      // the guest's e-mail on the host's message card (ADR 39)
      activeServices: (hostId) => subscriptionServicesApi.active(hostId),
    }),
    savedReplies: savedRepliesService(database),
    /** the job's e-mails about messages left unread (one per unread spell) */
    unreadMail: () => sendUnreadEmails({ database, mailer, publicUrl, now, guestLink: guestAuth.issueLink }),
    regionalRequirements: regionalRequirementsService(units),
    calendarVerification: calendarVerificationService(calendarVerificationRepository(database), units),
    staff: staffService(units, publicUrl),
    /** the staff's switches of the settings flags, read by the public settings (issue 13, ADR 0044) */
    featureToggles: featureTogglesService(featureTogglesRepository(database), {
      helpCenterConfigured: (config.helpCenterUrl ?? null) !== null,
    }),
    /** the referral widget's token and the built-in referral page (issue 13, ADR 0044) */
    referral: referralService(referralRepository(database), {
      publicUrl,
      productId: config.referral?.productId ?? 'host-portal',
      tokenSecret: config.referral?.tokenSecret,
      ...(now ? { now } : {}),
    }),
    /** web vitals of real sessions, p75 per page for the staff (issue 13, ADR 0044) */
    webVitals: webVitalsService(webVitalsRepository(database), now ? { now } : {}),
    /** staff acting as a host (issue 13, ADR 41): host search, sessions, the audit trail */
    impersonation: impersonationService(impersonationRepository(database)),
    user,
    /** the account's earnings tab (issue 12): bookings with fees by the host's fee model */
    earnings: earningsService(earningsRepository(database), {
      account: (hostId) => user.getInfo(hostId, null),
      units,
    }),
    /** insights (issue 13, ADR 40): monthly figures kept by triggers; views and impressions */
    insights: insightsService(insightsRepository(database), {
      account: (hostId) => user.getInfo(hostId, null),
      matchPreferences: (hostId) => guestProfile.forMatching(hostId),
      ...(now ? { now } : {}),
    }),
    insightsRecording: insightsRecording(insightsRecorder(database), now),
    /** the account's billing tab (issue 11): individual or company details */
    billingDetails,
    /** init-onboarding and getConfiguration (issue 11): who may list, which steps apply */
    onboarding: onboardingService(userRepository(database.db), onboardingRepository(database.db), {
      ...(config.onboarding ? { rules: config.onboarding } : {}),
      kycApplicable: async (hostId) => (await kyc.status(hostId)).applicable,
    }),
    /** payout bank accounts (issue 11): changes need the password again and e-mail the host */
    payout: payoutService(payoutRepository(database), {
      checkPassword: passwordCheck(database),
      mailer,
      publicUrl,
    }),
    /** identity verification (issue 11): the host's side, and the staff's queue (built-in provider) */
    kyc,
    kycReview: kycReviewService(kycRepo, {
      ...kycDeps,
      mailer,
      publicUrl,
      productTitle: config.productTitle,
    }),
    /** the host's data export and account erasure (issue 11) */
    privacy: privacyService(privacyRepository(database), {
      storage,
      checkPassword: passwordCheck(database),
      revokeSessions: (hostId) => revokeAccountSessions(database, hostId),
      verificationFiles: (hostId) => kyc.exportDocuments(hostId),
      ...(now ? { now } : {}),
    }),
    /** the DAC7 report (issue 12, ADR 36): stays and charges of a year, the seller from the account */
    dac7: dac7Service(dac7Repository(database), { user, billingDetails, ...(now ? { now } : {}) }),
    /** the public /stay page of a unit, its staff preview, and the public search /stays */
    stays: stayRenderer(
      publicListingRepository(database),
      storage,
      config.productTitle,
      reviews,
      now ? { now } : {},
    ),
  };
}
export type Services = ReturnType<typeof buildServices>;
