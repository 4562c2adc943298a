import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.js';
import { getContinueWatchingResponse, getMyHelpRequestsResponse, getVideoLessonResponse } from '@pariksha/contract';
import { openPglite, openPostgres, type OpenedDatabase } from '../src/db/open.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { videoLessons } from '../src/seed/content/videoLessons.js';
import { signUp } from './support/accounts.js';
import { createPostgresDatabase, makeTempDir, postgresTestUrl } from './support/databases.js';
import type { TestServer } from './support/test-server.js';

// Where a learner stopped (and what they asked Help and Support) is still there after the server
// restarts on the same data: the PGlite folder, or the PostgreSQL database.

type Store = { title: string; skip: boolean; open(): Promise<OpenedDatabase>; remove(): Promise<void> };

function pgliteStore(): Store {
  const dataDir = makeTempDir('videos-restart');
  return {
    title: 'on PGlite',
    skip: false,
    open: () => openPglite(dataDir),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresStore(): Store {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  return {
    title: postgresTestUrl === undefined ? 'on PostgreSQL (skipped: PARIKSHA_TEST_SKIP=postgres)' : 'on PostgreSQL',
    skip: postgresTestUrl === undefined,
    async open() {
      created ??= await createPostgresDatabase(postgresTestUrl ?? '');
      return openPostgres(created.url);
    },
    remove: async () => created?.drop(),
  };
}

/** A server on the store's data, as main.ts starts one: migrated, seeded, ready. */
async function start(store: Store): Promise<TestServer> {
  const database = await store.open();
  await prepareDatabase(database);
  const app = await buildServer({ db: database.db });
  await app.ready();
  return {
    app,
    database: { ...database, url: undefined, dispose: database.close },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const [lesson] = videoLessons;
if (lesson === undefined) throw new Error('The seed has no video lessons.');

for (const store of [pgliteStore(), postgresStore()]) {
  describe.skipIf(store.skip)(`video progress across a restart ${store.title}`, () => {
    afterAll(async () => {
      await store.remove();
    });

    it('keeps where the learner stopped and their help requests', async () => {
      const before = await start(store);
      let token: string;
      try {
        const learner = await signUp(before);
        token = learner.token;
        const saved = await before.app.inject({
          method: 'PUT',
          url: `/api/v1/saveVideoProgress/${lesson.slug}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { position_seconds: 23.5, completed: false },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const sent = await before.app.inject({
          method: 'POST',
          url: '/api/v1/submitHelpRequest',
          headers: { authorization: `Bearer ${token}` },
          payload: { name: 'Asha Verma', email: 'asha@example.in', message: 'The Hindi captions stop halfway.' },
        });
        expect(sent.statusCode, sent.body).toBe(201);
      } finally {
        await before.close();
      }

      const after = await start(store);
      try {
        const auth = { authorization: `Bearer ${token}` };
        const detail = await after.app.inject({ url: `/api/v1/getVideoLesson/${lesson.slug}`, headers: auth });
        expect(detail.statusCode, detail.body).toBe(200);
        expect(getVideoLessonResponse.parse(detail.json()).data.lesson.progress).toMatchObject({
          position_seconds: 23.5,
          completed: false,
        });
        const continuing = await after.app.inject({ url: '/api/v1/getContinueWatching', headers: auth });
        expect(getContinueWatchingResponse.parse(continuing.json()).data.lessons.map((item) => item.slug)).toEqual([lesson.slug]);
        const requests = await after.app.inject({ url: '/api/v1/getMyHelpRequests', headers: auth });
        expect(getMyHelpRequestsResponse.parse(requests.json()).data.requests.map((item) => item.message)).toEqual([
          'The Hindi captions stop halfway.',
        ]);
      } finally {
        await after.close();
      }
      // Two starts, each migrating and seeding: slower than one test's usual budget on PGlite.
    }, 120_000);
  });
}
