import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveInOneStatement } from '../src/services/attempts/fast-save.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The save statement is prepared once per connection and sent by protocol on PGlite: a save the
// database refuses must leave the connection usable, and the statement still prepared.
for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the one-statement save's prepared statement ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const save = (attemptId: string, seq: number) =>
      saveInOneStatement(server.database.db, 1, { attempt_id: attemptId, client_id: 'tab', seq, changes: [] }, [], 'hash');

    it('answers an unknown attempt as not open, again and again', async () => {
      await expect(save(randomUUID(), 1)).resolves.toEqual({ open: false });
      await expect(save(randomUUID(), 2)).resolves.toEqual({ open: false });
    });

    it('rejects what the database refuses, and the next query and save still work', async () => {
      await expect(save('not a uuid', 1)).rejects.toThrow(/uuid/);
      const [row] = (await server.database.db.execute(sql`select 1 as one`)).rows as { one: number }[];
      expect(row?.one).toBe(1);
      await expect(save(randomUUID(), 3)).resolves.toEqual({ open: false });
    });

    it('refuses to run inside a transaction, where it would not be one statement of its own', async () => {
      await expect(
        server.database.db.transaction((tx) => saveInOneStatement(tx, 1, { attempt_id: randomUUID(), client_id: 'tab', seq: 1, changes: [] }, [], 'hash')),
      ).rejects.toThrow(/not a transaction/);
    });
  });
}
