import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@host-portal/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { resolveLocale, translator } from './pages/i18n.ts';
import type { PageContext } from './pages/layout.ts';

export const CSRF_COOKIE = 'hp_idp_csrf';

export type Form = Record<string, string | string[] | undefined>;

/** One trimmed string field of a url-encoded form (the first when repeated). */
export function formValue(body: unknown, name: string, trim = true): string {
  const raw = (body as Form | undefined)?.[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return '';
  return trim ? value.trim() : value;
}

export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const v = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : undefined;
}

export function pageContext(request: FastifyRequest, config: Config, uiLocales?: string): PageContext {
  const locale: Locale = resolveLocale({
    uiLocales: uiLocales ?? queryValue(request, 'hl') ?? formValue(request.body, 'hl'),
    cookie: request.cookies?.ho_hl,
    acceptLanguage: request.headers['accept-language'],
  });
  return { locale, t: translator(locale), product: config.productTitle, appUrl: `${config.publicUrl}/` };
}

export function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** A same-origin URL for `return_to`, or undefined (never an open redirect). */
export function safeReturnTo(value: string | undefined, publicUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    const base = new URL(publicUrl);
    const url = new URL(value, base);
    if (url.origin !== base.origin || !/^https?:$/.test(url.protocol)) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** Double-submit CSRF token: an HttpOnly SameSite=Lax cookie echoed in a hidden field. */
export function csrfToken(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies?.[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/identity',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
  });
  return token;
}

/** The form's token matches the cookie, and a browser-sent Origin (when present) is ours. */
export function csrfValid(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== new URL(config.publicUrl).origin) return false;
  const cookie = request.cookies?.[CSRF_COOKIE] ?? '';
  const field = formValue(request.body, 'csrf');
  if (!cookie || cookie.length !== field.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(field));
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
