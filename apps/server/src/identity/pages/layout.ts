import type { Locale } from '@host-portal/i18n';
import { htmlLang, type Translate } from './i18n.ts';

/** A string that is already HTML (never built from unescaped input). */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return esc(value);
}

/** Tagged template: interpolated values are escaped unless they are Html (arrays are joined). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

export interface PageContext {
  locale: Locale;
  t: Translate;
  product: string;
  /** Home of the app (the SPA). */
  appUrl: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export function errorSummary(ctx: PageContext, errors: FieldError[]): Html {
  if (errors.length === 0) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
  <h2 id="error-summary-title">${ctx.t('identity.common.errorSummaryTitle')}</h2>
  <ul>${errors.map((e) => html`<li><a href="#${e.field}">${e.message}</a></li>`)}</ul>
</div>`;
}

export function notice(text: string | undefined): Html {
  return text ? html`<p class="notice" role="status">${text}</p>` : html``;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: string;
  autocomplete: string;
  value?: string | undefined;
  errors: FieldError[];
  required?: boolean;
  hint?: string | undefined;
  autofocus?: boolean;
  extraClass?: string;
}

export function field(o: FieldOptions): Html {
  const error = o.errors.find((e) => e.field === o.name);
  const describedBy = [o.hint ? `${o.name}-hint` : '', error ? `${o.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  const attrs = [
    o.required === false ? '' : ' required',
    o.autofocus ? ' autofocus' : '',
    error ? ' aria-invalid="true"' : '',
    describedBy ? ` aria-describedby="${esc(describedBy)}"` : '',
    o.type === 'email' ? ' inputmode="email" autocapitalize="none" spellcheck="false"' : '',
  ].join('');
  return html`<div class="field${o.extraClass ? ` ${o.extraClass}` : ''}">
  <label for="${o.name}">${o.label}</label>
  ${o.hint ? html`<p class="hint" id="${o.name}-hint">${o.hint}</p>` : ''}
  ${error ? html`<p class="field-error" id="${o.name}-error">${error.message}</p>` : ''}
  <input id="${o.name}" name="${o.name}" type="${o.type ?? 'text'}" autocomplete="${o.autocomplete}"${new Html(attrs)}${
    o.value !== undefined && o.type !== 'password' ? html` value="${o.value}"` : ''
  }>
</div>`;
}

export function hidden(name: string, value: string): Html {
  return html`<input type="hidden" name="${name}" value="${value}">`;
}

export function page(ctx: PageContext, title: string, body: Html, opts: { errors?: boolean } = {}): string {
  return `<!doctype html>
<html lang="${esc(htmlLang(ctx.locale))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${opts.errors ? `${esc(ctx.t('identity.common.errorSummaryTitle'))}: ` : ''}${esc(title)} | ${esc(ctx.product)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/identity/assets/identity.css">
<script src="/identity/assets/identity.js" defer></script>
</head>
<body>
<div class="shell">
<header class="brand"><a href="${esc(ctx.appUrl)}">${esc(ctx.product)}</a></header>
<main id="main" class="card">
<h1>${esc(title)}</h1>
${body.value}
</main>
</div>
</body>
</html>
`;
}
