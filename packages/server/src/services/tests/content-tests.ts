import { and, eq, isNull, sql } from 'drizzle-orm';
import { papers } from '../../db/attempts-schema.js';
import { exams } from '../../db/content-schema.js';
import type { Database } from '../../db/open.js';
import { tests } from '../../db/tests-schema.js';
import { draftOfExamPaper } from './copy-paper.js';

// Every exam's own paper from the content files stands in the builder as a test: a draft of the
// same questions, sections, marking and time (copy-paper.ts), so editors see and change what
// learners take. Until an editor publishes it, learners take the seeded paper exactly as before,
// so no journey, result or rank changes; once published, it is the exam's test like any other.
// Seeding keeps the draft in step with the files until someone in the studio saves it.

/** Whatever `db.transaction` hands its callback. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedContentTests(tx: Tx): Promise<void> {
  // The exams' own papers (a general aptitude paper standing in for an exam is not its paper).
  const seeded = await tx
    .select({ examId: exams.id, slug: exams.slug })
    .from(papers)
    .innerJoin(exams, eq(exams.id, papers.examId))
    .where(and(eq(papers.pattern, 'exam'), isNull(papers.testVersionId), isNull(papers.ownerUserId)));
  for (const exam of seeded) {
    const draft = await draftOfExamPaper(tx, exam.slug);
    if (draft === null) continue;
    // tests_exam_from_content: one per exam, even with several instances seeding at once.
    const [added] = await tx.insert(tests).values({ examId: exam.examId, draft, fromContent: true }).onConflictDoNothing().returning({ id: tests.id });
    if (added !== undefined) continue;
    await tx
      .update(tests)
      .set({ draft, updatedAt: new Date() })
      .where(
        and(
          eq(tests.examId, exam.examId),
          eq(tests.fromContent, true),
          // Never saved or published in the studio: the files still speak for it.
          isNull(tests.updatedBy),
          sql`${tests.draft} IS DISTINCT FROM ${JSON.stringify(draft)}::jsonb`,
        ),
      );
  }
}
