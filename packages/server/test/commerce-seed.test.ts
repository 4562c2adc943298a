import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/db/prepare.js';
import { testSeries } from '../src/db/content-schema.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const premium = ['ssc-cpo-test-series', 'rbi-grade-b-test-series', 'rrb-je-test-series'];

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`priced test series in the seed ${target.title}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('adds the premium series to a database seeded before them, and rewrites no row', async () => {
      const db = server.database.db;
      // A database from before this release: no premium series; an operator changed a picture.
      await db.delete(testSeries).where(inArray(testSeries.slug, premium));
      await db.update(testSeries).set({ image: '/images/test-series/sbi-po-2028.svg' }).where(eq(testSeries.slug, 'sbi-po-mock-test-series'));

      await prepareDatabase(server.database);

      const rows = await db.select().from(testSeries).orderBy(testSeries.id);
      expect(rows.filter((row) => premium.includes(row.slug)).map((row) => [row.slug, row.price, row.listPrice])).toEqual([
        ['ssc-cpo-test-series', 599, 999],
        ['rbi-grade-b-test-series', 799, 1299],
        ['rrb-je-test-series', 499, 899],
      ]);
      const sbi = rows.find((row) => row.slug === 'sbi-po-mock-test-series');
      expect([sbi?.image, sbi?.price, sbi?.listPrice]).toEqual(['/images/test-series/sbi-po-2028.svg', 0, 0]);
      // Seeding again changes nothing.
      await prepareDatabase(server.database);
      expect(await db.select().from(testSeries).orderBy(testSeries.id)).toEqual(rows);
    });
  });
}
