import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerChallengeStatus } from '@pariksha/contract/attempts';
import { users } from './accounts-schema.js';
import { attempts, questionItems, questions, type QuestionAnswerJson, type ResponseAnswerJson } from './attempts-schema.js';

// Answer keys learners may challenge, as the national exam bodies do with a provisional key: a
// learner challenges a key within the test's window, a reviewer accepts or rejects it with a note,
// and an accepted challenge publishes a corrected key. Every attempt scored with the old key is
// scored again once (attempt_rescores), and its learner is told what changed in the app and by mail.

/** A learner's "Challenge this answer" on a question version they were served. */
export const answerChallenges = pgTable(
  'answer_challenges',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => questionItems.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').references(() => attempts.id, { onDelete: 'set null' }),
    /** The answer the learner holds to be right, in the shape answers are saved in. */
    proposedAnswer: jsonb('proposed_answer').$type<ResponseAnswerJson>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<AnswerChallengeStatus>().notNull().default('received'),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The correction an accepted challenge published. */
    correctionId: integer('correction_id'),
    challengedAt: timestamp('challenged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One challenge per learner and version: a second tap answers the first.
    uniqueIndex('answer_challenges_user_question').on(table.userId, table.questionId),
    index('answer_challenges_open_idx')
      .on(table.challengedAt)
      .where(sql`${table.status} = 'received'`),
    index('answer_challenges_question_idx').on(table.questionId),
    check('answer_challenges_status_known', sql`${table.status} IN ('received', 'accepted', 'rejected')`),
    check('answer_challenges_reason_short', sql`char_length(${table.reason}) BETWEEN 1 AND 1000`),
    check('answer_challenges_decided_complete', sql`(${table.status} = 'received') = (${table.decidedAt} IS NULL)`),
  ],
);

/**
 * A corrected key for one question version. The version itself is never edited (papers keep the
 * versions their candidates sat): the correction stands beside it and every score, result and
 * solution of that version reads the key through it; the latest correction of a version wins.
 */
export const answerKeyCorrections = pgTable(
  'answer_key_corrections',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    previousAnswer: jsonb('previous_answer').$type<QuestionAnswerJson>().notNull(),
    answer: jsonb('answer').$type<QuestionAnswerJson>().notNull(),
    tolerance: doublePrecision('tolerance').notNull().default(0),
    /** The version published with the corrected key for papers drawn from now on (null: a newer version stood already). */
    replacementQuestionId: integer('replacement_question_id').references(() => questions.id),
    note: text('note').notNull(),
    correctedBy: integer('corrected_by').references(() => users.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('answer_key_corrections_question_idx').on(table.questionId, table.id.desc())],
);

/** Per question of a rescore: its number in the paper and the key before and after. */
export type RescoredQuestionJson = { number: number; previous: QuestionAnswerJson; corrected: QuestionAnswerJson };

/**
 * One attempt scored again for one correction: at most once (the primary key, and the attempt's
 * key_version moved on in the same transaction). `notify`: the score or the rank changed, so the
 * learner is told, in the app (their result) and by mail (`mailed_at`, an outbox).
 */
export const attemptRescores = pgTable(
  'attempt_rescores',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    correctionId: integer('correction_id')
      .notNull()
      .references(() => answerKeyCorrections.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    previousScore: doublePrecision('previous_score').notNull(),
    score: doublePrecision('score').notNull(),
    /** Null for a retake or a practice test (not ranked). */
    previousRank: integer('previous_rank'),
    rank: integer('rank'),
    questions: jsonb('questions').$type<RescoredQuestionJson[]>().notNull(),
    notify: boolean('notify').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    rescoredAt: timestamp('rescored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.correctionId] }),
    // The mail outbox: learners to tell, oldest first.
    index('attempt_rescores_unmailed_idx')
      .on(table.rescoredAt)
      .where(sql`${table.notify} AND ${table.mailedAt} IS NULL`),
  ],
);

export type AnswerChallengeRow = typeof answerChallenges.$inferSelect;
export type AnswerKeyCorrectionRow = typeof answerKeyCorrections.$inferSelect;
export type AttemptRescoreRow = typeof attemptRescores.$inferSelect;
