import { sql } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { papers, questions } from './attempts-schema.js';

// How each question version performs with the learners who were served it, computed from
// submitted attempts in the background (services/item-statistics), never on the submit itself.

/** Per option, in the question's order: the share of a group of candidates who chose it. */
export type OptionSharesJson = { top: number[]; bottom: number[]; all: number[] };

/** Why a version is worth a reviewer's look (services/item-statistics/flags.ts). */
export type ItemFlag = 'negative_discrimination' | 'too_hard' | 'too_easy' | 'distractor_beats_key';

export const itemStatistics = pgTable('item_statistics', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id),
  /** Submitted attempts whose paper held the version (unanswered included). */
  candidates: integer('candidates').notNull(),
  answered: integer('answered').notNull(),
  correct: integer('correct').notNull(),
  /** correct / candidates. */
  facility: doublePrecision('facility').notNull(),
  /** Point-biserial correlation of answering right with the share of the paper's marks scored; null below two groups. */
  discrimination: doublePrecision('discrimination'),
  meanTimeMs: doublePrecision('mean_time_ms').notNull(),
  /** Answers changed to another answer while the test ran (from the saves' history). */
  answerChanges: integer('answer_changes').notNull(),
  /** Choice questions only; empty arrays for numeric ones. */
  optionShares: jsonb('option_shares').$type<OptionSharesJson>().notNull(),
  flags: jsonb('flags').$type<ItemFlag[]>().notNull().default(sql`'[]'::jsonb`),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the statistics of a paper's questions were computed over: a change means they are stale. */
export const paperStatisticsMarks = pgTable('paper_statistics_marks', {
  paperId: integer('paper_id')
    .primaryKey()
    .references(() => papers.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull(),
  /** The sum of their scores: a rescore changes it while the count stays. */
  scoreSum: doublePrecision('score_sum').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ItemStatisticsRow = typeof itemStatistics.$inferSelect;
