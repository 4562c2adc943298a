import { PGlite } from '@electric-sql/pglite';
import type { Database } from './open.js';

/**
 * PGlite has no autovacuum. Without it the attempts' visibility map is never set, so the rank's
 * index-only count (attempts_rank_idx) still visits every candidate's row: with 10,000 candidates
 * 5.8 ms against 1.6 ms after a VACUUM (BENCHMARKS.md, results). The server vacuums and analyses
 * the attempts once at start and then every `everyMs`; PostgreSQL's autovacuum needs no help.
 */
export function startPgliteVacuum(
  db: Database,
  { everyMs, onError }: { everyMs: number; onError: (error: unknown) => void },
): { stop(): Promise<void> } | null {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= client
      .exec('VACUUM (ANALYZE) attempts')
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, everyMs);
  // Neither keeps the process alive.
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
