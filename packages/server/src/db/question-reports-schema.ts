import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuestionReportReason, QuestionReportStatus } from '@pariksha/contract/attempts';
import { users } from './accounts-schema.js';
import { attempts, questionItems, questions } from './attempts-schema.js';

// A learner's "Report an error in this question" from the solutions review: it lands in the
// reviewers' queue, and the learner sees it received and, later, what was decided.

export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    /** The version the learner was served: the one the reviewers look at. */
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => questionItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The submitted attempt it was reported from; kept when that attempt is gone. */
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    reason: text('reason').$type<QuestionReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<QuestionReportStatus>().notNull().default('received'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One report per learner and version: a second tap returns the first.
    uniqueIndex('question_reports_user_question').on(table.userId, table.questionId),
    // The reviewers' queue: open reports, oldest first.
    index('question_reports_open_idx')
      .on(table.reportedAt)
      .where(sql`${table.status} = 'received'`),
    index('question_reports_item_idx').on(table.itemId),
    check('question_reports_reason_known', sql`${table.reason} IN ('wrong_answer', 'mistake_in_question', 'translation', 'display', 'other')`),
    check('question_reports_status_known', sql`${table.status} IN ('received', 'accepted', 'rejected')`),
    check('question_reports_note_short', sql`char_length(${table.note}) <= 1000`),
    check(
      'question_reports_decided_complete',
      sql`(${table.status} = 'received') = (${table.decidedAt} IS NULL)`,
    ),
  ],
);

export type QuestionReportRow = typeof questionReports.$inferSelect;
