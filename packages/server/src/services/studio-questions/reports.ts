import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { QuestionReport, QuestionReportReason, QuestionReportStatus } from '@pariksha/contract/attempts';
import type { StudioQuestionReport } from '@pariksha/contract/studio-questions';
import { questionItems, questions } from '../../db/attempts-schema.js';
import type { Database } from '../../db/open.js';
import { questionReports } from '../../db/question-reports-schema.js';
import type { StaffMember } from '../../http/staff-auth.js';
import { plainText } from '../../question-content/render/index.js';
import { reportView } from '../attempts/question-reports.js';
import { recordAudit } from '../staff/index.js';
import { actorOf } from './editing.js';

// Learners' "Report an error in this question", as the reviewers work through them. Who sent a
// report is not shown: the reviewers judge the question, not the learner.

/** Reports in a status, the open ones oldest first (first come, first answered), decided ones newest first. */
export async function listReports(db: Database, status: QuestionReportStatus, reason?: QuestionReportReason): Promise<StudioQuestionReport[]> {
  const conditions: SQL[] = [eq(questionReports.status, status)];
  if (reason !== undefined) conditions.push(eq(questionReports.reason, reason));
  const rows = await db
    .select({ report: questionReports, key: questionItems.key, version: questions.version, translations: questions.translations })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(questionItems, eq(questionItems.id, questionReports.itemId))
    .where(and(...conditions))
    .orderBy(status === 'received' ? asc(questionReports.reportedAt) : desc(questionReports.decidedAt))
    .limit(200);
  return rows.map(({ report, key, version, translations }) => ({
    ...reportView(report),
    key,
    version,
    excerpt: plainText((translations.en ?? translations.hi ?? { text: '' }).text).slice(0, 160),
  }));
}

export type DecideResult = { ok: true; report: QuestionReport } | { ok: false; reason: 'not_found' | 'decided' };

/** Accepts or rejects an open report with the words the learner reads under it. */
export async function decideReport(db: Database, staff: StaffMember, id: number, decision: 'accepted' | 'rejected', note: string): Promise<DecideResult> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select().from(questionReports).where(eq(questionReports.id, id)).for('update');
    if (report === undefined) return { ok: false, reason: 'not_found' };
    if (report.status !== 'received') return { ok: false, reason: 'decided' };
    const [decided] = await tx
      .update(questionReports)
      .set({ status: decision, decisionNote: note, decidedBy: staff.userId, decidedAt: new Date() })
      .where(eq(questionReports.id, id))
      .returning();
    if (decided === undefined) return { ok: false, reason: 'not_found' };
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'question_report.decide',
      subject: { type: 'question_report', id },
      before: { status: report.status },
      after: { status: decision, note },
    });
    return { ok: true, report: reportView(decided) };
  });
}
