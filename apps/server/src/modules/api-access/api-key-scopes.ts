import type { ApiKeyScope } from '@host-portal/contracts/api-access';

/** A rule of the table: which calls (by the route's declared path under /api/app) need which scope. */
interface ScopeRule {
  /** read = GET/HEAD; write = every other method; any = both */
  methods: 'read' | 'write' | 'any';
  path: RegExp;
  /** null: never with an API key, whatever its scopes (only a signed-in host) */
  scope: ApiKeyScope | null;
}

const APP = '^/api/app';

/**
 * The one table of what an API key may call (ADR 0042), first match wins. Paths are the routes'
 * declared paths (`/api/app/bookings/:id/cancel`), so a value in the URL never changes the answer.
 * A GET needs `read`; a write needs the scope of its area; every write not named here is refused.
 */
export const API_KEY_SCOPE_RULES: readonly ScopeRule[] = [
  // keys are managed by the signed-in host alone: a key cannot list, create or revoke keys
  { methods: 'any', path: new RegExp(`${APP}/api-keys(/|$)`), scope: null },
  // credentials and the most private reads stay with the signed-in host
  { methods: 'any', path: new RegExp(`${APP}/messaging/token$`), scope: null },
  { methods: 'any', path: new RegExp(`${APP}/user/export$`), scope: null },
  { methods: 'any', path: new RegExp(`${APP}/user/kyc/documents/`), scope: null },
  { methods: 'any', path: new RegExp(`${APP}/user/onboarding/getBankAccounts$`), scope: null },
  // answering requests and inquiries, cancelling bookings
  {
    methods: 'write',
    path: new RegExp(`${APP}/(booking-requests|bookings|booking-inquiries)/:id/(confirm|reject|cancel)$`),
    scope: 'reservations:write',
  },
  // a quote is computed, nothing is stored: a read
  { methods: 'write', path: new RegExp(`${APP}/units/:unitId/quote$`), scope: 'read' },
  // blocks, bulk edits, conflicts, imported feeds, the export link, the unit's calendar status
  {
    methods: 'write',
    path: new RegExp(
      `${APP}/(calendar/|properties/:unitId/(unavailabilities|calendar-settings|calendar-feeds)|property-unit/:id/calendar-action$)`,
    ),
    scope: 'calendar:write',
  },
  { methods: 'read', path: new RegExp(`${APP}/`), scope: 'read' },
];

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The scope a call needs from an API key; null when no key may make it (the call is answered 403).
 * `routePath` is the matched route's declared path.
 */
export function requiredScope(method: string, routePath: string): ApiKeyScope | null {
  const read = isRead(method.toUpperCase());
  for (const rule of API_KEY_SCOPE_RULES) {
    if (rule.methods === 'read' && !read) continue;
    if (rule.methods === 'write' && read) continue;
    if (rule.path.test(routePath)) return rule.scope;
  }
  return null;
}
