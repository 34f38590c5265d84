import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client.ts';
import { revokeGrant } from './revoked-grants.ts';

interface Row {
  payload: AdapterPayload;
  consumed_at: Date | string | null;
}

/**
 * oidc-provider storage in the `oidc_payloads` table: one row per artefact (Session, Grant,
 * Interaction, AuthorizationCode, RefreshToken, ...). Expired rows are invisible to `find` and
 * removed by `pruneExpiredPayloads`.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly database: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.database.query(
      `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7)
       on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string) {
    return this.one('id = $2', id);
  }

  findByUid(uid: string) {
    return this.one('uid = $2', uid);
  }

  findByUserCode(userCode: string) {
    return this.one('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.database.query('update oidc_payloads set consumed_at = now() where model = $1 and id = $2', [
      this.model,
      id,
    ]);
  }

  async destroy(id: string): Promise<void> {
    // a grant is destroyed at logout and when its refresh token is revoked: its access tokens
    // (JWTs the API verifies on its own) must stop working too
    if (this.model === 'Grant') await revokeGrant(this.database, id);
    await this.database.query('delete from oidc_payloads where model = $1 and id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.database.query('delete from oidc_payloads where grant_id = $1', [grantId]);
  }

  private async one(where: string, value: string): Promise<AdapterPayload | undefined> {
    const rows = await this.database.query<Row>(
      `select payload, consumed_at from oidc_payloads
       where model = $1 and ${where} and (expires_at is null or expires_at > now()) limit 1`,
      [this.model, value],
    );
    const row = rows[0];
    if (!row) return undefined;
    const payload =
      typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
    if (row.consumed_at) {
      return { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
    }
    return payload;
  }
}

export async function pruneExpiredPayloads(database: Database): Promise<void> {
  await database.query('delete from oidc_payloads where expires_at < now()');
  await database.query("delete from password_reset_tokens where expires_at < now() - interval '7 days'");
  await database.query(
    "delete from login_throttle where window_started_at < now() - interval '1 day' and (blocked_until is null or blocked_until < now())",
  );
  await database.query('delete from oidc_revoked_grants where expires_at < now()');
}
