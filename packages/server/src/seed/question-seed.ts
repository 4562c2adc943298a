import { isDeepStrictEqual } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import {
  attempts,
  papers,
  questions,
  topics,
  type PaperSectionJson,
  type QuestionTranslationJson,
} from '../db/attempts-schema.js';
import { exams } from '../db/content-schema.js';
import type { SeedExam } from './content/types.js';
import { planPapers, type PaperPlan } from './questions/papers.js';
import type { QuestionBank, QuestionWords, SeedQuestion } from './questions/types.js';

/** Whatever `db.transaction` hands its callback: the transaction must be used, never `db`. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const chunkSize = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += chunkSize) out.push(items.slice(at, at + chunkSize));
  return out;
}

/** Optional fields only when present, so an unchanged question compares equal to its row. */
function words(source: QuestionWords): QuestionTranslationJson {
  return {
    ...(source.direction === undefined ? {} : { direction: source.direction }),
    text: source.text,
    ...(source.options === undefined ? {} : { options: [...source.options] }),
    explanation: source.explanation,
  };
}

function answerOf(question: SeedQuestion): number | number[] {
  return question.type === 'multiple' ? [...question.answer].sort((a, b) => a - b) : question.answer;
}

async function upsertTopics(tx: Tx, bank: QuestionBank): Promise<Map<string, number>> {
  for (const part of chunks(bank.topics)) {
    await tx
      .insert(topics)
      .values(part.map((topic) => ({ slug: topic.slug, subject: topic.subject, translations: topic.translations })))
      .onConflictDoUpdate({
        target: topics.slug,
        set: { subject: sql`excluded.subject`, translations: sql`excluded.translations` },
        // Only what changed is written: a second start changes nothing.
        setWhere: sql`(${topics.subject}, ${topics.translations}) IS DISTINCT FROM (excluded.subject, excluded.translations)`,
      });
  }
  const rows = await tx.select({ id: topics.id, slug: topics.slug }).from(topics);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Questions are upserted by key: a corrected answer key or text in a later release reaches an
 * existing database (an attempt in progress is then scored with the correction; a submitted
 * attempt keeps its score). Questions gone from the banks stay, as papers may hold them.
 */
async function upsertQuestions(tx: Tx, bank: QuestionBank, topicIds: Map<string, number>): Promise<Map<string, number>> {
  for (const part of chunks(bank.questions)) {
    await tx
      .insert(questions)
      .values(
        part.map((question) => ({
          key: question.key,
          subject: question.subject,
          topicId: topicIds.get(question.topic) ?? 0,
          type: question.type,
          difficulty: question.difficulty,
          answer: answerOf(question),
          tolerance: question.type === 'numeric' ? question.tolerance : 0,
          translations: { en: words(question.translations.en), hi: words(question.translations.hi) },
        })),
      )
      .onConflictDoUpdate({
        target: questions.key,
        set: {
          subject: sql`excluded.subject`,
          topicId: sql`excluded.topic_id`,
          type: sql`excluded.type`,
          difficulty: sql`excluded.difficulty`,
          answer: sql`excluded.answer`,
          tolerance: sql`excluded.tolerance`,
          translations: sql`excluded.translations`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${questions.subject}, ${questions.topicId}, ${questions.type}, ${questions.difficulty}, ${questions.answer}, ${questions.tolerance}, ${questions.translations})
          IS DISTINCT FROM (excluded.subject, excluded.topic_id, excluded.type, excluded.difficulty, excluded.answer, excluded.tolerance, excluded.translations)`,
      });
  }
  const keys = bank.questions.map((question) => question.key);
  const ids = new Map<string, number>();
  for (const part of chunks(keys)) {
    const rows = await tx.select({ id: questions.id, key: questions.key }).from(questions).where(inArray(questions.key, part));
    for (const row of rows) ids.set(row.key, row.id);
  }
  return ids;
}

function paperRow(plan: PaperPlan, questionIds: Map<string, number>) {
  const sections: PaperSectionJson[] = plan.sections.map((section) => ({
    slug: section.slug,
    subject: section.subject,
    marksCorrect: section.marksCorrect,
    marksWrong: section.marksWrong,
    minutes: section.minutes,
    questionIds: section.questionKeys.map((key) => questionIds.get(key) ?? 0),
    translations: section.translations,
  }));
  return { pattern: plan.pattern, minutes: plan.minutes, sections, translations: plan.translations };
}

/**
 * Each exam's paper. A paper missing from the database is inserted, so a database seeded when
 * only 'take' exams had papers gets the locked exams' on its next start. A paper whose plan
 * changed (the banks grew) is rewritten only while no one has attempted it: candidates of one
 * paper must have sat the same questions. The paper row is locked first, so an attempt starting at that moment (which reads the
 * paper FOR SHARE) either lands before the check or waits for the rewrite.
 */
async function upsertPapers(tx: Tx, plans: readonly PaperPlan[], questionIds: Map<string, number>): Promise<void> {
  const examRows = await tx.select({ id: exams.id, slug: exams.slug }).from(exams);
  const examIds = new Map(examRows.map((row) => [row.slug, row.id]));
  for (const plan of plans) {
    const examId = examIds.get(plan.examSlug);
    if (examId === undefined) continue;
    const wanted = paperRow(plan, questionIds);
    const [current] = await tx.select().from(papers).where(eq(papers.examId, examId)).for('update');
    if (current === undefined) {
      await tx.insert(papers).values({ examId, ...wanted }).onConflictDoNothing({ target: papers.examId });
      continue;
    }
    const same =
      current.pattern === wanted.pattern &&
      current.minutes === wanted.minutes &&
      isDeepStrictEqual(current.sections, wanted.sections) &&
      isDeepStrictEqual(current.translations, wanted.translations);
    if (same) continue;
    const [attempted] = await tx.select({ id: attempts.id }).from(attempts).where(eq(attempts.paperId, current.id)).limit(1);
    if (attempted !== undefined) continue;
    await tx
      .update(papers)
      .set({ ...wanted, updatedAt: sql`now()` })
      .where(eq(papers.id, current.id));
  }
}

/** Topics, questions (by key) and every exam's paper. */
export async function seedQuestions(tx: Tx, bank: QuestionBank, examList: readonly SeedExam[]): Promise<void> {
  const topicIds = await upsertTopics(tx, bank);
  const questionIds = await upsertQuestions(tx, bank, topicIds);
  await upsertPapers(tx, planPapers(examList, bank), questionIds);
}
