/**
 * A bounded least-recently-used map from a unit's window (unit id, first and last day) to what the
 * timeline writes for it, tagged with the unit's calendar version it was computed from (ADR 33).
 * A read names the version the database holds now; an entry of another version is a miss, and the
 * next write of that window replaces it. Bounded by entries and by the characters held, whichever
 * comes first; the least recently read entries go first.
 */
export interface TimelineCacheLimits {
  maxEntries: number;
  /** total length of the cached strings (JavaScript characters) */
  maxChars: number;
}

export const TIMELINE_CACHE_LIMITS: TimelineCacheLimits = { maxEntries: 20_000, maxChars: 24_000_000 };

export function timelineCache(limits: TimelineCacheLimits = TIMELINE_CACHE_LIMITS) {
  // a Map iterates in insertion order: deleting and setting again on each hit keeps the least
  // recently used entry first
  const entries = new Map<string, { version: string; json: string }>();
  let chars = 0;

  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    chars -= old.json.length;
    entries.delete(key);
  };

  return {
    get(key: string, version: string): string | undefined {
      const hit = entries.get(key);
      if (!hit || hit.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, hit);
      return hit.json;
    },
    set(key: string, version: string, json: string) {
      drop(key);
      if (json.length > limits.maxChars) return;
      entries.set(key, { version, json });
      chars += json.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && chars <= limits.maxChars) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
    clear() {
      entries.clear();
      chars = 0;
    },
  };
}
export type TimelineCache = ReturnType<typeof timelineCache>;
