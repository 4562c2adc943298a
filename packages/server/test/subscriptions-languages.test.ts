import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAllSubscriptionsResponse } from '@pariksha/contract';
import { prepareDatabase } from '../src/db/prepare.js';
import { subscriptionPlans } from '../src/db/commerce-schema.js';
import { migrationsFolder } from '../src/package-paths.js';
import { createSubscriptionPlansService } from '../src/services/subscription-plans.js';
import { type TestDatabase, databaseTargets, makeTempDir } from './support/databases.js';
import { type TestServer, startTestServer } from './support/test-server.js';

const devanagari = /[\u0900-\u097F]/;
const featureList = z.array(z.string().min(1));

/** Every word a learner reads on a card: the description, the features and the badge. */
function cardWords(plan: z.infer<typeof getAllSubscriptionsResponse>['data'][number]): string[] {
  return [plan.plan_description, ...featureList.parse(JSON.parse(plan.plan_details)), ...(plan.plan_type ? [plan.plan_type] : [])];
}

/** A copy of the migrations folder that stops before `firstLeftOut` (yesterday's server). */
function migrationsBefore(firstLeftOut: string): string {
  const folder = makeTempDir('migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = z
    .object({ entries: z.array(z.object({ tag: z.string() }).loose()) })
    .loose()
    .parse(JSON.parse(readFileSync(journalPath, 'utf8')));
  const cut = journal.entries.findIndex((entry) => entry.tag === firstLeftOut);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

async function migrateWith(database: TestDatabase, folder: string): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db, { migrationsFolder: folder });
  else await migrateNodePg(database.db, { migrationsFolder: folder });
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`getAllSubscriptions in the reader's language ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    const plansIn = async (query: string) =>
      getAllSubscriptionsResponse.parse((await server.app.inject({ url: `/api/v1/getAllSubscriptions${query}` })).json())
        .data;

    it('answers lang=hi with Hindi descriptions, features and badges, and the same codes and prices', async () => {
      const english = await plansIn('?lang=en');
      const hindi = await plansIn('?lang=hi');
      expect(hindi.map((plan) => plan.plan_type)).toEqual([null, 'सुझाया गया', 'सभी परीक्षाएँ']);
      // The cards are tinted by plan_name: it stays the code.
      expect(hindi.map((plan) => plan.plan_name)).toEqual(['BASIC', 'GOLD', 'PLATINUM']);
      expect(hindi.map(({ id, price_annually, price_monthly }) => ({ id, price_annually, price_monthly }))).toEqual(
        english.map(({ id, price_annually, price_monthly }) => ({ id, price_annually, price_monthly })),
      );
      hindi.forEach((plan, index) => {
        const englishPlan = english[index];
        if (englishPlan === undefined) throw new Error('fewer English plans');
        const words = cardWords(plan);
        expect(words).toHaveLength(cardWords(englishPlan).length);
        for (const text of words) expect(text, `${plan.plan_name}: '${text}'`).toMatch(devanagari);
      });
    });

    it('keeps English for lang=en, no lang and a language not stored, and reads hi-IN as Hindi', async () => {
      const english = await plansIn('?lang=en');
      expect(english.map((plan) => plan.plan_type)).toEqual([null, 'Recommended', 'All exams']);
      expect(await plansIn('')).toEqual(english);
      expect(await plansIn('?lang=ta')).toEqual(english);
      expect(await plansIn('?lang=hi-IN')).toEqual(await plansIn('?lang=hi'));
    });

    it('prepares one answer per stored language, whatever the request said', async () => {
      const plans = createSubscriptionPlansService(server.database.db);
      const hindi = await plans.listResponse('hi');
      const english = await plans.listResponse('en');
      expect(hindi).not.toBe(english);
      expect(await plans.listResponse('hi-IN')).toBe(hindi);
      expect(await plans.listResponse('ta')).toBe(english);
      expect(await plans.listResponse('en-GB')).toBe(english);
    });
  });

  describe.skipIf(target.skip)(`a database seeded before plans were translated ${target.title}`, () => {
    let database: TestDatabase;
    let oldMigrations: string;

    beforeAll(async () => {
      database = await target.open();
      oldMigrations = migrationsBefore('0006_plan_translations');
    });
    afterAll(async () => {
      await database?.dispose();
      rmSync(oldMigrations, { recursive: true, force: true });
    });

    it('answers Hindi after the upgrade and keeps what an operator edited', async () => {
      // Yesterday's server: its migrations and its English-only plans, one edited by an operator.
      await migrateWith(database, oldMigrations);
      await database.db.execute(sql`
        insert into subscription_plans (plan_name, plan_type, price_annually, price_monthly, plan_description, plan_details, sort_order)
        values
          ('BASIC', null, 999, 149, 'Mock tests for the one exam you are preparing for.', '["Unlimited mock tests"]'::jsonb, 10),
          ('GOLD', 'Most Popular', 1999, 349, 'Every SSC, Banking and Railways exam, now cheaper.', '["All SSC mock tests"]'::jsonb, 20)
      `);

      await prepareDatabase(database);

      const rows = await database.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder));
      expect(rows.map((row) => row.planName)).toEqual(['BASIC', 'GOLD', 'PLATINUM']);
      const gold = rows[1];
      expect(gold?.priceAnnually).toBe(1999);
      expect(gold?.translations.en).toEqual({
        description: 'Every SSC, Banking and Railways exam, now cheaper.',
        details: ['All SSC mock tests'],
        badge: 'Most Popular',
      });
      expect(gold?.translations.hi?.badge).toBe('सुझाया गया');

      const plans = createSubscriptionPlansService(database.db);
      const hindi = getAllSubscriptionsResponse.parse(JSON.parse((await plans.listResponse('hi')).json)).data;
      for (const plan of hindi) {
        for (const text of cardWords(plan)) expect(text, `${plan.plan_name}: '${text}'`).toMatch(devanagari);
      }

      // A second start adds nothing more.
      await prepareDatabase(database);
      expect(await database.db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.sortOrder))).toEqual(rows);
    });
  });
}
