import { API_KEY_SCOPES } from '@host-portal/contracts/api-access';
import { requiredScope } from './api-key-scopes.ts';

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;

/** The OpenAPI security scheme of API keys (ADR 0042). */
export const apiKeySecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'hpk_<prefix>_<secret>',
  description: [
    'An API key created by the host under Account → API and webhooks, sent as',
    '`Authorization: Bearer hpk_…`. A key calls the same `/api/app` operations as the signed-in',
    `host, within its scopes (${API_KEY_SCOPES.map((s) => `\`${s}\``).join(', ')}):`,
    '`read` opens every GET; `reservations:write` answers booking requests and inquiries and',
    'cancels bookings; `calendar:write` changes the calendar (blocks, bulk edits, conflicts, feeds).',
    'Each operation that a key may call lists `apiKey` with the scope it needs. Other writes, and',
    'managing keys, answer 403; an unknown or revoked key answers 401.',
  ].join(' '),
} as const;

type Operation = { security?: Record<string, string[]>[] };

/**
 * Adds `apiKey: [scope]` beside `bearer` to every `/api/app` operation that an API key may call,
 * from the one scope table (so the document and the check cannot disagree).
 */
export function withApiKeySecurity<T>(doc: T): T {
  const paths = ((doc as { paths?: unknown }).paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/api/app/')) continue;
    const routePath = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.security?.some((s) => 'bearer' in s)) continue;
      const scope = requiredScope(method, routePath);
      // a new array: routes share one `security` constant between their operations
      if (scope && !op.security.some((s) => 'apiKey' in s))
        op.security = [...op.security, { apiKey: [scope] }];
    }
  }
  return doc;
}
