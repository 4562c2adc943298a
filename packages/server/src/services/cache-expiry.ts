import { LRUCache } from 'lru-cache';

/**
 * How long a server keeps what it read of the public content and the plans before reading them
 * again. Several servers share one PostgreSQL, and an edit made there (by an operator, or through
 * another instance) must reach every instance's answers without a restart; 30 s is as stale as a
 * price may be. Reading again costs one round of small queries per 30 s, and an answer whose JSON
 * has not changed keeps the bytes it was compressed to (see prepareJson).
 */
export const contentCacheTtlMs = 30_000;

/** Milliseconds on any monotonic scale; tests pass one they move on instead of waiting. */
export type CacheClock = () => number;

/** lru-cache's own clock, or the given one read on every check (no 1 ms rounding). */
export function cacheClockOptions(clock: CacheClock | undefined): { perf?: { now: CacheClock }; ttlResolution?: number } {
  return clock === undefined ? {} : { perf: { now: clock }, ttlResolution: 0 };
}

/**
 * One value read from the database and kept for `contentCacheTtlMs`. Concurrent requests share one
 * read; `load` gets the value it replaces, if any. When a read fails, the last value is served
 * on (the public pages keep working through a database hiccup) and the next request tries again;
 * with no value yet, the failure is thrown.
 */
export function expiringValue<T extends object>(
  load: (previous: T | undefined) => Promise<T>,
  clock?: CacheClock,
): () => Promise<T> {
  let lastFailure: unknown;
  const cache = new LRUCache<'value', T>({
    max: 1,
    ttl: contentCacheTtlMs,
    allowStaleOnFetchRejection: true,
    ...cacheClockOptions(clock),
    fetchMethod: (_key, previous) =>
      load(previous).catch((error: unknown) => {
        lastFailure = error;
        throw error;
      }),
  });
  return async () => {
    const value = await cache.fetch('value');
    if (value === undefined) throw lastFailure;
    return value;
  };
}
