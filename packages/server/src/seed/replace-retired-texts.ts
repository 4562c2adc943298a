import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open.js';
import { subscriptionPlans } from '../db/commerce-schema.js';
import { courses, faqs, testimonials } from '../db/content-schema.js';
import * as content from './content/index.js';
import { retiredTexts } from './retired-texts.js';
import { seedSubscriptionPlans } from './subscription-plans.js';

/** Whatever `db.transaction` hands its callback: the transaction must be used, never `db`. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** JSON with every object's keys sorted, so a value hashes the same however it was stored. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const textHash = (value: unknown): string => createHash('sha256').update(canonicalJson(value)).digest('hex');

type Replaceable = {
  table: PgTable;
  key: PgColumn;
  translations: PgColumn;
  retired: Readonly<Record<string, string>>;
  /** This release's translations by key. */
  current: ReadonlyMap<string, unknown>;
};

const replaceable: readonly Replaceable[] = [
  {
    table: subscriptionPlans,
    key: subscriptionPlans.planName,
    translations: subscriptionPlans.translations,
    retired: retiredTexts.subscriptionPlans,
    current: new Map(seedSubscriptionPlans.map((plan) => [plan.planName, plan.translations])),
  },
  {
    table: courses,
    key: courses.slug,
    translations: courses.translations,
    retired: retiredTexts.courses,
    current: new Map(content.courses.map((course) => [course.slug, course.translations])),
  },
  {
    table: faqs,
    key: faqs.slug,
    translations: faqs.translations,
    retired: retiredTexts.faqs,
    current: new Map(content.faqs.map((faq) => [faq.slug, faq.translations])),
  },
  {
    table: testimonials,
    key: testimonials.slug,
    translations: testimonials.translations,
    retired: retiredTexts.testimonials,
    current: new Map(content.testimonials.map((story) => [story.slug, story.translations])),
  },
];

/**
 * The seed never overwrites a stored row (an operator may have edited it), so a database seeded
 * before this release would keep the untrue texts it replaced. A row whose translations are still
 * exactly a retired text (retired-texts.ts) gets this release's; any other row is left alone.
 * About forty small rows, read once per start.
 */
export async function replaceRetiredTexts(tx: Tx): Promise<void> {
  for (const { table, key, translations, retired, current } of replaceable) {
    const rows = await tx.select({ key, translations }).from(table);
    for (const row of rows) {
      const name = String(row.key);
      const replacement = current.get(name);
      if (replacement === undefined || retired[name] !== textHash(row.translations)) continue;
      await tx.execute(
        sql`update ${table} set ${sql.identifier(translations.name)} = ${JSON.stringify(replacement)}::jsonb where ${sql.identifier(key.name)} = ${name}`,
      );
    }
  }
}
