import type { Locale } from '@host-portal/i18n';
import type { JWK } from 'jose';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findAccountBySubject } from './accounts.ts';
import { DatabaseAdapter } from './adapter.ts';
import { SIGNING_ALG } from './keys.ts';
import { resolveLocale, translator } from './pages/i18n.ts';
import type { PageContext } from './pages/layout.ts';
import { logoutPage, messagePage } from './pages/views.ts';

export const ACCESS_TOKEN_TTL = 15 * 60;
export const REFRESH_TOKEN_TTL = 30 * 24 * 60 * 60;
export const SESSION_TTL = 14 * 24 * 60 * 60;
export const interactionPath = (uid: string) => `/identity/interaction/${uid}`;

export interface ProviderOptions {
  config: Config;
  database: Database;
  signingKeys: JWK[];
  cookieKeys: string[];
}

/** Page language and texts for pages the provider renders itself (logout, errors). */
export function providerPageContext(ctx: KoaContextWithOIDC, config: Config): PageContext {
  const params = (ctx.oidc?.params ?? {}) as { ui_locales?: string };
  const locale: Locale = resolveLocale({
    uiLocales: params.ui_locales,
    cookie: ctx.cookies.get('ho_hl') ?? undefined,
    acceptLanguage: ctx.get('accept-language'),
  });
  return { locale, t: translator(locale), product: config.productTitle, appUrl: `${config.publicUrl}/` };
}

export function createProvider({ config, database, signingKeys, cookieKeys }: ProviderOptions): Provider {
  const { publicUrl, oidc } = config;
  const audience = oidc.audience;

  const configuration: Configuration = {
    adapter: (name: string) => new DatabaseAdapter(database, name),
    clients: [
      {
        client_id: oidc.clientId,
        client_name: config.productTitle,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/auth/callback`, `${publicUrl}/auth/silent-callback.html`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    jwks: { keys: signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    pkce: { required: () => true },
    // authorization code + PKCE only: no implicit or hybrid response types (and so no implicit grant)
    responseTypes: ['code'],
    // the one client is public (the SPA): no client secrets or client assertions to accept
    clientAuthMethods: ['none'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale', 'host_type'],
    },
    // the SPA reads the profile from the ID token; the API access token is bound to the API audience
    conformIdTokenClaims: false,
    // `ref`: the invite code of a referral link, recorded with the new account (ADR 0044)
    extraParams: ['screen', 'ref'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(providerPageContext(ctx, config), form);
        },
        async postLogoutSuccessSource(ctx) {
          const p = providerPageContext(ctx, config);
          ctx.type = 'html';
          ctx.body = messagePage(p, p.t('identity.logout.title'), p.t('identity.logout.done'), [
            { href: `${publicUrl}/`, label: p.t('identity.logout.signInAgain'), primary: true },
          ]);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: 'api',
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    // first-party client: refresh tokens without a consent prompt, rotated on every use
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // sid: the provider session; gid: the grant, which the API checks against revoked grants
    extraTokenClaims: async (_ctx, token) => {
      const { sessionUid: sid, grantId: gid } = token as { sessionUid?: string; grantId?: string };
      return { ...(sid ? { sid } : {}), ...(gid ? { gid } : {}) };
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      RefreshToken: REFRESH_TOKEN_TTL,
      Interaction: 60 * 60,
      Session: SESSION_TTL,
      Grant: 365 * 24 * 60 * 60,
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    // first-party consent: the grant is created (or widened) here, so no consent screen appears
    async loadExistingGrant(ctx) {
      const { oidc: o } = ctx;
      if (!o.client || !o.session?.accountId) return undefined;
      const grantId = o.result?.consent?.grantId ?? o.session.grantIdFor(o.client.clientId);
      let grant = grantId ? await o.provider.Grant.find(grantId) : undefined;
      if (grant && (grant.accountId !== o.session.accountId || grant.clientId !== o.client.clientId)) {
        grant = undefined;
      }
      grant ??= new o.provider.Grant({ accountId: o.session.accountId, clientId: o.client.clientId });
      const scopes = [...o.requestParamOIDCScopes].join(' ');
      if (scopes) grant.addOIDCScope(scopes);
      const claims = o.requestParamClaims ? [...o.requestParamClaims] : [];
      if (claims.length) grant.addOIDCClaims(claims);
      for (const [indicator, server] of Object.entries(o.resourceServers ?? {})) {
        if (server.scope) grant.addResourceScope(indicator, server.scope);
      }
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const row = await findAccountBySubject(database, sub);
      if (!row) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: row.email,
            email_verified: false,
            name: `${row.first_name} ${row.last_name}`.trim(),
            given_name: row.first_name,
            family_name: row.last_name,
            locale: row.locale.replace('_', '-'),
            host_type: row.company_details?.legalBusinessName ? 'company' : 'individual',
          };
        },
      };
    },
    async renderError(ctx, out, error) {
      const p = providerPageContext(ctx, config);
      const expired = error instanceof errors.SessionNotFound;
      ctx.type = 'html';
      ctx.body = messagePage(
        p,
        p.t('identity.error.title'),
        expired ? p.t('identity.error.sessionExpired') : p.t('identity.error.generic'),
        [
          {
            href: `${publicUrl}/`,
            label: p.t('identity.common.backToApp', { product: p.product }),
            primary: true,
          },
        ],
        { alert: true },
      );
      void out;
    },
    // the SPA calls the token endpoint from its own origin (a browser sends Origin on that POST)
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin,
    enabledJWA: {
      idTokenSigningAlgValues: [SIGNING_ALG],
      requestObjectSigningAlgValues: [SIGNING_ALG],
      userinfoSigningAlgValues: [SIGNING_ALG],
      introspectionSigningAlgValues: [SIGNING_ALG],
      authorizationSigningAlgValues: [SIGNING_ALG],
    },
  };

  const provider = new Provider(oidc.issuer, configuration);
  provider.proxy = config.trustProxy;
  provider.use(onlyAppOriginCORS(new URL(publicUrl).origin));
  return provider;
}

/**
 * oidc-provider answers discovery and JWKS (and every preflight) to any Origin. Only the SPA's own
 * origin may read /oidc responses cross-origin: every other Origin (or none) gets no CORS headers.
 */
export function onlyAppOriginCORS(appOrigin: string) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (ctx.response.get('access-control-allow-origin') === appOrigin) return;
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
    }
  };
}
