import { and, eq, isNull } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/open.js';
import { tests } from '../../db/tests-schema.js';
import { draftOfPaper, questionsOfPapers, seededPapers } from './copy-paper.js';

// Every exam's own paper from the content files stands in the builder as a test: a draft of the
// same questions, sections, marking and time (copy-paper.ts), so editors see and change what
// learners take. Until an editor publishes it, learners take the seeded paper exactly as before,
// so no journey, result or rank changes; once published, it is the exam's test like any other.
// Seeding keeps the draft in step with the files until someone in the studio saves it.

/** Whatever `db.transaction` hands its callback. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Three reads on every start; writes only for what is new or changed in the files. */
export async function seedContentTests(tx: Tx): Promise<void> {
  // The exams' own papers (a general aptitude paper standing in for an exam is not its paper).
  const seeded = (await seededPapers(tx)).filter((row) => row.paper.pattern === 'exam' && row.paper.examId !== null);
  const known = await questionsOfPapers(
    tx,
    seeded.map((row) => row.paper),
  );
  const existing = await tx.select({ examId: tests.examId, draft: tests.draft, updatedBy: tests.updatedBy }).from(tests).where(eq(tests.fromContent, true));
  const byExam = new Map(existing.map((row) => [row.examId, row]));
  for (const { slug, paper } of seeded) {
    const examId = paper.examId ?? 0;
    const draft = draftOfPaper(slug, paper, known);
    const stored = byExam.get(examId);
    if (stored === undefined) {
      // tests_exam_from_content: one per exam, even with several instances seeding at once.
      await tx.insert(tests).values({ examId, draft, fromContent: true }).onConflictDoNothing();
      continue;
    }
    // Saved or published in the studio: the editor's now, not the files'.
    if (stored.updatedBy !== null || isDeepStrictEqual(stored.draft, draft)) continue;
    await tx
      .update(tests)
      .set({ draft, updatedAt: new Date() })
      .where(and(eq(tests.examId, examId), eq(tests.fromContent, true), isNull(tests.updatedBy)));
  }
}
