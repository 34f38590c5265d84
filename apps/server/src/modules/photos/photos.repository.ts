import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface PhotoRow {
  id: string;
  unitId: string;
  position: number;
  isCover: boolean;
  storageKey: string;
  width: number;
  height: number;
  caption: string | null;
  /** a Date, or the driver's text inside transactions */
  createdAt: Date | string;
}

const COLUMNS = `id, unit_id as "unitId", position, is_cover as "isCover", storage_key as "storageKey",
  width, height, caption, created_at as "createdAt"`;

/** `$1`-style text and parameters as one drizzle SQL value, for statements inside a transaction. */
function rawSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`)),
  );
}

/**
 * SQL for unit photos. Every statement is scoped by the host (DESIGN rule 6); writes that depend
 * on the unit's current photos lock the unit row first so that concurrent uploads cannot exceed
 * the maximum or leave two covers.
 */
export function photosRepository(database: Database) {
  const { db } = database;
  const q = <T>(text: string, params: unknown[]) => database.query<T>(text, params);

  /** Runs `fn` in a transaction holding the unit's row lock; undefined when the unit is not the host's. */
  async function withUnitLock<T>(
    hostId: string,
    unitId: string,
    fn: (tx: <R>(text: string, params: unknown[]) => Promise<R[]>) => Promise<T>,
  ): Promise<T | undefined> {
    return db.transaction(async (tx) => {
      const run = async <R>(text: string, params: unknown[]) => {
        const res = (await tx.execute(rawSql(text, params))) as unknown as { rows: R[] };
        return res.rows;
      };
      const locked = await run<{ id: string }>(
        `select id from units where id = $1 and host_id = $2 and state <> 'DELETED' for update`,
        [unitId, hostId],
      );
      if (!locked[0]) return undefined;
      return fn(run);
    });
  }

  return {
    list(hostId: string, unitId: string): Promise<PhotoRow[]> {
      return q<PhotoRow>(
        `select ${COLUMNS} from unit_photos where unit_id = $1 and host_id = $2 order by position, created_at, id`,
        [unitId, hostId],
      );
    },

    async count(hostId: string, unitId: string): Promise<number> {
      const [row] = await q<{ n: number }>(
        'select count(*)::int as n from unit_photos where unit_id = $1 and host_id = $2',
        [unitId, hostId],
      );
      return row?.n ?? 0;
    },

    /** Appends a photo; the first one becomes the cover. 'full' when the unit reached `maxCount` meanwhile. */
    insert(
      hostId: string,
      unitId: string,
      photo: { storageKey: string; width: number; height: number },
      maxCount: number,
    ) {
      return withUnitLock(hostId, unitId, async (run) => {
        const [stats] = await run<{ n: number; next: number; covers: number }>(
          `select count(*)::int as n, coalesce(max(position) + 1, 0)::int as next,
             count(*) filter (where is_cover)::int as covers
           from unit_photos where unit_id = $1`,
          [unitId],
        );
        if ((stats?.n ?? 0) >= maxCount) return 'full' as const;
        const [row] = await run<PhotoRow>(
          `insert into unit_photos (unit_id, host_id, position, is_cover, storage_key, width, height)
           values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
          [
            unitId,
            hostId,
            stats?.next ?? 0,
            (stats?.covers ?? 0) === 0,
            photo.storageKey,
            photo.width,
            photo.height,
          ],
        );
        return row!;
      });
    },

    /** Positions 0..n-1 in the given order; false when `ids` is not exactly the unit's photos. */
    reorder(hostId: string, unitId: string, ids: string[]) {
      return withUnitLock(hostId, unitId, async (run) => {
        const current = await run<{ id: string }>('select id from unit_photos where unit_id = $1', [unitId]);
        const known = new Set(current.map((r) => r.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((id) => known.has(id))
        ) {
          return { ok: false as const, count: known.size };
        }
        await run(
          `update unit_photos p set position = o.ord - 1
           from unnest($1::uuid[]) with ordinality as o(id, ord)
           where p.id = o.id and p.unit_id = $2`,
          [ids, unitId],
        );
        return { ok: true as const, count: known.size };
      });
    },

    /** Makes one photo the cover; false when the photo is not the unit's. */
    setCover(hostId: string, unitId: string, photoId: string) {
      return withUnitLock(hostId, unitId, async (run) => {
        const hit = await run<{ id: string }>('select id from unit_photos where id = $1 and unit_id = $2', [
          photoId,
          unitId,
        ]);
        if (!hit[0]) return false;
        await run('update unit_photos set is_cover = (id = $1) where unit_id = $2', [photoId, unitId]);
        return true;
      });
    },

    /** Deletes a photo; when it was the cover, the first remaining photo becomes the cover. */
    remove(hostId: string, unitId: string, photoId: string) {
      return withUnitLock(hostId, unitId, async (run) => {
        const [gone] = await run<PhotoRow>(
          `delete from unit_photos where id = $1 and unit_id = $2 returning ${COLUMNS}`,
          [photoId, unitId],
        );
        if (!gone) return null;
        if (gone.isCover) {
          await run(
            `update unit_photos set is_cover = true where id = (
               select id from unit_photos where unit_id = $1 order by position, created_at, id limit 1)`,
            [unitId],
          );
        }
        return gone;
      });
    },
  };
}
export type PhotosRepository = ReturnType<typeof photosRepository>;
