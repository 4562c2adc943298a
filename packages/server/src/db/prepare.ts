import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../package-paths.js';
import { seed } from '../seed/seed.js';
import type { OpenedDatabase } from './open.js';

/** Any fixed number shared by every Pariksha instance; it names the start-up lock. */
const startupLockKey = 7_270_311;

async function migrateAndSeed(database: OpenedDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db, { migrationsFolder });
  } else {
    await migrateNodePg(database.db, { migrationsFolder });
  }
  await seed(database.db);
}

/**
 * Applies drizzle-kit's SQL migrations (applied ones are skipped) and the seed (which only adds
 * what is missing), so running it again changes nothing. On PostgreSQL, instances starting at
 * once take turns through an advisory lock, since drizzle's migrator takes none.
 */
export async function prepareDatabase(database: OpenedDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    // One process per data folder already (the DATA_DIR lock).
    await migrateAndSeed(database);
    return;
  }
  // A session-level lock lives on one connection; the work runs on other pooled connections.
  const lockConnection = await database.pool.connect();
  try {
    await lockConnection.query('select pg_advisory_lock($1)', [startupLockKey]);
    try {
      await migrateAndSeed(database);
    } finally {
      await lockConnection.query('select pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    lockConnection.release();
  }
}
