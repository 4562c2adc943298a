import { and, count, countDistinct, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { attempts, papers } from '../../db/attempts-schema.js';
import { courseEnrolments } from '../../db/commerce-schema.js';
import { exams, testSeries } from '../../db/content-schema.js';
import type { Database } from '../../db/open.js';
import { currentTestVersions } from '../tests/test-papers.js';

/** An exam's paper: on the exam's own pattern, or the general aptitude test standing in for it. */
export type PaperPattern = 'exam' | 'general';

/** An exam's mock test as a learner takes it: its paper's pattern, questions, time and marks. */
export type ExamPaper = { pattern: PaperPattern; questions: number; minutes: number; marks: number };

/**
 * What the numbers learners read are counted from, read with the content (and as often): the
 * papers that exist, who took them, who enrolled. Nothing here is stored as a number to drift.
 */
export type ContentCounts = {
  /** Each exam's paper by exam id; an exam without one is absent. */
  papers: ReadonlyMap<number, ExamPaper>;
  /** Learners who have started a test of each series (by series id), each learner once. */
  seriesLearners: ReadonlyMap<number, number>;
  /** Learners enrolled in each course, by course id. */
  courseEnrolments: ReadonlyMap<number, number>;
};

/** Three small grouped queries, run together. */
export async function loadCounts(db: Database): Promise<ContentCounts> {
  const [paperRows, testRows, learnerRows, enrolmentRows] = await Promise.all([
    db
      .select({ examId: papers.examId, pattern: papers.pattern, minutes: papers.minutes, sections: papers.sections })
      .from(papers)
      .where(and(isNotNull(papers.examId), isNull(papers.testVersionId), isNull(papers.ownerUserId))),
    currentTestVersions(db),
    db
      .select({ seriesId: testSeries.id, learners: countDistinct(attempts.userId) })
      .from(testSeries)
      .innerJoin(exams, sql`${testSeries.examSlugs} @> jsonb_build_array(${exams.slug})`)
      .innerJoin(attempts, eq(attempts.examId, exams.id))
      .groupBy(testSeries.id),
    db.select({ courseId: courseEnrolments.courseId, learners: count() }).from(courseEnrolments).groupBy(courseEnrolments.courseId),
  ]);
  const examPapers = new Map<number, ExamPaper>();
  for (const row of paperRows) {
    if (row.examId === null || (row.pattern !== 'exam' && row.pattern !== 'general')) continue;
    const questions = row.sections.reduce((sum, section) => sum + section.questionIds.length, 0);
    const marks = row.sections.reduce((sum, section) => sum + section.questionIds.length * section.marksCorrect, 0);
    examPapers.set(row.examId, { pattern: row.pattern, questions, minutes: row.minutes, marks });
  }
  // A published builder test open now is what the exam's learners start: it is counted instead.
  for (const { examId, definition } of testRows) {
    const pools = definition.sections.map((section) => ({ count: section.questionIds.length + section.pools.reduce((sum, pool) => sum + pool.count, 0), marks: section.marks_correct }));
    const questions = pools.reduce((sum, section) => sum + section.count, 0);
    const marks = pools.reduce((sum, section) => sum + section.count * section.marks, 0);
    examPapers.set(examId, { pattern: 'exam', questions, minutes: definition.minutes, marks });
  }
  return {
    papers: examPapers,
    seriesLearners: new Map(learnerRows.map((row) => [row.seriesId, row.learners])),
    courseEnrolments: new Map(enrolmentRows.map((row) => [row.courseId, row.learners])),
  };
}
