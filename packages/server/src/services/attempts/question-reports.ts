import { and, eq, inArray } from 'drizzle-orm';
import type { QuestionReport, ReportQuestionBody } from '@pariksha/contract/attempts';
import { questions } from '../../db/attempts-schema.js';
import { questionReports, type QuestionReportRow } from '../../db/question-reports-schema.js';
import type { Lifecycle } from './lifecycle.js';
import type { PaperCache } from './papers.js';
import type { Queryable } from './store.js';

// "Report an error in this question", from a submitted attempt's solutions: the learner names
// what is wrong; the report waits in the reviewers' queue; the learner sees it in the solutions.

export type ReportQuestionResult =
  | { ok: true; report: QuestionReport; first: boolean }
  | { ok: false; reason: 'not_found' | 'in_progress' | 'not_in_attempt' };

export function reportView(row: QuestionReportRow): QuestionReport {
  return {
    id: row.id,
    question_id: row.questionId,
    reason: row.reason,
    note: row.note,
    status: row.status,
    decision_note: row.decisionNote,
    reported_at: row.reportedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The learner's reports on these questions, by question id. */
export async function reportsOf(db: Queryable, userId: number, questionIds: readonly number[]): Promise<Map<number, QuestionReport>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), inArray(questionReports.questionId, [...questionIds])));
  return new Map(rows.map((row) => [row.questionId, reportView(row)]));
}

export function createQuestionReports(db: Queryable, papers: PaperCache, current: Lifecycle['current']) {
  return async function reportQuestion(userId: number, body: ReportQuestionBody): Promise<ReportQuestionResult> {
    const found = await current(body.attempt_id, userId);
    if (found === null) return { ok: false, reason: 'not_found' };
    // Only once the answers are out: a report must never become a way to learn the key mid-test.
    if (found.attempt.status !== 'submitted') return { ok: false, reason: 'in_progress' };
    const paper = await papers.get(found.attempt.paperId);
    if (paper?.questionById.has(body.question_id) !== true) return { ok: false, reason: 'not_in_attempt' };
    const [version] = await db.select({ itemId: questions.itemId }).from(questions).where(eq(questions.id, body.question_id));
    if (version === undefined) return { ok: false, reason: 'not_in_attempt' };
    const [inserted] = await db
      .insert(questionReports)
      .values({
        questionId: body.question_id,
        itemId: version.itemId,
        userId,
        attemptId: found.attempt.id,
        reason: body.reason,
        note: body.note?.trim() ?? '',
      })
      .onConflictDoNothing({ target: [questionReports.userId, questionReports.questionId] })
      .returning();
    if (inserted !== undefined) return { ok: true, report: reportView(inserted), first: true };
    const [existing] = await db
      .select()
      .from(questionReports)
      .where(and(eq(questionReports.userId, userId), eq(questionReports.questionId, body.question_id)));
    if (existing === undefined) throw new Error('A question report vanished between its insert and its read.');
    return { ok: true, report: reportView(existing), first: false };
  };
}
