import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StudioQuestionList, StudioQuestionSummary } from '@pariksha/contract/studio-questions';
import { studioQuestionsPageSize } from '@pariksha/contract/studio-questions';
import { questionItems, questions, topics } from '../../db/attempts-schema.js';
import type { Database } from '../../db/open.js';
import { questionReports } from '../../db/question-reports-schema.js';
import { plainText } from '../../question-content/render/index.js';
import { pickTranslation } from '../content/translations.js';
import { containsPattern } from '../search-pattern.js';

export type StudioListQuery = {
  lang: string;
  search?: string | undefined;
  exam?: string | undefined;
  topic?: string | undefined;
  difficulty?: string | undefined;
  state?: string | undefined;
  hindiMissing?: boolean | undefined;
  page: number;
};

const excerptLength = 160;

function excerptOf(translations: Record<string, { text: string } | undefined>): string {
  const text = plainText((translations.en ?? translations.hi ?? { text: '' }).text);
  return text.length <= excerptLength ? text : `${text.slice(0, excerptLength - 1).trimEnd()}…`;
}

/** The studio's list: each item's newest version, filtered, most recently changed first, a page at a time. */
export async function listQuestions(db: Database, query: StudioListQuery): Promise<StudioQuestionList> {
  // Each item's newest version (DISTINCT ON keeps the first row of each item in this order).
  const latest = db
    .selectDistinctOn([questions.itemId], { id: questions.id })
    .from(questions)
    .orderBy(questions.itemId, desc(questions.version))
    .as('latest');
  const conditions: SQL[] = [];
  if (query.search !== undefined && query.search !== '') {
    const pattern = containsPattern(query.search);
    conditions.push(sql`(${questionItems.key} ILIKE ${pattern} OR ${questions.translations}::text ILIKE ${pattern})`);
  }
  if (query.exam !== undefined) conditions.push(sql`${questions.examSlugs} @> ${JSON.stringify([query.exam])}::jsonb`);
  if (query.topic !== undefined) conditions.push(eq(topics.slug, query.topic));
  if (query.difficulty !== undefined) conditions.push(eq(questions.difficulty, query.difficulty));
  if (query.state !== undefined) conditions.push(eq(questions.state, query.state as StudioQuestionSummary['state']));
  if (query.hindiMissing === true) conditions.push(sql`(${questions.translations} -> 'hi') IS NULL`);
  const where = and(...conditions);

  const base = () =>
    db
      .select({ key: questionItems.key, question: questions, topic: { slug: topics.slug, translations: topics.translations } })
      .from(questions)
      .innerJoin(latest, eq(latest.id, questions.id))
      .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
      .innerJoin(topics, eq(topics.id, questions.topicId));
  const [total] = await db
    .select({ total: count() })
    .from(questions)
    .innerJoin(latest, eq(latest.id, questions.id))
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(desc(questions.updatedAt), questionItems.key)
    .limit(studioQuestionsPageSize)
    .offset((query.page - 1) * studioQuestionsPageSize);

  const itemIds = rows.map((row) => row.question.itemId);
  const published = new Set<number>();
  const reports = new Map<number, number>();
  if (itemIds.length > 0) {
    for (const row of await db.select({ itemId: questions.itemId }).from(questions).where(and(inArray(questions.itemId, itemIds), eq(questions.state, 'published')))) {
      published.add(row.itemId);
    }
    const open = await db
      .select({ itemId: questionReports.itemId, open: count() })
      .from(questionReports)
      .where(and(inArray(questionReports.itemId, itemIds), eq(questionReports.status, 'received')))
      .groupBy(questionReports.itemId);
    for (const row of open) reports.set(row.itemId, row.open);
  }
  return {
    questions: rows.map(({ key, question, topic }) => ({
      key,
      version_id: question.id,
      version: question.version,
      state: question.state,
      published: published.has(question.itemId),
      type: question.type as StudioQuestionSummary['type'],
      subject: question.subject,
      topic: { slug: topic.slug, name: pickTranslation(topic.translations, query.lang).name },
      difficulty: question.difficulty as StudioQuestionSummary['difficulty'],
      exams: question.examSlugs,
      hindi_missing: question.translations.hi === undefined,
      excerpt: excerptOf(question.translations),
      open_reports: reports.get(question.itemId) ?? 0,
      updated_at: question.updatedAt.toISOString(),
    })),
    total: total?.total ?? 0,
    page: query.page,
    page_size: studioQuestionsPageSize,
  };
}
