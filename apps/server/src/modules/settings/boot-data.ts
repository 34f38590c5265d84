import {
  BOOT_DATA_ELEMENT_ID,
  THEME_ID_PATTERN,
  THEME_LINK_ID,
  themeHref,
} from '@host-portal/contracts/boot';
import type { BootData } from '@host-portal/contracts/settings';
import { chooseLocale, DEFAULT_LOCALE } from '@host-portal/i18n';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { cookieConsentEntries } from './cookie-consent.ts';
import { domainConfig, HOSTNAME_PATTERN, publicSettings } from './public-settings.ts';
import { loadTranslations } from './translations.ts';

/** The app's cookies the page depends on (apps/web/src/lib/cookies.ts). */
const LOCALE_COOKIE = 'ho_hl';
const CONSENT_COOKIE = 'cookie_consent';

/**
 * What the app would ask for first, for this request: the page's locale is chosen by the app's own
 * rule (`chooseLocale`: the `ho_hl` cookie, else the browser's language when it matches the
 * domain's, else the domain default), with Accept-Language's first tag as the browser's language.
 */
export function bootData(
  config: Config,
  req: FastifyRequest,
  features?: BootData['settings']['features'],
): BootData | null {
  const hostname = req.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (!HOSTNAME_PATTERN.test(hostname)) return null;
  const domain = domainConfig(config, hostname.toLowerCase());
  const cookies = req.cookies ?? {};
  const locale = chooseLocale({
    cookie: cookies[LOCALE_COOKIE],
    browser: req.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim(),
    domainDefault: domain.defaultLocale,
    available: domain.locales,
  });
  const locales = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  return {
    settings: publicSettings(config, features),
    domainConfig: domain,
    translations: locales.map((l) => ({ locale: l, translations: loadTranslations(l) })),
    cookieConsent: cookies[CONSENT_COOKIE] ? null : { locale, entries: cookieConsentEntries(locale) },
  };
}

/** JSON that cannot end the script element it sits in, whatever the strings hold. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The app's page with the boot data in it (a data block, which the CSP's script-src does not
 * concern; at the end of the head, so the charset declaration stays in the first kilobyte) and the
 * partner theme's style sheet, so the first render waits for no request.
 */
export function withBootData(html: string, data: BootData | null): string {
  if (!data) return html;
  const theme = THEME_ID_PATTERN.test(data.settings.theme)
    ? `<link rel="stylesheet" id="${THEME_LINK_ID}" href="${themeHref(data.settings.theme)}">`
    : '';
  const script = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`;
  // the style sheet before the app's script, which therefore runs once it has loaded or failed
  if (html.includes('<script'))
    return html.replace('<script', `${theme}<script`).replace('</head>', `${script}</head>`);
  return html.replace('</head>', `${theme}${script}</head>`);
}
