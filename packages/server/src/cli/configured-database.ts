import { ConfigError, readConfig, type ServerConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { type OpenedDatabase, openDatabase } from '../db/open.js';
import { prepareDatabase } from '../db/prepare.js';

// The team's commands (`pnpm staff`, `pnpm content`) work on the database the server is
// configured with, DATA_DIR or DATABASE_URL, migrated and seeded as a first start would.

export type CommandOutput = { out: (line: string) => void; err: (line: string) => void };

/** The configuration and the prepared database, or the exit code after a plain message. */
export async function openConfiguredDatabase(env: NodeJS.ProcessEnv, output: CommandOutput): Promise<{ config: ServerConfig; database: OpenedDatabase } | number> {
  let config: ServerConfig;
  try {
    config = readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return 2;
    }
    throw error;
  }
  let database: OpenedDatabase;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      output.err(
        `The server is running on DATA_DIR ${error.dataDir} (pid ${error.ownerPid}): stop it first, or run this with ` +
          'DATABASE_URL (two processes must never open one embedded database).',
      );
      return 1;
    }
    throw error;
  }
  try {
    // A fresh clone may run this before the server ever started: the same migrations and seed.
    await prepareDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database };
}
