import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';
import { schema, type Schema } from './schema.js';

/** What services query through: the part both engines share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type OpenedDatabase =
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; description: string; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: NodePgDatabase<Schema>;
      pool: pg.Pool;
      description: string;
      close(): Promise<void>;
    };

export type OpenDatabaseOptions = {
  /** postgres://… uses that server; unset uses PGlite under dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Called when an idle pooled PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
};

/** Makes close() safe to call twice (a signal during start-up, then the start-up's own cleanup). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** PGlite is slow to create (initdb in WASM): its files live in DATA_DIR/pglite. */
export async function openPglite(dataDir: string): Promise<OpenedDatabase> {
  const lock = acquireDataDirLock(dataDir);
  try {
    // PGlite creates only the last folder level; acquireDataDirLock made dataDir itself.
    const client = await PGlite.create(join(dataDir, 'pglite'));
    return {
      kind: 'pglite',
      db: drizzlePglite({ client, schema }),
      description: `PGlite in ${dataDir}`,
      close: once(async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      }),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

export async function openPostgres(
  databaseUrl: string,
  onPoolError?: (error: Error) => void,
): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // Without a listener an idle client's error (a server restart) would crash the process.
  pool.on('error', (error) => onPoolError?.(error));
  try {
    // Fail at start, not at the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db: drizzleNodePg({ client: pool, schema }),
    pool,
    description: describePostgres(databaseUrl),
    close: once(() => pool.end()),
  };
}

export function openDatabase({ databaseUrl, dataDir, onPoolError }: OpenDatabaseOptions): Promise<OpenedDatabase> {
  return databaseUrl === undefined ? openPglite(dataDir) : openPostgres(databaseUrl, onPoolError);
}
