import { ApiError, normaliseErrorBody } from './api-error.ts';
import { getAccessToken, isAuthenticated, refreshSession } from './auth.ts';
import { impersonationEnded, impersonationHeader } from './impersonation.ts';

export type QueryValue = string | number | boolean | undefined | null;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Flat query parameters; keys may use brackets, e.g. `criteria[search]`. */
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Public calls (`/api/public`, `/config`) go without a bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
}

export const CORRELATION_HEADER = 'x-correlation-id';
/** Statuses that are expected answers, never "unknown" errors worth a report. */
const EXPECTED_STATUSES = new Set([401, 404]);

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(url: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // staff acting as a host name their session on the host's calls (ADR 41)
  const impersonating = impersonationHeader(url);
  if (impersonating) headers.set(...impersonating);
  // the API answers its messages in the portal language (html lang follows the language switch)
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers.set('Accept-Language', language);
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(response: Response, body: unknown, endpoint: string, method: Method): ApiError {
  const correlationId = response.headers.get(CORRELATION_HEADER);
  const normalised = normaliseErrorBody(body, correlationId);
  if (!normalised.recognised && !EXPECTED_STATUSES.has(response.status)) {
    console.error('Unrecognised error response', {
      endpoint,
      url: response.url,
      method,
      status: response.status,
      correlationId: normalised.correlationId,
    });
  }
  return new ApiError({ status: response.status, ...normalised });
}

/**
 * fetch with bearer token, credentials and JSON; every failure becomes an ApiError. A 401 refreshes
 * the session once and retries once. Without a token an authenticated call is not sent at all.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const needsAuth = options.auth ?? path.startsWith('/api/app');

  let token: string | null = null;
  if (needsAuth) {
    token = await getAccessToken();
    if (!token) {
      throw new ApiError({ status: 401, message: '', code: 'unauthorized' });
    }
  }

  let response = await send(url, options, token);
  if (response.status === 401 && needsAuth && isAuthenticated()) {
    const user = await refreshSession();
    if (user) response = await send(url, options, user.accessToken);
  }

  const body = await readBody(response);
  if (response.status === 403 && (body as { code?: unknown } | null)?.code === 'impersonation_ended') {
    impersonationEnded();
  }
  if (!response.ok) throw toApiError(response, body, path, method);
  return body as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: RequestOptions = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
