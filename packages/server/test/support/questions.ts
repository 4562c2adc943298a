import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/open.js';
import { questionItems, questions } from '../../src/db/attempts-schema.js';

type QuestionValues = Omit<typeof questions.$inferInsert, 'itemId' | 'version' | 'state'>;

/**
 * Fixture questions as version 1, published, of an item with each key; a key stored before keeps
 * its version (fixtures are added by several tests on one database). Key → the version's id.
 */
export async function addPublishedQuestions(db: Database, rows: readonly (QuestionValues & { key: string })[]): Promise<Map<string, number>> {
  const keys = rows.map((row) => row.key);
  await db
    .insert(questionItems)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
  const items = await db.select({ id: questionItems.id, key: questionItems.key }).from(questionItems).where(inArray(questionItems.key, keys));
  const itemIds = new Map(items.map((item) => [item.key, item.id]));
  await db
    .insert(questions)
    .values(rows.map(({ key, ...values }) => ({ ...values, itemId: itemIds.get(key) ?? 0, version: 1, state: 'published' as const, publishedAt: new Date() })))
    .onConflictDoNothing();
  const stored = await db
    .select({ id: questions.id, key: questionItems.key })
    .from(questions)
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .where(inArray(questionItems.key, keys));
  return new Map(stored.map((row) => [row.key, row.id]));
}
