import type { ApiKeyScope } from '@host-portal/contracts/api-access';
import type { Database } from '../../db/client.ts';

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, name, prefix, scopes, created_at, last_used_at, revoked_at';

/** SQL of a host's API keys (ADR 0042), every statement scoped by the host. */
export function apiKeysRepository(database: Database) {
  return {
    async insert(hostId: string, k: { name: string; prefix: string; hash: string; scopes: ApiKeyScope[] }) {
      const [row] = await database.query<ApiKeyRow>(
        `insert into api_keys (host_id, name, prefix, secret_hash, scopes)
         values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
        [hostId, k.name, k.prefix, k.hash, k.scopes],
      );
      return row!;
    },

    /** Live keys first (newest first), then the revoked ones. */
    list: (hostId: string) =>
      database.query<ApiKeyRow>(
        `select ${COLUMNS} from api_keys where host_id = $1
         order by revoked_at is not null, created_at desc, id`,
        [hostId],
      ),

    async countLive(hostId: string) {
      const [row] = await database.query<{ n: number }>(
        'select count(*)::int as n from api_keys where host_id = $1 and revoked_at is null',
        [hostId],
      );
      return row?.n ?? 0;
    },

    /** Revokes once; a key already revoked keeps its time. Undefined: no such key of this host. */
    async revoke(hostId: string, id: string, at: Date) {
      const [row] = await database.query<ApiKeyRow>(
        `update api_keys set revoked_at = coalesce(revoked_at, $3)
         where host_id = $1 and id = $2 returning ${COLUMNS}`,
        [hostId, id, at],
      );
      return row;
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof apiKeysRepository>;

/** The live key with this prefix and the host it belongs to (the authentication's one read). */
export async function liveKeyByPrefix(database: Database, prefix: string) {
  const [row] = await database.query<{
    id: string;
    host_id: string;
    secret_hash: string;
    scopes: ApiKeyScope[];
    last_used_at: Date | null;
    subject: string;
    role: 'host' | 'staff';
  }>(
    `select k.id, k.host_id, k.secret_hash, k.scopes, k.last_used_at, u.subject, u.role
       from api_keys k join users u on u.id = k.host_id
      where k.prefix = $1 and k.revoked_at is null`,
    [prefix],
  );
  return row;
}

/** Writes last used, unless another call did within `resolutionMs` (so at most once a minute). */
export async function touchKey(database: Database, id: string, at: Date, resolutionMs: number) {
  await database.query(
    `update api_keys set last_used_at = $2
      where id = $1 and (last_used_at is null or last_used_at <= $3)`,
    [id, at, new Date(at.getTime() - resolutionMs)],
  );
}
