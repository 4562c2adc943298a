import { desc, eq, inArray } from 'drizzle-orm';
import { passages, questionItems, questions, topics } from '../../db/attempts-schema.js';
import type { Database } from '../../db/open.js';
import type { VersionWithNames } from './views.js';

/** Every version of these items, newest first per key, with their topic slugs and passage keys. */
export async function versionsOf(db: Pick<Database, 'select'>, keys: readonly string[]): Promise<Map<string, VersionWithNames[]>> {
  const byKey = new Map<string, VersionWithNames[]>();
  if (keys.length === 0) return byKey;
  const rows = await db
    .select({ key: questionItems.key, question: questions, topicSlug: topics.slug, passageKey: passages.key })
    .from(questions)
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .leftJoin(passages, eq(passages.id, questions.passageId))
    .where(inArray(questionItems.key, [...keys]))
    .orderBy(questionItems.key, desc(questions.version));
  for (const { key, ...version } of rows) {
    const list = byKey.get(key) ?? [];
    list.push(version);
    byKey.set(key, list);
  }
  return byKey;
}

/** The newest version of one item, or undefined for an unknown key. */
export async function latestOf(db: Pick<Database, 'select'>, key: string): Promise<VersionWithNames | undefined> {
  return (await versionsOf(db, [key])).get(key)?.[0];
}
