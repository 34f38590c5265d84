/**
 * The by-unit rankings of a host's range, cached per process under the host's insights version
 * (bumped by the triggers in the transaction of every change of its earnings or nights, migration
 * 0036): the only insights reads that add up every unit, so a host who looks again, or switches
 * tabs, does not add up 2,000 units × 24 months again. Bounded; the oldest entry goes first.
 */
export function rankingCache(max = 500) {
  const entries = new Map<string, { version: number | string; rows: unknown }>();
  return {
    async get<T>(key: string, version: number | string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        // most recently used last
        entries.delete(key);
        entries.set(key, hit);
        return hit.rows as T;
      }
      const rows = await load();
      entries.delete(key);
      entries.set(key, { version, rows });
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return rows;
    },
    /** forgets a key (its units changed under the same version: a unit deleted) */
    drop(key: string) {
      entries.delete(key);
    },
  };
}
export type RankingCache = ReturnType<typeof rankingCache>;
