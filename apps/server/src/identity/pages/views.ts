import {
  errorSummary,
  type FieldError,
  field,
  Html,
  hidden,
  html,
  notice,
  type PageContext,
  page,
} from './layout.ts';

export interface LoginView {
  action: string;
  email?: string | undefined;
  errors: FieldError[];
  notice?: string | undefined;
  registerUrl: string;
  forgotUrl: string;
  abortUrl: string;
}

export function loginPage(ctx: PageContext, v: LoginView): string {
  const { t } = ctx;
  const body = html`${errorSummary(ctx, v.errors)}${notice(v.notice)}
<p class="intro">${t('identity.login.intro')}</p>
<form method="post" action="${v.action}" novalidate>
${field({ name: 'email', label: t('identity.common.email'), type: 'email', autocomplete: 'username', value: v.email, errors: v.errors, autofocus: !v.email })}
${field({ name: 'password', label: t('identity.common.password'), type: 'password', autocomplete: 'current-password', errors: v.errors, autofocus: !!v.email })}
<p class="aside-link"><a href="${v.forgotUrl}">${t('identity.login.forgotPassword')}</a></p>
<button type="submit" class="primary">${t('identity.login.submit')}</button>
</form>
<p class="switch">${t('identity.login.noAccount', { product: ctx.product })} <a href="${v.registerUrl}">${t('identity.login.createAccount')}</a></p>
<p class="cancel"><a href="${v.abortUrl}">${t('identity.login.cancel')}</a></p>`;
  return page(ctx, t('identity.login.title'), body, { errors: v.errors.length > 0 });
}

export interface RegisterValues {
  hostType?: string | undefined;
  companyName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
}

export interface RegisterView {
  action: string;
  values: RegisterValues;
  errors: FieldError[];
  loginUrl: string;
}

export function registerPage(ctx: PageContext, v: RegisterView): string {
  const { t } = ctx;
  const company = v.values.hostType === 'company';
  const radio = (value: string, label: string, checked: boolean) =>
    html`<div class="choice"><input type="radio" id="hostType-${value}" name="hostType" value="${value}"${
      checked ? new Html(' checked') : ''
    }><label for="hostType-${value}">${label}</label></div>`;
  const body = html`${errorSummary(ctx, v.errors)}
<p class="intro">${t('identity.register.intro')}</p>
<form method="post" action="${v.action}" novalidate class="register">
<fieldset class="field" id="hostType">
<legend>${t('identity.register.hostType')}</legend>
${radio('individual', t('identity.register.hostTypeIndividual'), !company)}
${radio('company', t('identity.register.hostTypeCompany'), company)}
</fieldset>
${field({ name: 'companyName', label: t('identity.register.companyName'), autocomplete: 'organization', value: v.values.companyName, errors: v.errors, required: false, hint: t('identity.register.companyNameHint'), extraClass: 'company-only' })}
<div class="row">
${field({ name: 'firstName', label: t('identity.register.firstName'), autocomplete: 'given-name', value: v.values.firstName, errors: v.errors })}
${field({ name: 'lastName', label: t('identity.register.lastName'), autocomplete: 'family-name', value: v.values.lastName, errors: v.errors })}
</div>
${field({ name: 'email', label: t('identity.common.email'), type: 'email', autocomplete: 'email', value: v.values.email, errors: v.errors })}
${field({ name: 'password', label: t('identity.common.password'), type: 'password', autocomplete: 'new-password', errors: v.errors, hint: t('identity.common.showRequirements') })}
<button type="submit" class="primary">${t('identity.register.submit')}</button>
</form>
<p class="switch">${t('identity.register.haveAccount')} <a href="${v.loginUrl}">${t('identity.register.signIn')}</a></p>`;
  return page(ctx, t('identity.register.title'), body, { errors: v.errors.length > 0 });
}

export interface ForgotView {
  action: string;
  csrf: string;
  email?: string | undefined;
  errors: FieldError[];
  sentTo?: string | undefined;
  loginUrl: string;
}

export function forgotPage(ctx: PageContext, v: ForgotView): string {
  const { t } = ctx;
  const back = html`<p class="switch"><a href="${v.loginUrl}">${t('identity.forgot.backToLogin')}</a></p>`;
  const body =
    v.sentTo !== undefined
      ? html`${notice(t('identity.forgot.sent', { email: v.sentTo }))}${back}`
      : html`${errorSummary(ctx, v.errors)}
<p class="intro">${t('identity.forgot.intro')}</p>
<form method="post" action="${v.action}" novalidate>
${hidden('csrf', v.csrf)}
${field({ name: 'email', label: t('identity.common.email'), type: 'email', autocomplete: 'email', value: v.email, errors: v.errors, autofocus: true })}
<button type="submit" class="primary">${t('identity.forgot.submit')}</button>
</form>${back}`;
  return page(ctx, t('identity.forgot.title'), body, { errors: v.errors.length > 0 });
}

export interface NewPasswordView {
  action: string;
  csrf: string;
  hiddenFields: Record<string, string>;
  errors: FieldError[];
  askCurrent: boolean;
  email?: string | undefined;
}

/** The reset and change forms: new password twice (and the current one when changing). */
export function newPasswordPage(ctx: PageContext, title: string, v: NewPasswordView): string {
  const { t } = ctx;
  const body = html`${errorSummary(ctx, v.errors)}
<form method="post" action="${v.action}" novalidate>
${hidden('csrf', v.csrf)}
${Object.entries(v.hiddenFields).map(([k, val]) => hidden(k, val))}
${v.email ? html`<input type="text" class="visually-hidden" name="username" autocomplete="username" value="${v.email}" readonly tabindex="-1" aria-hidden="true">` : ''}
${v.askCurrent ? field({ name: 'currentPassword', label: t('identity.change.currentPassword'), type: 'password', autocomplete: 'current-password', errors: v.errors, autofocus: true }) : ''}
${field({ name: 'password', label: t('identity.reset.newPassword'), type: 'password', autocomplete: 'new-password', errors: v.errors, hint: t('identity.common.showRequirements'), autofocus: !v.askCurrent })}
${field({ name: 'confirmPassword', label: t('identity.reset.confirmPassword'), type: 'password', autocomplete: 'new-password', errors: v.errors })}
<button type="submit" class="primary">${t('identity.reset.submit')}</button>
</form>`;
  return page(ctx, title, body, { errors: v.errors.length > 0 });
}

/** A page with one message and one or two links (done, expired link, errors). */
export function messagePage(
  ctx: PageContext,
  title: string,
  message: string,
  links: { href: string; label: string; primary?: boolean }[],
  opts: { alert?: boolean } = {},
): string {
  const body = html`<p class="${opts.alert ? 'message alert' : 'message'}"${new Html(opts.alert ? ' role="alert"' : ' role="status"')}>${message}</p>
<p class="actions">${links.map((l) => html`<a class="${l.primary ? 'button primary' : 'button'}" href="${l.href}">${l.label}</a>`)}</p>`;
  return page(ctx, title, body);
}

/** RP-initiated logout: the provider's hidden form (with its xsrf token) and our two buttons. */
export function logoutPage(ctx: PageContext, providerForm: string): string {
  const { t } = ctx;
  const body = html`<p class="intro">${t('identity.logout.question', { product: ctx.product })}</p>
${new Html(providerForm)}
<div class="actions stacked">
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout" class="primary">${t('identity.logout.confirm')}</button>
<button type="submit" form="op.logoutForm" class="secondary">${t('identity.logout.stay')}</button>
</div>`;
  return page(ctx, t('identity.logout.title'), body);
}
