import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  findAccountByEmail,
  findAccountById,
  findAccountBySubject,
  revokeAccountSessions,
  setPassword,
} from './accounts.ts';
import {
  csrfToken,
  csrfValid,
  EMAIL_RE,
  formValue,
  pageContext,
  queryValue,
  safeReturnTo,
  sendPage,
} from './http.ts';
import { passwordProblemText } from './interaction.routes.ts';
import type { Mailer } from './mailer.ts';
import { resetMail } from './mails.ts';
import type { FieldError, PageContext } from './pages/layout.ts';
import { forgotPage, messagePage, newPasswordPage } from './pages/views.ts';
import { checkPasswordStrength, verifyPassword } from './passwords.ts';
import { consumeResetToken, createResetToken, inspectResetToken } from './reset-tokens.ts';
import { clearFailures } from './throttle.ts';

export interface PasswordDeps {
  config: Config;
  database: Database;
  provider: Provider;
  mailer: Mailer;
  rateLimit: { max: number; timeWindow: string };
}

/** Forgotten password (reset link by e-mail), reset via the link, and change while signed in. */
export async function passwordRoutes(app: FastifyInstance, deps: PasswordDeps) {
  const { config, database, provider, mailer } = deps;
  const limited = { config: { rateLimit: deps.rateLimit } };
  const appUrl = `${config.publicUrl}/`;

  const csrfFailed = (request: FastifyRequest, reply: FastifyReply) => {
    const p = pageContext(request, config);
    return sendPage(
      reply,
      403,
      messagePage(
        p,
        p.t('identity.error.title'),
        p.t('identity.error.csrf'),
        [{ href: request.url, label: p.t('identity.forgot.backToLogin') }],
        { alert: true },
      ),
    );
  };

  /** Checks the new password pair; returns field errors. */
  function newPasswordErrors(p: PageContext, password: string, confirm: string, email: string): FieldError[] {
    const required = p.t('identity.register.errorRequired');
    if (!password) return [{ field: 'password', message: required }];
    const problem = checkPasswordStrength(password, email);
    if (problem) return [{ field: 'password', message: passwordProblemText(p, problem) }];
    if (password !== confirm)
      return [{ field: 'confirmPassword', message: p.t('identity.password.errorMismatch') }];
    return [];
  }

  // --- forgotten password --------------------------------------------------------------------
  const loginUrlOf = (request: FastifyRequest) =>
    safeReturnTo(
      queryValue(request, 'return_to') ?? formValue(request.body, 'return_to'),
      config.publicUrl,
    ) ?? appUrl;
  const forgotAction = (request: FastifyRequest, p: PageContext) =>
    `/identity/forgot-password?hl=${p.locale}&return_to=${encodeURIComponent(loginUrlOf(request))}`;

  app.get('/identity/forgot-password', async (request, reply) => {
    const p = pageContext(request, config);
    const view = {
      action: forgotAction(request, p),
      csrf: csrfToken(request, reply, config),
      errors: [],
      loginUrl: loginUrlOf(request),
    };
    return sendPage(reply, 200, forgotPage(p, view));
  });

  app.post('/identity/forgot-password', limited, async (request, reply) => {
    const p = pageContext(request, config);
    if (!csrfValid(request, config)) return csrfFailed(request, reply);
    const email = formValue(request.body, 'email');
    const base = {
      action: forgotAction(request, p),
      csrf: csrfToken(request, reply, config),
      email,
      loginUrl: loginUrlOf(request),
    };
    if (!email || !EMAIL_RE.test(email)) {
      const message = email ? p.t('identity.register.errorEmail') : p.t('identity.register.errorRequired');
      return sendPage(reply, 400, forgotPage(p, { ...base, errors: [{ field: 'email', message }] }));
    }
    // the same answer whether or not the account exists; the mail goes out in the background
    const account = await findAccountByEmail(database, email);
    if (account) {
      const token = await createResetToken(database, account.id);
      const link = `${config.publicUrl}/identity/reset-password?token=${encodeURIComponent(token)}&hl=${p.locale}`;
      mailer
        .send(resetMail(p, account, link))
        .catch((err: unknown) => request.log.error({ err }, 'reset mail failed'));
    }
    return sendPage(reply, 200, forgotPage(p, { ...base, errors: [], sentTo: email }));
  });

  // --- reset via the e-mailed link -----------------------------------------------------------
  const resetProblem = (
    request: FastifyRequest,
    reply: FastifyReply,
    reason: 'invalid' | 'expired' | 'used',
  ) => {
    const p = pageContext(request, config);
    const text = {
      invalid: 'identity.reset.errorInvalid',
      expired: 'identity.reset.errorExpired',
      used: 'identity.reset.errorUsed',
    } as const;
    return sendPage(
      reply,
      410,
      messagePage(
        p,
        p.t('identity.reset.title'),
        p.t(text[reason]),
        [
          {
            href: `/identity/forgot-password?hl=${p.locale}`,
            label: p.t('identity.reset.requestNew'),
            primary: true,
          },
        ],
        { alert: true },
      ),
    );
  };

  app.get('/identity/reset-password', async (request, reply) => {
    const token = queryValue(request, 'token') ?? '';
    const state = await inspectResetToken(database, token);
    if (!state.ok) return resetProblem(request, reply, state.reason);
    const p = pageContext(request, config);
    const account = await findAccountById(database, state.userId);
    const view = {
      action: `/identity/reset-password?hl=${p.locale}`,
      csrf: csrfToken(request, reply, config),
      hiddenFields: { token },
      errors: [],
      askCurrent: false,
      email: account?.email,
    };
    return sendPage(reply, 200, newPasswordPage(p, p.t('identity.reset.title'), view));
  });

  app.post('/identity/reset-password', limited, async (request, reply) => {
    if (!csrfValid(request, config)) return csrfFailed(request, reply);
    const p = pageContext(request, config);
    const token = formValue(request.body, 'token');
    const state = await inspectResetToken(database, token);
    if (!state.ok) return resetProblem(request, reply, state.reason);
    const account = await findAccountById(database, state.userId);
    if (!account) return resetProblem(request, reply, 'invalid');
    const password = formValue(request.body, 'password', false);
    const errors = newPasswordErrors(
      p,
      password,
      formValue(request.body, 'confirmPassword', false),
      account.email,
    );
    if (errors.length) {
      const view = {
        action: `/identity/reset-password?hl=${p.locale}`,
        csrf: csrfToken(request, reply, config),
        hiddenFields: { token },
        errors,
        askCurrent: false,
        email: account.email,
      };
      return sendPage(reply, 400, newPasswordPage(p, p.t('identity.reset.title'), view));
    }
    const consumed = await consumeResetToken(database, token);
    if (!consumed.ok) return resetProblem(request, reply, consumed.reason);
    await setPassword(database, account.id, password);
    await revokeAccountSessions(database, account.subject);
    await clearFailures(database, account.email);
    request.log.info({ userId: account.id }, 'password reset');
    return sendPage(
      reply,
      200,
      messagePage(p, p.t('identity.reset.title'), p.t('identity.reset.done'), [
        { href: appUrl, label: p.t('identity.reset.openApp', { product: p.product }), primary: true },
      ]),
    );
  });

  // --- change while signed in (needs the provider session) -----------------------------------
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const ctx = provider.createContext(request.raw, reply.raw);
    const session = await provider.Session.get(ctx as never);
    if (!session.accountId) return undefined;
    const account = await findAccountBySubject(database, session.accountId);
    return account ? { session, account } : undefined;
  }

  const changeAction = (p: PageContext, returnTo: string | undefined) =>
    `/identity/change-password?hl=${p.locale}${returnTo ? `&return_to=${encodeURIComponent(returnTo)}` : ''}`;

  const needLogin = (request: FastifyRequest, reply: FastifyReply) => {
    const p = pageContext(request, config);
    return sendPage(
      reply,
      401,
      messagePage(
        p,
        p.t('identity.change.title'),
        p.t('identity.change.needLogin'),
        [{ href: appUrl, label: p.t('identity.common.backToApp', { product: p.product }), primary: true }],
        { alert: true },
      ),
    );
  };

  app.get('/identity/change-password', async (request, reply) => {
    const who = await signedIn(request, reply);
    if (!who) return needLogin(request, reply);
    const p = pageContext(request, config);
    const returnTo = safeReturnTo(queryValue(request, 'return_to'), config.publicUrl);
    const view = {
      action: changeAction(p, returnTo),
      csrf: csrfToken(request, reply, config),
      hiddenFields: {},
      errors: [],
      askCurrent: true,
      email: who.account.email,
    };
    return sendPage(reply, 200, newPasswordPage(p, p.t('identity.change.title'), view));
  });

  app.post('/identity/change-password', limited, async (request, reply) => {
    if (!csrfValid(request, config)) return csrfFailed(request, reply);
    const who = await signedIn(request, reply);
    if (!who) return needLogin(request, reply);
    const p = pageContext(request, config);
    const returnTo = safeReturnTo(queryValue(request, 'return_to'), config.publicUrl);
    const { account, session } = who;
    const current = formValue(request.body, 'currentPassword', false);
    const password = formValue(request.body, 'password', false);
    let errors: FieldError[] = [];
    if (!(await verifyPassword(account.password_hash, current))) {
      errors = [{ field: 'currentPassword', message: p.t('identity.change.errorCurrent') }];
    } else {
      errors = newPasswordErrors(
        p,
        password,
        formValue(request.body, 'confirmPassword', false),
        account.email,
      );
    }
    if (errors.length) {
      const view = {
        action: changeAction(p, returnTo),
        csrf: csrfToken(request, reply, config),
        hiddenFields: {},
        errors,
        askCurrent: true,
        email: account.email,
      };
      return sendPage(reply, 400, newPasswordPage(p, p.t('identity.change.title'), view));
    }
    await setPassword(database, account.id, password);
    const grantIds = Object.values(session.authorizations ?? {})
      .map((a) => a.grantId)
      .filter((g): g is string => !!g);
    await revokeAccountSessions(database, account.subject, { sessionId: session.jti, grantIds });
    request.log.info({ userId: account.id }, 'password changed');
    if (returnTo) return reply.redirect(returnTo, 303);
    return sendPage(
      reply,
      200,
      messagePage(p, p.t('identity.change.title'), p.t('identity.change.done'), [
        { href: appUrl, label: p.t('identity.change.continue'), primary: true },
      ]),
    );
  });
}
