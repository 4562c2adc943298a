import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { answerKeyCorrections } from '../db/answer-keys-schema.js';
import { attempts, papers, questionItems, questions, topics, type PaperSectionJson } from '../db/attempts-schema.js';
import { exams, type TranslationsJson } from '../db/content-schema.js';
import type { SeedExam } from './content/types.js';
import { type FixedSections, planPapers, type PaperPlan, type PaperQuestion } from './questions/papers.js';
import { BundledQuestionsError, type BundledQuestions } from './bundled-questions.js';
import { renderContent } from '../question-content/content-renderer.js';
import type { ImportedItem } from '../question-content/item.js';
import { storeItems } from '../question-content/store.js';

/** Whatever `db.transaction` hands its callback: the transaction must be used, never `db`. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const chunkSize = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += chunkSize) out.push(items.slice(at, at + chunkSize));
  return out;
}

interface TopicRow {
  slug: string;
  subject: string;
  translations: TranslationsJson<{ name: string }>;
}

/**
 * Each topic the questions name with the first names given for it (every bundled row gives both).
 * A topic named nowhere is left to the store, which knows it or reports it.
 */
function topicsOf(items: readonly ImportedItem[]): TopicRow[] {
  const bySlug = new Map<string, TopicRow>();
  for (const item of items) {
    const { en, hi } = item.topic.names ?? {};
    if (bySlug.has(item.topic.slug) || en === undefined) continue;
    const translations: TranslationsJson<{ name: string }> = {};
    if (en !== undefined) translations.en = { name: en };
    if (hi !== undefined) translations.hi = { name: hi };
    bySlug.set(item.topic.slug, { slug: item.topic.slug, subject: item.subject, translations });
  }
  return [...bySlug.values()];
}

/** Topics upserted by slug, so a topic renamed in the files is renamed in every database. */
async function upsertTopics(tx: Tx, rows: readonly TopicRow[]): Promise<void> {
  for (const part of chunks(rows)) {
    await tx
      .insert(topics)
      .values(part)
      .onConflictDoUpdate({
        target: topics.slug,
        set: { subject: sql`excluded.subject`, translations: sql`excluded.translations` },
        // Only what changed is written: a second start changes nothing.
        setWhere: sql`(${topics.subject}, ${topics.translations}) IS DISTINCT FROM (excluded.subject, excluded.translations)`,
      });
  }
}

function paperRow(plan: PaperPlan, questionIds: Map<string, number>) {
  const sections: PaperSectionJson[] = plan.sections.map((section) => ({
    slug: section.slug,
    subject: section.subject,
    marksCorrect: section.marksCorrect,
    marksWrong: section.marksWrong,
    ...(section.partialMarks === true ? { partialMarks: true } : {}),
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
export async function upsertPapers(tx: Tx, plans: readonly PaperPlan[], questionIds: Map<string, number>): Promise<void> {
  const examRows = await tx.select({ id: exams.id, slug: exams.slug }).from(exams);
  const examIds = new Map(examRows.map((row) => [row.slug, row.id]));
  for (const plan of plans) {
    const examId = examIds.get(plan.examSlug);
    if (examId === undefined) continue;
    const wanted = paperRow(plan, questionIds);
    // The exam's seeded paper: builder tests' papers of the exam are never the seed's to rewrite.
    const [current] = await tx
      .select()
      .from(papers)
      .where(and(eq(papers.examId, examId), isNull(papers.testVersionId), isNull(papers.ownerUserId)))
      .for('update');
    if (current === undefined) {
      // papers_exam_seeded: another instance seeding at once inserted it first.
      await tx.insert(papers).values({ examId, ...wanted }).onConflictDoNothing();
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

/**
 * A key corrected in the studio after a learner's challenge stands over a content file that still
 * has the key it corrected: that file is older than the correction, so seeding would otherwise
 * publish the wrong key again. A file that changes the answer to anything else is the newer word.
 */
async function withCorrectedKeys(tx: Tx, items: readonly ImportedItem[]): Promise<ImportedItem[]> {
  const rows = await tx
    .select({ key: questionItems.key, previous: answerKeyCorrections.previousAnswer, answer: answerKeyCorrections.answer, id: answerKeyCorrections.id })
    .from(answerKeyCorrections)
    .innerJoin(questions, eq(questions.id, answerKeyCorrections.questionId))
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .orderBy(asc(answerKeyCorrections.id));
  if (rows.length === 0) return [...items];
  const latest = new Map(rows.map((row) => [row.key, row]));
  return items.map((item) => {
    const correction = latest.get(item.key);
    return correction !== undefined && isDeepStrictEqual(item.answer, correction.previous) ? { ...item, answer: correction.answer } : item;
  });
}

/** What papers.ts plans from: each question's key, subject, topic and type. */
export const paperQuestions = (items: readonly ImportedItem[]): PaperQuestion[] =>
  items.map((item) => ({ key: item.key, subject: item.subject, topic: item.topic.slug, type: item.type, exams: item.exams, passage: item.passage }));

/**
 * Topics, questions and every exam's paper, from the bundled content files (bundled-questions.ts).
 * The questions are stored as `pnpm content import --publish` stores a file, their texts drawn to
 * MathML: a changed question becomes a new published version; a paper not yet attempted is
 * redrawn with it, one already attempted keeps the versions its candidates sat. A question the
 * store refuses stops the seeding with its file and line.
 */
export async function seedQuestions(tx: Tx, bundled: BundledQuestions, examList: readonly SeedExam[], fixed: FixedSections = {}): Promise<void> {
  await upsertTopics(tx, topicsOf(bundled.items));
  const items = await withCorrectedKeys(tx, bundled.items);
  const stored = await storeItems(tx, items, bundled.passages, { publish: true, render: renderContent });
  if (stored.problems.length > 0) throw new BundledQuestionsError(stored.problems);
  await upsertPapers(tx, planPapers(examList, { questions: paperQuestions(bundled.items), fixed }), stored.questionIds);
}
