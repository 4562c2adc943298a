import { buildServer, type BuildServerOptions, type ParikshaServer } from '../../src/app.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import type { DatabaseTarget, TestDatabase } from './databases.js';

export type TestServer = {
  app: ParikshaServer;
  database: TestDatabase;
  close(): Promise<void>;
};

/** A migrated and seeded database of the target's engine behind a ready (not listening) server. */
export async function startTestServer(
  target: DatabaseTarget,
  options: Omit<BuildServerOptions, 'db'> & {
    /** Test-only routes, added before the server is ready. */
    addRoutes?: (app: ParikshaServer) => void;
  } = {},
): Promise<TestServer> {
  const { addRoutes, ...serverOptions } = options;
  const database = await target.open();
  try {
    await prepareDatabase(database);
    const app = await buildServer({ db: database.db, ...serverOptions });
    addRoutes?.(app);
    await app.ready();
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.dispose();
      },
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}
