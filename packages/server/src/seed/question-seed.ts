import { isDeepStrictEqual } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { attempts, papers, topics, type PaperSectionJson } from '../db/attempts-schema.js';
import { exams } from '../db/content-schema.js';
import type { SeedExam } from './content/types.js';
import { planPapers, type PaperPlan } from './questions/papers.js';
import type { QuestionBank } from './questions/types.js';
import { bankAsContent } from './questions/as-content.js';
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

async function upsertTopics(tx: Tx, bank: QuestionBank): Promise<void> {
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

/**
 * Topics, questions and every exam's paper. The questions are stored as an import with --publish
 * stores a file: a changed question becomes a new published version; a paper not yet attempted is
 * redrawn with it, one already attempted keeps the versions its candidates sat.
 */
export async function seedQuestions(tx: Tx, bank: QuestionBank, examList: readonly SeedExam[]): Promise<void> {
  await upsertTopics(tx, bank);
  const { items, passages } = bankAsContent(bank);
  const stored = await storeItems(tx, items, passages, { publish: true });
  if (stored.problems.length > 0) {
    throw new Error(`The question banks could not be stored:\n${stored.problems.map((problem) => problem.message).join('\n')}`);
  }
  await upsertPapers(tx, planPapers(examList, bank), stored.questionIds);
}
