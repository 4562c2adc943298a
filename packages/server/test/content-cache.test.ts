import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ParikshaServer } from '../src/app.js';
import { type OpenedDatabase, openPostgres } from '../src/db/open.js';
import type { Database } from '../src/db/open.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { schema } from '../src/db/schema.js';
import type { PreparedJson } from '../src/http/prepared-json.js';
import { contentMediaDir } from '../src/package-paths.js';
import { contentCacheTtlMs } from '../src/services/cache-expiry.js';
import { type ContentAnswer, createContentService } from '../src/services/content/index.js';
import { createSubscriptionPlansService } from '../src/services/subscription-plans.js';
import { databaseTargets, type TestDatabase } from './support/databases.js';
import { manualClock } from './support/manual-clock.js';

/** The same drizzle database, whose reads fail while `failing` is set (a database that went away). */
function failingWhenAsked(db: Database) {
  const state = { failing: false };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (state.failing && property === 'select') throw new Error('the database cannot be reached');
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, state };
}

const course = 'sbi-po-exam';

/** The prepared answer a list read gives (a read without a search always has one). */
async function preparedOf(answer: Promise<ContentAnswer>): Promise<PreparedJson> {
  const found = await answer;
  if (!('prepared' in found)) throw new Error('expected a prepared answer');
  return found.prepared;
}

/** The price of the course in a prepared getAllCourses answer. */
function coursePrice(answer: PreparedJson): number | undefined {
  const body = JSON.parse(answer.json) as { data: { slug: string; price: number }[] };
  return body.data.find((item) => item.slug === course)?.price;
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the content and plan caches ${target.title}`, () => {
    let database: TestDatabase;
    /** A second connection to the same database: the other server's own pool on PostgreSQL. */
    let secondConnection: OpenedDatabase | undefined;
    const clock = manualClock();
    let first: ParikshaServer;
    let second: ParikshaServer;

    beforeAll(async () => {
      database = await target.open();
      await prepareDatabase(database);
      // PGlite is one process's database: two servers in this process share its one connection.
      if (database.url !== undefined) secondConnection = await openPostgres(database.url);
      first = await buildServer({ db: database.db, cacheClock: clock.now });
      second = await buildServer({ db: (secondConnection ?? database).db, cacheClock: clock.now });
      await Promise.all([first.ready(), second.ready()]);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await secondConnection?.close();
      await database?.dispose();
    });

    async function prices(app: ParikshaServer) {
      const one = (await app.inject({ url: `/api/v1/getCourse/${course}?lang=hi` })).json<{ data: { price: number } }>();
      const all = (await app.inject({ url: '/api/v1/getAllCourses' })).json<{ data: { slug: string; price: number }[] }>();
      const plans = (await app.inject({ url: '/api/v1/getAllSubscriptions' })).json<{
        data: { id: number; price_monthly: number }[];
      }>();
      return {
        course: one.data.price,
        inList: all.data.find((item) => item.slug === course)?.price,
        plan: plans.data[0]?.price_monthly,
      };
    }

    it('shows a price edited on the database on both servers once the cache has expired, not before', async () => {
      const before = await prices(first);
      expect(before.course).toBe(6009);
      expect(await prices(second)).toEqual(before);
      const [plan] = await database.db.select().from(schema.subscriptionPlans).orderBy(schema.subscriptionPlans.sortOrder);
      expect(plan?.priceMonthly).toBe(before.plan);

      // An operator (or a third server) changes the prices on the shared database.
      await database.db.update(schema.courses).set({ price: 4999 }).where(eq(schema.courses.slug, course));
      await database.db
        .update(schema.subscriptionPlans)
        .set({ priceMonthly: (plan?.priceMonthly ?? 0) + 1 })
        .where(eq(schema.subscriptionPlans.id, plan?.id ?? -1));

      // Within the cache's time both still answer from memory.
      clock.advance(contentCacheTtlMs - 1);
      expect(await prices(first)).toEqual(before);
      expect(await prices(second)).toEqual(before);

      clock.advance(2);
      const after = { course: 4999, inList: 4999, plan: (plan?.priceMonthly ?? 0) + 1 };
      expect(await prices(first)).toEqual(after);
      expect(await prices(second)).toEqual(after);
    });

    it('keeps the compressed bytes of an answer that did not change, and makes new ones for one that did', async () => {
      const clockHere = manualClock();
      const service = createContentService(database.db, { booksDir: join(contentMediaDir, 'books'), clock: clockHere.now });
      const plans = createSubscriptionPlansService(database.db, { clock: clockHere.now });
      const faqs = await preparedOf(service.list('faqs', 'hi'));
      const courses = await preparedOf(service.list('courses', 'en'));
      const planList = await plans.listResponse('en');

      await database.db.update(schema.courses).set({ price: 4899 }).where(eq(schema.courses.slug, course));
      clockHere.advance(contentCacheTtlMs + 1);

      // The same objects: not compressed again.
      expect(await preparedOf(service.list('faqs', 'hi'))).toBe(faqs);
      expect(await plans.listResponse('en')).toBe(planList);
      const coursesAfter = await preparedOf(service.list('courses', 'en'));
      expect(coursesAfter).not.toBe(courses);
      expect(coursePrice(coursesAfter)).toBe(4899);
      expect(coursePrice(courses)).not.toBe(4899);
    });

    it('serves the last answers while the database cannot be read, and reads again once it can', async () => {
      const clockHere = manualClock();
      const { db, state } = failingWhenAsked(database.db);
      const service = createContentService(db, { booksDir: join(contentMediaDir, 'books'), clock: clockHere.now });
      const plans = createSubscriptionPlansService(db, { clock: clockHere.now });

      state.failing = true;
      // Nothing read yet: the failure is the answer.
      await expect(service.list('courses', 'en')).rejects.toThrow('the database cannot be reached');
      await expect(plans.listResponse('en')).rejects.toThrow('the database cannot be reached');

      state.failing = false;
      const courses = await preparedOf(service.list('courses', 'en'));
      const planList = await plans.listResponse('en');
      await database.db.update(schema.courses).set({ price: 4799 }).where(eq(schema.courses.slug, course));

      state.failing = true;
      clockHere.advance(contentCacheTtlMs + 1);
      expect(await preparedOf(service.list('courses', 'en'))).toBe(courses);
      expect(await plans.listResponse('en')).toBe(planList);

      state.failing = false;
      expect(coursePrice(await preparedOf(service.list('courses', 'en')))).toBe(4799);
    });
  });
}
