import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { testServiceUrl } from '../tooling/test-services.ts';

// A fresh database per test on the throw-away PostgreSQL that `scripts/test.sh` starts (as the
// server's tests do, packages/server/test/support/databases.ts), and direct SQL on it.

/**
 * Set by the test command; undefined only when the run leaves PostgreSQL out on purpose
 * (`PARIKSHA_TEST_SKIP=postgres`): the PostgreSQL tests are then skipped with this reason.
 */
export const postgresServerUrl = testServiceUrl('postgres');
export const noPostgresReason = 'PostgreSQL was left out of this run (PARIKSHA_TEST_SKIP=postgres)';

interface PgClient {
  connect(): Promise<void>;
  query<Row>(text: string, values?: readonly unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}
type PgModule = { Client: new (options: { connectionString: string }) => PgClient };

// The pg driver is the server's dependency, not the workspace root's.
const pg = createRequire(new URL('../packages/server/package.json', import.meta.url))('pg') as PgModule;

async function withClient<T>(connectionString: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** The DATABASE_URL for the servers. */
  url: string;
  /** One statement on its own connection. */
  query<Row>(text: string, values?: readonly unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

export async function createDatabase(): Promise<TestDatabase> {
  if (postgresServerUrl === undefined) throw new Error(noPostgresReason);
  const serverUrl = postgresServerUrl;
  const name = `pariksha_e2e_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: async <Row>(text: string, values?: readonly unknown[]) =>
      withClient(url.toString(), async (client) => (await client.query<Row>(text, values)).rows),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
