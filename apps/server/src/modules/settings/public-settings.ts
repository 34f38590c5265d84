import type { DomainConfig, PublicSettings } from '@host-portal/contracts/settings';
import { DEFAULT_LOCALE, LOCALES } from '@host-portal/i18n';
import type { Config } from '../../config.ts';
import { effectiveFeatures } from '../feature-toggles/feature-toggles.service.ts';

/**
 * GET /api/public/settings, and the same inside the app's page (`boot-data.ts`). `features` are
 * the flags in effect (the staff's switches over the configured defaults, ADR 0044); without them
 * the configured defaults.
 */
export function publicSettings(
  config: Config,
  features: PublicSettings['features'] = effectiveFeatures(
    { helpCenterConfigured: config.helpCenterUrl !== null },
    {},
  ),
): PublicSettings {
  return {
    productTitle: config.productTitle,
    theme: config.theme,
    identityProvider: {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      scope: 'openid profile email offline_access api',
      embedded: config.oidc.embedded,
      // oidc-provider's default routes under the issuer (the discovery document says the same)
      endpoints: config.oidc.embedded
        ? {
            authorization: `${config.oidc.issuer}/auth`,
            token: `${config.oidc.issuer}/token`,
            endSession: `${config.oidc.issuer}/session/end`,
          }
        : null,
    },
    helpCenterUrl: config.helpCenterUrl,
    supportWhatsAppNumber: config.supportWhatsAppNumber,
    supportEmail: config.mail.support,
    landingUrl: config.landingUrl,
    features,
  };
}

/** The hostnames `/config/{hostname}.json` answers for. */
export const HOSTNAME_PATTERN = /^[a-z0-9.-]{1,253}$/i;

/**
 * GET /config/{hostname}.json. One deployment serves one domain set; every hostname gets the same
 * answer with its own name.
 */
export function domainConfig(config: Config, domain: string): DomainConfig {
  return {
    domain,
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    identityProvider: { issuer: config.oidc.issuer, clientId: config.oidc.clientId },
    referralWidgetIds: [config.referral.productId],
    assetsHost: config.publicUrl,
  };
}
