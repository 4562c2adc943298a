import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/db/prepare.js';
import { startPgliteVacuum } from '../src/db/pglite-vacuum.js';
import { pgliteTarget, postgresTarget, type TestDatabase } from './support/databases.js';

// PGlite has no autovacuum: the running server vacuums the attempts itself, at start and then
// on a timer; on PostgreSQL it leaves that to autovacuum.

describe('the PGlite server vacuums its attempts', () => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of opened) await database.dispose();
  });

  it('at start and on its timer, and stops with the server', async () => {
    const database = await pgliteTarget.open();
    opened.push(database);
    await prepareDatabase(database);
    const lastVacuum = async () => {
      const { rows } = await database.db.execute<{ last: string | null; count: number }>(
        sql`SELECT last_vacuum::text AS last, vacuum_count::int AS count FROM pg_stat_user_tables WHERE relname = 'attempts'`,
      );
      return rows[0];
    };
    expect((await lastVacuum())?.count ?? 0).toBe(0);
    const errors: unknown[] = [];
    const vacuum = startPgliteVacuum(database.db, { everyMs: 50, onError: (error) => errors.push(error) });
    expect(vacuum).not.toBeNull();
    await expect.poll(async () => (await lastVacuum())?.count ?? 0, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    await vacuum?.stop();
    const stopped = (await lastVacuum())?.count ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await lastVacuum())?.count).toBe(stopped);
    expect(errors).toEqual([]);
    // Creating and seeding a PGlite database: 4-7 s on a quiet machine, far more on a busy one.
  }, 120_000);

  it.skipIf(postgresTarget.skip)('leaves PostgreSQL to its autovacuum', async () => {
    const database = await postgresTarget.open();
    opened.push(database);
    expect(startPgliteVacuum(database.db, { everyMs: 50, onError: () => undefined })).toBeNull();
  });
});
