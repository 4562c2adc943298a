import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { testServiceUrl } from '../../../../tooling/test-services.ts';
import { type OpenedDatabase, openPglite, openPostgres } from '../../src/db/open.js';

/**
 * Set by the test command after `scripts/postgres.sh start`; undefined only when the run leaves
 * PostgreSQL out on purpose (`PARIKSHA_TEST_SKIP=postgres`; otherwise the global setup refuses).
 */
export const postgresTestUrl = testServiceUrl('postgres');

export type TestDatabase = OpenedDatabase & {
  /** A DATABASE_URL for a child process (PostgreSQL only). */
  url: string | undefined;
  /** Closes the database and removes its data (temp folder or database). */
  dispose(): Promise<void>;
};

export type DatabaseTarget = {
  /** A describe title; says why when skipped. */
  title: string;
  skip: boolean;
  open(): Promise<TestDatabase>;
};

export function makeTempDir(purpose: string): string {
  return mkdtempSync(join(tmpdir(), `pariksha-${purpose}-`));
}

async function openTestPglite(): Promise<TestDatabase> {
  const dataDir = makeTempDir('pglite');
  const database = await openPglite(dataDir);
  return {
    ...database,
    url: undefined,
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Each test file gets its own database on the server, so files never see each other's rows. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pariksha_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, async (client) => {
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onServer(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

async function openTestPostgres(): Promise<TestDatabase> {
  if (postgresTestUrl === undefined) throw new Error('PARIKSHA_TEST_DATABASE_URL is not set.');
  const created = await createPostgresDatabase(postgresTestUrl);
  const database = await openPostgres(created.url);
  return {
    ...database,
    url: created.url,
    async dispose() {
      await database.close();
      await created.drop();
    },
  };
}

export const pgliteTarget: DatabaseTarget = { title: 'on PGlite', skip: false, open: openTestPglite };

export const postgresTarget: DatabaseTarget = {
  title:
    postgresTestUrl === undefined
      ? 'on PostgreSQL (skipped: PARIKSHA_TEST_SKIP=postgres)'
      : 'on PostgreSQL',
  skip: postgresTestUrl === undefined,
  open: openTestPostgres,
};

/** Every suite that touches the database runs once per engine. */
export const databaseTargets: readonly DatabaseTarget[] = [pgliteTarget, postgresTarget];
