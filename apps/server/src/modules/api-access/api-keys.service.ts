import { API_ACCESS_RULES, type ApiKey, type CreateApiKey } from '@host-portal/contracts/api-access';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newApiKey, shownPrefix } from './api-key-token.ts';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.ts';

const keyView = (r: ApiKeyRow): ApiKey => ({
  id: r.id,
  name: r.name,
  prefix: shownPrefix(r.prefix),
  scopes: r.scopes,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at ? r.last_used_at.toISOString() : null,
  revokedAt: r.revoked_at ? r.revoked_at.toISOString() : null,
});

/**
 * A host's API keys (issue 13, ADR 0042): created with a name and scopes, the secret answered once
 * and kept only as its SHA-256; listed with when each was last used; revoked for good.
 */
export function apiKeysService(repo: ApiKeysRepository, deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(hostId: string) {
      return { items: (await repo.list(hostId)).map(keyView) };
    },

    async create(hostId: string, body: CreateApiKey) {
      if ((await repo.countLive(hostId)) >= API_ACCESS_RULES.maxKeysPerHost) {
        throw new AppError(ERROR_CODES.conflict, 'apiAccess.errors.tooManyKeys', {
          vars: { max: API_ACCESS_RULES.maxKeysPerHost },
        });
      }
      const { prefix, secret, hash } = newApiKey();
      const row = await repo.insert(hostId, { name: body.name, prefix, hash, scopes: body.scopes });
      return { key: keyView(row), secret };
    },

    async revoke(hostId: string, id: string) {
      const row = await repo.revoke(hostId, id, now());
      if (!row) throw notFound('API key');
      return keyView(row);
    },
  };
}
export type ApiKeysService = ReturnType<typeof apiKeysService>;
