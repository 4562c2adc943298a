import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAllSubscriptionsResponse } from '@pariksha/contract';
import { lockFileName } from '../src/db/data-dir-lock.js';
import { openPglite } from '../src/db/open.js';
import { subscriptionPlans } from '../src/db/schema.js';
import { createPostgresDatabase, makeTempDir, postgresTestUrl } from './support/databases.js';
import {
  deadPid,
  killLeftoverMains,
  type StartedMain,
  spawnMain,
  startMain,
  stopMain,
  waitForExit,
} from './support/processes.js';

async function fetchPlans(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/v1/getAllSubscriptions`);
  expect(response.status).toBe(200);
  return getAllSubscriptionsResponse.parse(await response.json()).data;
}

// One data folder through the whole file: first start, a refused second process, a clean stop,
// a stale lock, a restart. PGlite creates a data folder once (4-7 s), so the steps share it.
describe('the server process on PGlite', () => {
  let tempDir: string;
  let dataDir: string;
  let lockPath: string;
  let env: Record<string, string>;
  let first: StartedMain | undefined;
  let firstPlans: Awaited<ReturnType<typeof fetchPlans>>;

  beforeAll(() => {
    tempDir = makeTempDir('main');
    dataDir = join(tempDir, 'data');
    lockPath = join(dataDir, lockFileName);
    env = { DATA_DIR: dataDir, STATIC_DIR: join(tempDir, 'no-app') };
  });
  afterAll(() => {
    if (first?.child.exitCode === null) first.child.kill('SIGKILL');
    // A server still starting when a test timed out.
    killLeftoverMains();
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds a new DATA_DIR, then serves the plans', async () => {
    first = await startMain(env);
    expect(first.output.stdout.trim()).toMatch(/^Pariksha is listening on http:\/\/127\.0\.0\.1:\d+ \(PGlite in .+\)$/);
    firstPlans = await fetchPlans(first.url);
    expect(firstPlans.map((plan) => plan.plan_name)).toEqual(['BASIC', 'GOLD', 'PLATINUM']);
    expect(existsSync(lockPath)).toBe(true);
  });

  it('refuses a second server on the same DATA_DIR with exit code 1 and a clear message', async () => {
    expect(first).toBeDefined();
    const second = await waitForExit(spawnMain(env));
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      `Another Pariksha server (pid ${first?.child.pid}) is using DATA_DIR ${dataDir}; stop it or set a different DATA_DIR.`,
    );
    // The first server is unharmed.
    expect(await fetchPlans(first?.url ?? '')).toEqual(firstPlans);
  });

  it('shuts down on SIGTERM with exit code 0 and releases the lock', async () => {
    if (first === undefined) throw new Error('the first server did not start');
    const exit = await stopMain(first, 'SIGTERM');
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(exit.stderr).toBe('');
    expect(existsSync(lockPath)).toBe(false);
  });

  it('keeps the data: a restart after a stale lock (kill -9) serves the same rows and more', async () => {
    // What the first server wrote (migrations, seed) is on disk after its clean stop.
    const database = await openPglite(dataDir);
    const seededRows = await database.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id));
    expect(seededRows.map((row) => row.planName)).toEqual(['BASIC', 'GOLD', 'PLATINUM']);
    // A row written while the server was down must be served after the restart.
    await database.db.insert(subscriptionPlans).values({
      planName: 'EXAM DAY PASS',
      priceAnnually: 49,
      priceMonthly: 49,
      translations: {
        en: { description: 'One full-length test with solutions.', details: ['One full-length mock test'], badge: null },
      },
      sortOrder: 40,
    });
    await database.close();
    writeFileSync(lockPath, `${await deadPid()}\n`);

    const restarted = await startMain(env);
    try {
      const plans = await fetchPlans(restarted.url);
      // Same ids and content: the seed did not run twice, the first run's rows persisted.
      expect(plans.slice(0, 3)).toEqual(firstPlans);
      expect(plans.map((plan) => plan.plan_name)).toEqual(['BASIC', 'GOLD', 'PLATINUM', 'EXAM DAY PASS']);
      expect(existsSync(lockPath)).toBe(true);
    } finally {
      const exit = await stopMain(restarted, 'SIGINT');
      expect(exit.code).toBe(0);
    }
    expect(existsSync(lockPath)).toBe(false);

    const reopened = await openPglite(dataDir);
    try {
      const rows = await reopened.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id));
      // The restart's seed added nothing and rewrote nothing.
      expect(rows.slice(0, 3)).toEqual(seededRows);
      expect(rows).toHaveLength(4);
    } finally {
      await reopened.close();
    }
  });

  it('exits 1 with a message for an invalid environment', async () => {
    const exit = await waitForExit(spawnMain({ ...env, PORT: 'eighty' }));
    expect(exit.code).toBe(1);
    expect(exit.stderr).toContain('Invalid environment: PORT');
  });
});

describe.skipIf(postgresTestUrl === undefined)(
  postgresTestUrl === undefined
    ? 'the server process on PostgreSQL (skipped: PARIKSHA_TEST_SKIP=postgres)'
    : 'the server process on PostgreSQL',
  () => {
    afterAll(killLeftoverMains);

    it('migrates, seeds, serves and shuts down cleanly with DATABASE_URL, and restarts without reseeding', async () => {
      const created = await createPostgresDatabase(postgresTestUrl ?? '');
      const tempDir = makeTempDir('main-pg');
      const env = { DATABASE_URL: created.url, DATA_DIR: join(tempDir, 'unused'), STATIC_DIR: tempDir };
      try {
        const first = await startMain(env);
        expect(first.output.stdout).toMatch(/\(PostgreSQL at 127\.0\.0\.1:\d+\/pariksha_test_\w+\)/);
        const plans = await fetchPlans(first.url);
        expect((await stopMain(first)).code).toBe(0);

        const second = await startMain(env);
        expect(await fetchPlans(second.url)).toEqual(plans);
        expect((await stopMain(second)).code).toBe(0);
        // No PGlite, no lock: DATA_DIR is not touched.
        expect(existsSync(join(tempDir, 'unused'))).toBe(false);
      } finally {
        await created.drop();
        rmSync(tempDir, { recursive: true, force: true });
      }
    });
  },
);
