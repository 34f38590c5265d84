import { API_ACCESS_RULES } from '@host-portal/contracts/api-access';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { requiredScope } from './api-key-scopes.ts';
import { keyMatches, keyPrefixOf, looksLikeApiKey } from './api-key-token.ts';
import { liveKeyByPrefix, touchKey } from './api-keys.repository.ts';

/** `Authorization: Bearer hpk_…`: a call made with an API key rather than a signed-in host's token. */
export const isApiKeyHeader = (header: string) => {
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return Boolean(m && looksLikeApiKey(m[1]!));
};

/**
 * The API key branch of `authenticate` (ADR 0042). An unknown, malformed or revoked key is a 401;
 * a call the key's scopes do not open (API_KEY_SCOPE_RULES) is a 403. The host's calls then run
 * exactly as for the host, with `request.auth.apiKey` saying which key made them. Revocation
 * applies at once: the key is read on every call (one indexed row), never cached.
 */
export function apiKeyAuthenticator(database: Database) {
  return async function authenticateApiKey(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<AuthContext> {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    const prefix = keyPrefixOf(token);
    const row = prefix ? await liveKeyByPrefix(database, prefix) : undefined;
    if (!row || !keyMatches(token, row.secret_hash) || row.role !== 'host') {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw new AppError('unauthorized', 'The API key is not valid or has been revoked');
    }
    const scope = requiredScope(request.method, request.routeOptions.url ?? '');
    if (scope === null) throw new AppError('forbidden', 'This call cannot be made with an API key');
    if (!row.scopes.includes(scope)) {
      reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
      throw new AppError('forbidden', `This call needs an API key with the scope ${scope}`);
    }
    const at = new Date();
    const resolution = API_ACCESS_RULES.lastUsedResolutionMs;
    if (!row.last_used_at || at.getTime() - row.last_used_at.getTime() >= resolution) {
      await touchKey(database, row.id, at, resolution);
    }
    return {
      userId: row.host_id,
      subject: row.subject,
      role: 'host',
      sessionId: null,
      apiKey: { id: row.id, scopes: row.scopes },
    };
  };
}
