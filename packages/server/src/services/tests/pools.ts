import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TestDefinition, TestTopic } from '@pariksha/contract/responses/studio-tests';
import { questionItems, questions, topics } from '../../db/attempts-schema.js';
import type { FrozenSectionJson } from '../../db/tests-schema.js';
import { pickTranslation } from '../content/translations.js';
import type { Queryable } from '../attempts/store.js';

// Which published questions a test of an exam may draw: written for that exam or for no exam in
// particular (a question written for other exams is theirs), and in every language the test offers.

/** Published versions an exam's tests may draw (questions_topic_published_idx). */
const drawableFor = (examSlug: string): SQL =>
  sql`${questions.state} = 'published' AND (${questions.examSlugs} = '[]'::jsonb OR ${questions.examSlugs} @> ${JSON.stringify([examSlug])}::jsonb)`;

/** Written in each of the languages (every version has its words in at least one). */
const writtenIn = (languages: readonly string[]): SQL => sql.join(languages.map((lang) => sql`${questions.translations} ? ${lang}`), sql` AND `);

const difficulties = ['easy', 'medium', 'hard'] as const;
type PerDifficulty = Record<(typeof difficulties)[number], number>;
const none = (): PerDifficulty => ({ easy: 0, medium: 0, hard: 0 });

/** The topics an exam's tests may draw from, with how many questions per difficulty (and in Hindi too). */
export async function testTopics(db: Queryable, examSlug: string, lang: string): Promise<TestTopic[]> {
  const rows = await db
    .select({
      slug: topics.slug,
      subject: topics.subject,
      translations: topics.translations,
      difficulty: questions.difficulty,
      available: sql<number>`count(*)::int`.mapWith(Number),
      inHindi: sql<number>`(count(*) FILTER (WHERE ${questions.translations} ? 'hi'))::int`.mapWith(Number),
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(drawableFor(examSlug))
    .groupBy(topics.id, questions.difficulty);
  const bySlug = new Map<string, TestTopic>();
  for (const row of rows) {
    const topic = bySlug.get(row.slug) ?? { slug: row.slug, name: pickTranslation(row.translations, lang).name, subject: row.subject, available: none(), in_hindi: none() };
    if ((difficulties as readonly string[]).includes(row.difficulty)) {
      const difficulty = row.difficulty as (typeof difficulties)[number];
      topic.available[difficulty] += row.available;
      topic.in_hindi[difficulty] += row.inHindi;
    }
    bySlug.set(row.slug, topic);
  }
  return [...bySlug.values()].sort((a, b) => a.subject.localeCompare(b.subject) || a.name.localeCompare(b.name));
}

/** A fixed question the exam cannot use now, by section index and key. */
export type Missing = { section: number; key: string };

/**
 * The test's sections as of now: each fixed question's published version (one the exam may draw
 * in every offered language), and each pool's members (the published versions of its topic and
 * difficulty that fit, less the fixed ones), in id order. Keys that fit no version are `missing`.
 */
export async function freezePools(
  db: Queryable,
  examSlug: string,
  test: Pick<TestDefinition, 'languages' | 'sections'>,
): Promise<{ sections: FrozenSectionJson[]; missing: Missing[] }> {
  const topicSlugs = [...new Set(test.sections.flatMap((section) => section.pools.map((pool) => pool.topic)))];
  const keys = [...new Set(test.sections.flatMap((section) => section.questions ?? []))];
  const usable = and(drawableFor(examSlug), writtenIn(test.languages));
  const [rows, fixedRows] = await Promise.all([
    topicSlugs.length === 0
      ? []
      : db
          .select({ id: questions.id, topic: topics.slug, difficulty: questions.difficulty })
          .from(questions)
          .innerJoin(topics, eq(topics.id, questions.topicId))
          .where(and(inArray(topics.slug, topicSlugs), usable))
          .orderBy(questions.id),
    keys.length === 0
      ? []
      : db
          .select({ id: questions.id, key: questionItems.key })
          .from(questions)
          .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
          .where(and(inArray(questionItems.key, keys), usable)),
  ]);
  const idOfKey = new Map(fixedRows.map((row) => [row.key, row.id]));
  const fixedIds = new Set(idOfKey.values());
  const missing: Missing[] = [];
  const sections = test.sections.map((section, at) => ({
    ...section,
    questions: section.questions ?? [],
    questionIds: (section.questions ?? []).flatMap((key) => {
      const id = idOfKey.get(key);
      if (id === undefined) missing.push({ section: at, key });
      return id === undefined ? [] : [id];
    }),
    pools: section.pools.map((pool) => ({
      ...pool,
      questionIds: rows
        .filter((row) => !fixedIds.has(row.id) && row.topic === pool.topic && (pool.difficulty === 'any' || row.difficulty === pool.difficulty))
        .map((row) => row.id),
    })),
  }));
  return { sections, missing };
}
