import {
  appSettingsSchema,
  cookieConsentSettingsSchema,
  hlQuerySchema,
  type PublicSettings,
  publicSettingsSchema,
  uiTranslationsSchema,
} from '@host-portal/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { cookieConsentEntries } from './cookie-consent.ts';
import { publicSettings } from './public-settings.ts';
import { loadTranslations, resolveLocale } from './translations.ts';

const tags = ['public'];

export const settingsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  /** the flags in effect (the staff's switches, ADR 0044) */
  features: () => Promise<PublicSettings['features']>;
}> = async (app, { config, features }) => {
  app.get(
    '/api/public/settings',
    {
      schema: {
        tags,
        summary: 'Settings the web app needs before login',
        response: { 200: publicSettingsSchema },
      },
    },
    async () => publicSettings(config, await features()),
  );

  app.get(
    '/api/public/app-settings',
    {
      schema: {
        tags,
        summary: 'Currency and measurement units (defaults EUR, metric)',
        querystring: hlQuerySchema,
        response: { 200: appSettingsSchema },
      },
    },
    async () => ({ defaultCurrency: config.defaultCurrency, measurementUnits: config.measurementUnits }),
  );

  app.get(
    '/api/public/ui-translations',
    {
      schema: {
        tags,
        summary: 'The UI texts of one locale (flat keys); unknown locales fall back to en_US',
        querystring: hlQuerySchema,
        response: { 200: uiTranslationsSchema },
      },
    },
    async (req, reply) => {
      const locale = resolveLocale(req.query.hl);
      reply.header('cache-control', 'public, max-age=300');
      return { locale, translations: loadTranslations(locale) };
    },
  );

  app.get(
    '/api/public/cookie-consent-settings',
    {
      schema: {
        tags,
        summary: 'The cookies and storage entries the consent banner lists',
        querystring: hlQuerySchema,
        response: { 200: cookieConsentSettingsSchema },
      },
    },
    async (req) => ({ entries: cookieConsentEntries(resolveLocale(req.query.hl)) }),
  );
};
