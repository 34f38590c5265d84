import { LOCALES } from '@host-portal/i18n';
import { z } from 'zod';
import { COOKIE_CATEGORIES } from './cookie-categories.ts';

export const localeSchema = z.enum(LOCALES);
export const hlQuerySchema = z.object({ hl: z.string().optional() });

/** GET /api/public/settings: what the SPA needs before anything else. */
export const publicSettingsSchema = z
  .object({
    productTitle: z.string(),
    theme: z.string().meta({ description: 'Partner theme id; `default` for the product theme' }),
    identityProvider: z.object({
      issuer: z.string(),
      clientId: z.string(),
      scope: z.string(),
      embedded: z.boolean(),
      /**
       * The provider's endpoints when the server knows them (the embedded provider), so that the app
       * signs in without fetching the discovery document first; null: read them from discovery.
       */
      endpoints: z
        .object({ authorization: z.string(), token: z.string(), endSession: z.string().nullable() })
        .nullable(),
    }),
    helpCenterUrl: z.string().nullable(),
    /**
     * The support team's WhatsApp number in international form (`+41791234567`), or null: the help
     * dropdown offers a chat (https://wa.me/<digits>) only when it is set.
     */
    supportWhatsAppNumber: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/)
      .nullable(),
    /** The support team's e-mail address (SUPPORT_EMAIL): e.g. the expired verification's mailto. */
    supportEmail: z.string(),
    landingUrl: z.string().nullable(),
    features: z.object({
      overview: z.boolean(),
      helpCenter: z.boolean(),
      alternateReservations: z.boolean(),
      welcomeTourForced: z.boolean(),
      campaignRedirect: z.boolean(),
    }),
  })
  .meta({ id: 'PublicSettings' });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export const appSettingsSchema = z
  .object({
    defaultCurrency: z.string().length(3),
    measurementUnits: z.enum(MEASUREMENT_UNITS),
  })
  .meta({ id: 'AppSettings' });
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const uiTranslationsSchema = z
  .object({ locale: localeSchema, translations: z.record(z.string(), z.string()) })
  .meta({ id: 'UiTranslations' });

export const COOKIE_STORAGE_TYPES = ['cookie', 'localStorage', 'sessionStorage'] as const;
export { COOKIE_CATEGORIES };
export const cookieConsentEntrySchema = z.object({
  id: z.string(),
  key: z.string(),
  storageType: z.enum(COOKIE_STORAGE_TYPES),
  category: z.enum(COOKIE_CATEGORIES),
  title: z.string(),
  description: z.string(),
  ttl: z.number().int().nullable().meta({ description: 'Lifetime in seconds; null for the session' }),
});
export const cookieConsentSettingsSchema = z
  .object({ entries: z.array(cookieConsentEntrySchema) })
  .meta({ id: 'CookieConsentSettings' });
export type CookieConsentEntry = z.infer<typeof cookieConsentEntrySchema>;

/** GET /config/{hostname}.json */
export const domainConfigSchema = z
  .object({
    domain: z.string(),
    defaultLocale: localeSchema,
    locales: z.array(localeSchema),
    identityProvider: z.object({ issuer: z.string(), clientId: z.string() }),
    referralWidgetIds: z.array(z.string()),
    assetsHost: z.string(),
  })
  .meta({ id: 'DomainConfig' });
export type DomainConfig = z.infer<typeof domainConfigSchema>;

/**
 * What the server writes into the app's page (a JSON data block, `BOOT_DATA_ELEMENT_ID` in `boot.ts`) so
 * that the app starts without a request first: the same answers as GET /api/public/settings,
 * GET /config/{hostname}.json, GET /api/public/ui-translations (the page's locale and, for any
 * other locale, en_US as fallback) and, for a visitor who has not chosen yet, the cookie banner's
 * entries. The app fetches whatever is missing or does not fit.
 */
export const bootDataSchema = z.object({
  settings: publicSettingsSchema,
  domainConfig: domainConfigSchema,
  translations: z.array(uiTranslationsSchema),
  cookieConsent: z.object({ locale: localeSchema, entries: z.array(cookieConsentEntrySchema) }).nullable(),
});
export type BootData = z.infer<typeof bootDataSchema>;
export type UiTranslations = z.infer<typeof uiTranslationsSchema>;
