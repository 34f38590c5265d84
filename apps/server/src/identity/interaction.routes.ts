import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createHost, EmailTakenError, findAccountByEmail } from './accounts.ts';
import { EMAIL_RE, formValue, pageContext, sendPage } from './http.ts';
import type { FieldError, PageContext } from './pages/layout.ts';
import { loginPage, messagePage, type RegisterValues, registerPage } from './pages/views.ts';
import { checkPasswordStrength, verifyPassword } from './passwords.ts';
import { interactionPath } from './provider.ts';
import { BLOCK_MINUTES, clearClientFailures, recordFailure, type Throttled, throttled } from './throttle.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;
type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export interface InteractionDeps {
  config: Config;
  database: Database;
  provider: Provider;
  rateLimit: { max: number; timeWindow: string };
}

export function passwordProblemText(
  p: PageContext,
  problem: ReturnType<typeof checkPasswordStrength>,
): string {
  if (problem === 'too_short') return p.t('identity.password.errorTooShort');
  if (problem === 'needs_letter_and_digit') return p.t('identity.password.errorLetterDigit');
  return p.t('identity.password.errorSameAsEmail');
}

/** Login and registration pages of an OIDC interaction (bound to the provider's interaction cookie). */
export async function interactionRoutes(app: FastifyInstance, deps: InteractionDeps) {
  const { config, database, provider } = deps;
  const limited = { config: { rateLimit: deps.rateLimit } };

  async function load(request: UidRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch {
      // no or expired interaction cookie: fall through to the "start again" page
    }
    const p = pageContext(request, config);
    await sendPage(
      reply,
      400,
      messagePage(
        p,
        p.t('identity.error.title'),
        p.t('identity.error.sessionExpired'),
        [
          {
            href: `${config.publicUrl}/`,
            label: p.t('identity.common.backToApp', { product: p.product }),
            primary: true,
          },
        ],
        { alert: true },
      ),
    );
    return undefined;
  }

  const ctxFor = (request: FastifyRequest, details: Interaction) =>
    pageContext(request, config, details.params.ui_locales as string | undefined);

  const links = (uid: string, p: PageContext) => {
    const base = interactionPath(uid);
    const hl = `hl=${p.locale}`;
    return {
      login: base,
      register: `${base}/register`,
      abort: `${base}/abort`,
      forgot: `/identity/forgot-password?${hl}&return_to=${encodeURIComponent(base)}`,
    };
  };

  async function finish(request: FastifyRequest, reply: FastifyReply, result: Record<string, unknown>) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result);
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** First-party client: consent is granted without asking (a fallback; loadExistingGrant covers it). */
  async function autoConsent(request: FastifyRequest, reply: FastifyReply, details: Interaction) {
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id as string;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId });
    if (!grant) return finish(request, reply, { error: 'access_denied' });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, { consent: details.grantId ? {} : { grantId } });
  }

  function renderLogin(
    reply: FastifyReply,
    p: PageContext,
    uid: string,
    status: number,
    email: string,
    errors: FieldError[],
  ) {
    const l = links(uid, p);
    return sendPage(
      reply,
      status,
      loginPage(p, {
        action: l.login,
        email,
        errors,
        registerUrl: l.register,
        forgotUrl: l.forgot,
        abortUrl: l.abort,
      }),
    );
  }

  function renderRegister(
    reply: FastifyReply,
    p: PageContext,
    uid: string,
    status: number,
    values: RegisterValues,
    errors: FieldError[],
  ) {
    const l = links(uid, p);
    return sendPage(
      reply,
      status,
      registerPage(p, { action: l.register, values, errors, loginUrl: l.login }),
    );
  }

  app.get('/identity/interaction/:uid', async (request: UidRequest, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    if (details.prompt.name === 'consent') return autoConsent(request, reply, details);
    if (details.params.screen === 'register') {
      return reply.redirect(`${interactionPath(details.uid)}/register`, 303);
    }
    const p = ctxFor(request, details);
    return renderLogin(
      reply,
      p,
      details.uid,
      200,
      (details.params.login_hint as string | undefined) ?? '',
      [],
    );
  });

  app.post('/identity/interaction/:uid', limited, async (request: UidRequest, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    if (details.prompt.name !== 'login') return reply.redirect(interactionPath(details.uid), 303);
    const p = ctxFor(request, details);
    const email = formValue(request.body, 'email');
    const password = formValue(request.body, 'password', false);
    const errors: FieldError[] = [];
    if (!email) errors.push({ field: 'email', message: p.t('identity.register.errorRequired') });
    if (!password) errors.push({ field: 'password', message: p.t('identity.register.errorRequired') });
    if (errors.length) return renderLogin(reply, p, details.uid, 400, email, errors);

    const blocked = (why: Throttled) => ({
      field: 'email',
      message: p.t(why === 'client' ? 'identity.login.errorClientThrottled' : 'identity.login.errorLocked', {
        minutes: BLOCK_MINUTES,
      }),
    });
    const before = await throttled(database, email, request.ip);
    if (before) return renderLogin(reply, p, details.uid, 429, email, [blocked(before)]);
    const account = await findAccountByEmail(database, email);
    const ok = await verifyPassword(account?.password_hash, password);
    if (!ok || !account) {
      const now = await recordFailure(database, email, request.ip);
      const error = now ? blocked(now) : { field: 'email', message: p.t('identity.login.errorInvalid') };
      return renderLogin(reply, p, details.uid, now ? 429 : 401, email, [error]);
    }
    await clearClientFailures(database, email, request.ip);
    return finish(request, reply, { login: { accountId: account.subject } });
  });

  app.get('/identity/interaction/:uid/register', async (request: UidRequest, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    if (details.prompt.name !== 'login') return reply.redirect(interactionPath(details.uid), 303);
    const p = ctxFor(request, details);
    const email = (details.params.login_hint as string | undefined) ?? '';
    return renderRegister(reply, p, details.uid, 200, { hostType: 'individual', email }, []);
  });

  app.post('/identity/interaction/:uid/register', limited, async (request: UidRequest, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    if (details.prompt.name !== 'login') return reply.redirect(interactionPath(details.uid), 303);
    const p = ctxFor(request, details);
    const body = request.body;
    const values: RegisterValues = {
      hostType: formValue(body, 'hostType') === 'company' ? 'company' : 'individual',
      companyName: formValue(body, 'companyName'),
      firstName: formValue(body, 'firstName'),
      lastName: formValue(body, 'lastName'),
      email: formValue(body, 'email'),
    };
    const password = formValue(body, 'password', false);
    const errors: FieldError[] = [];
    const required = p.t('identity.register.errorRequired');
    if (values.hostType === 'company' && !values.companyName) {
      errors.push({ field: 'companyName', message: p.t('identity.register.errorCompanyName') });
    }
    if (!values.firstName) errors.push({ field: 'firstName', message: required });
    if (!values.lastName) errors.push({ field: 'lastName', message: required });
    if (!values.email) errors.push({ field: 'email', message: required });
    else if (!EMAIL_RE.test(values.email) || values.email.length > 254) {
      errors.push({ field: 'email', message: p.t('identity.register.errorEmail') });
    }
    const problem = password ? checkPasswordStrength(password, values.email ?? '') : undefined;
    if (!password) errors.push({ field: 'password', message: required });
    else if (problem) errors.push({ field: 'password', message: passwordProblemText(p, problem) });
    if (errors.length) return renderRegister(reply, p, details.uid, 400, values, errors);

    let userId: string;
    try {
      userId = await createHost(database, {
        email: values.email!,
        password,
        firstName: values.firstName!,
        lastName: values.lastName!,
        locale: p.locale,
        companyName: values.hostType === 'company' ? values.companyName : undefined,
        referralCode: details.params.ref as string | undefined,
      });
    } catch (err) {
      if (!(err instanceof EmailTakenError)) throw err;
      const taken = [{ field: 'email', message: p.t('identity.register.errorEmailTaken') }];
      return renderRegister(reply, p, details.uid, 409, values, taken);
    }
    request.log.info({ userId }, 'host registered');
    return finish(request, reply, { login: { accountId: userId } });
  });

  app.get('/identity/interaction/:uid/abort', async (request: UidRequest, reply) => {
    const details = await load(request, reply);
    if (!details) return reply;
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  });
}
