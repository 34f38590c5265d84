import path from 'node:path';
import { DEFAULT_ONBOARDING_COUNTRIES, ONBOARDING_HOST_TYPES } from '@host-portal/contracts/onboarding';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list: trimmed, blanks and repeats dropped. */
const csvList = (normalize: (item: string) => string) =>
  z
    .string()
    .transform((v) => [...new Set(v.split(',').map((item) => normalize(item.trim())))].filter(Boolean));

/** Every setting the server reads from the environment; documented in the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  UPLOAD_DIR: z.string().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('host-portal-web'),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Host Portal <no-reply@localhost>'),
  /** Texts to hosts (ADR 0045) through Twilio when these three are set; otherwise the sms-outbox. */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** the sender of texts: a number in international form, or an alphanumeric sender id */
  SMS_FROM: z.string().min(1).optional(),
  /** Twilio's API address (tests point it at a local server) */
  TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
  SEED_DEMO: bool.default(true),
  /** Background jobs (pg-boss) in this process; off by default under NODE_ENV=test. */
  JOBS_ENABLED: bool.optional(),
  PRODUCT_TITLE: z.string().default('Host Portal'),
  THEME: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
    .default('default'),
  HELP_CENTER_URL: z.url().optional(),
  /** where the contact form's requests are sent (issue 10) */
  SUPPORT_EMAIL: z.email().default('support@localhost'),
  /**
   * The support team's WhatsApp number (issue 10): the help dropdown offers a chat when set.
   * International form with the country code; spaces, dashes, dots and brackets are ignored.
   */
  SUPPORT_WHATSAPP_NUMBER: z
    .string()
    .transform((v) => v.replace(/[\s().-]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'an international number such as +41 79 123 45 67'))
    .optional(),
  LANDING_URL: z.url().optional(),
  DEFAULT_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as EUR')
    .default('EUR'),
  MEASUREMENT_UNITS: z.enum(['metric', 'imperial']).default('metric'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(26 * 1_048_576),
  TRUST_PROXY: bool.default(false),
  /** Guest calls (quote, availability, book, request, ask) per minute and client address. */
  GUEST_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** A Nominatim-compatible search endpoint; unset → the offline gazetteer (modules/listing/geocoder.ts). */
  GEOCODER_URL: z.url().optional(),
  /** iCal import: minutes between two reads of one feed (issue 8) */
  FEED_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** iCal import: allow feeds on private and loopback addresses (tests, an intranet) */
  FEEDS_ALLOW_PRIVATE: bool.default(false),
  /**
   * Browser tests only (refused unless NODE_ENV=test): a clock the tests can move forward and a
   * call that runs the reservations' time-driven transitions now (plugins/test-clock.ts).
   */
  TEST_CLOCK: bool.default(false),
  /** Who decides on identity verifications (issue 11): `builtin` is the staff queue (ADR 0026). */
  KYC_PROVIDER: z.enum(['builtin']).default('builtin'),
  /** Where hosts may list (issue 11): ISO 3166-1 alpha-2 codes, comma-separated; default EU/EEA, CH, GB. */
  ONBOARDING_COUNTRIES: csvList((c) => c.toUpperCase())
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 codes such as DE,AT,CH')).min(1))
    .optional(),
  /** Which account types may list (issue 11): `individual`, `company` or both, comma-separated. */
  ONBOARDING_HOST_TYPES: csvList((c) => c)
    .pipe(z.array(z.enum(ONBOARDING_HOST_TYPES)).min(1))
    .optional(),
  /** The referral programme's product id, sent with `POST /api/app/cello-token` (issue 13, ADR 0044). */
  REFERRAL_PRODUCT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/)
    .default('host-portal'),
  /** The referral widget tokens' HMAC key (the programme's product secret); unset: made and stored. */
  REFERRAL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  uploadDir: string;
  webDist: string;
  logLevel: string;
  oidc: {
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    cookieSecret: string | undefined;
  };
  mail: { smtpUrl: string | undefined; from: string; support: string };
  /** texts to hosts (ADR 0045): Twilio when configured, else files in <DATA_DIR>/sms-outbox */
  sms: {
    twilio: { accountSid: string; authToken: string; baseUrl: string } | null;
    from: string | null;
  };
  /** E.164 (`+41791234567`) or null: the help dropdown's WhatsApp button */
  supportWhatsAppNumber: string | null;
  seedDemo: boolean;
  jobsEnabled: boolean;
  productTitle: string;
  theme: string;
  helpCenterUrl: string | null;
  landingUrl: string | null;
  defaultCurrency: string;
  measurementUnits: 'metric' | 'imperial';
  bodyLimit: number;
  guestRateLimitPerMinute: number;
  uploadLimit: number;
  trustProxy: boolean;
  geocoderUrl: string | undefined;
  feedPollMinutes: number;
  feedsAllowPrivate: boolean;
  testClock: boolean;
  kycProvider: 'builtin';
  /** who may list (issue 11): the /listing/check-eligibility rules */
  onboarding: { countries: string[]; hostTypes: ('individual' | 'company')[] };
  /** the referral widget (issue 13, ADR 0044) */
  referral: { productId: string; tokenSecret: string | undefined };
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TEST_CLOCK && e.NODE_ENV !== 'test')
    throw new ConfigError('Invalid configuration:\n  TEST_CLOCK: only with NODE_ENV=test (browser tests)');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  const embedded = !e.OIDC_ISSUER;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    oidc: {
      embedded,
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      cookieSecret: e.OIDC_COOKIE_SECRET,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, support: e.SUPPORT_EMAIL },
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.SMS_FROM
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              baseUrl: e.TWILIO_BASE_URL.replace(/\/$/, ''),
            }
          : null,
      from: e.SMS_FROM ?? null,
    },
    supportWhatsAppNumber: e.SUPPORT_WHATSAPP_NUMBER ?? null,
    seedDemo: e.SEED_DEMO,
    jobsEnabled: e.JOBS_ENABLED ?? e.NODE_ENV !== 'test',
    productTitle: e.PRODUCT_TITLE,
    theme: e.THEME,
    helpCenterUrl: e.HELP_CENTER_URL ?? null,
    landingUrl: e.LANDING_URL ?? null,
    defaultCurrency: e.DEFAULT_CURRENCY,
    measurementUnits: e.MEASUREMENT_UNITS,
    bodyLimit: e.BODY_LIMIT_BYTES,
    guestRateLimitPerMinute: e.GUEST_RATE_LIMIT_PER_MINUTE,
    uploadLimit: e.UPLOAD_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    geocoderUrl: e.GEOCODER_URL,
    feedPollMinutes: e.FEED_POLL_MINUTES,
    feedsAllowPrivate: e.FEEDS_ALLOW_PRIVATE,
    testClock: e.TEST_CLOCK,
    kycProvider: e.KYC_PROVIDER,
    onboarding: {
      countries: e.ONBOARDING_COUNTRIES ?? [...DEFAULT_ONBOARDING_COUNTRIES],
      hostTypes: e.ONBOARDING_HOST_TYPES ?? [...ONBOARDING_HOST_TYPES],
    },
    referral: { productId: e.REFERRAL_PRODUCT_ID, tokenSecret: e.REFERRAL_TOKEN_SECRET },
  };
}
