import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.js';
import { exams, type TranslationsJson } from './content-schema.js';
import { testVersions } from './tests-schema.js';

// ── The mock-test engine: question banks, papers, attempts ──────────────────────────────────────
// Questions and papers are seeded (seed/questions/); an attempt is one learner taking one paper.
// The server owns the truth: the deadline is fixed at start, every saved change is applied once
// (attempt_saves) and kept (attempt_response_history), and the score is computed at submit.

/** A topic of a bank subject ('simple-interest'), named in each language. */
export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  subject: text('subject').notNull(),
  translations: jsonb('translations').$type<TranslationsJson<{ name: string }>>().notNull(),
});

/** A question's words in one language (see seed/questions/types.ts). */
export type QuestionTranslationJson = {
  /** Set by the paper loader (never stored): the words are HTML drawn on the server, not plain text. */
  html?: true;
  direction?: string;
  text: string;
  /** Choice questions only, in the same order in every language. */
  options?: string[];
  explanation: string;
};

/** single: the option's index; multiple: the indexes, ascending; numeric: the value. */
export type QuestionAnswerJson = number | number[];

/** Per question version id: the option (in the question's own order) each shown position holds. */
export type OptionOrdersJson = Record<string, number[]>;

/** A question as the team knows it: one key across its versions ('quant-si-001', 'gift-3f9a…'). */
export const questionItems = pgTable('question_items', {
  id: serial('id').primaryKey(),
  /** Stable, from the content file or the studio; imports find the item by it. */
  key: text('key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Draft → in review → published; an older published version is superseded, a withdrawn one retired. */
export const questionStates = ['draft', 'in_review', 'published', 'superseded', 'retired'] as const;
export type QuestionState = (typeof questionStates)[number];

/** A question's words drawn to HTML (MathML for maths) when the version was written, per language. */
export type RenderedWordsJson = { text: string; options?: string[]; explanation: string };

/** One stimulus shared by a group of questions (a reading passage, a data table), versioned like them. */
export const passages = pgTable(
  'passages',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    translations: jsonb('translations').$type<TranslationsJson<{ text: string }>>().notNull(),
    rendered: jsonb('rendered').$type<TranslationsJson<{ text: string }>>(),
    /** Figure name → the stored figure's hash. */
    figures: jsonb('figures').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('passages_key_version').on(table.key, table.version), check('passages_version_positive', sql`${table.version} >= 1`)],
);

/**
 * One version of a question. A published version is never edited: an edit is a new version, and
 * papers (so attempts) keep the ids of the versions they were drawn with, so no result changes
 * because of a later edit. At most one version of an item is published at a time.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => questionItems.id),
    version: integer('version').notNull(),
    state: text('state').$type<QuestionState>().notNull().default('draft'),
    subject: text('subject').notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    subtopic: text('subtopic'),
    type: text('type').notNull(),
    difficulty: text('difficulty').notNull(),
    answer: jsonb('answer').$type<QuestionAnswerJson>().notNull(),
    /** Numeric questions: a typed value within this of `answer` is correct (0: exact). */
    tolerance: doublePrecision('tolerance').notNull().default(0),
    translations: jsonb('translations').$type<TranslationsJson<QuestionTranslationJson>>().notNull(),
    /** Null for a version written before texts were drawn on the server: shown as plain text. */
    rendered: jsonb('rendered').$type<TranslationsJson<RenderedWordsJson>>(),
    passageId: integer('passage_id').references(() => passages.id),
    /** Figure name → the stored figure's hash. */
    figures: jsonb('figures').$type<Record<string, string>>().notNull().default({}),
    examSlugs: jsonb('exam_slugs').$type<string[]>().notNull().default([]),
    source: text('source'),
    /** For the team only, never sent to a learner. */
    authorNote: text('author_note'),
    /** The reviewer's note when this version was sent back to its editor. */
    reviewNote: text('review_note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('questions_item_version').on(table.itemId, table.version),
    uniqueIndex('questions_one_published').on(table.itemId).where(sql`${table.state} = 'published'`),
    index('questions_topic_published_idx').on(table.topicId).where(sql`${table.state} = 'published'`),
    index('questions_subject_idx').on(table.subject),
    check('questions_type_known', sql`${table.type} IN ('single', 'multiple', 'numeric')`),
    check('questions_difficulty_known', sql`${table.difficulty} IN ('easy', 'medium', 'hard')`),
    check('questions_state_known', sql`${table.state} IN ('draft', 'in_review', 'published', 'superseded', 'retired')`),
    check('questions_version_positive', sql`${table.version} >= 1`),
    check('questions_tolerance_not_negative', sql`${table.tolerance} >= 0`),
  ],
);

/** One section of a paper, in order; its questions by id, in the order every candidate sees them. */
export type PaperSectionJson = {
  /** The exam's section slug ('reasoning-ability'), or the default test's. */
  slug: string;
  /** The bank subject its questions come from. */
  subject: string;
  marksCorrect: number;
  /** Marks lost per wrong answer (0: no negative marking). */
  marksWrong: number;
  /** Multiple-correct questions earn 1 mark per right option chosen when no wrong one is (JEE Advanced); absent: no. */
  partialMarks?: boolean;
  /** Null: the section shares the paper's time. */
  minutes: number | null;
  /** Under sectional timing, a candidate may close it before its time is up; absent: no. */
  leaveEarly?: boolean;
  questionIds: number[];
  translations: TranslationsJson<{ name: string }>;
};

/** `notice`: only on the general test, saying it is not the exam's own pattern. */
export type PaperTranslationJson = { title: string; notice?: string };

/**
 * The paper of an exam that can be taken: the same questions for every candidate, so ranks compare.
 * `pattern` 'exam' follows the exam's own sections and marking; 'general' is the general aptitude
 * mock test, given where the banks cannot fill the exam's pattern (the attempt says so);
 * 'practice' is one learner's short test drawn from their weak topics (no exam, never ranked);
 * 'preview' is a draw of a builder test's saved draft that a staff member takes as a candidate
 * would (their own, never ranked, no challenges, in no statistics; its attempt has no exam, so no
 * learner's start at the exam ever meets it). A paper that has attempts is never rewritten by seeding.
 */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    /** Null for a practice paper. */
    examId: integer('exam_id').references(() => exams.id),
    /** The learner a practice paper, a builder test's per-candidate paper or a preview was drawn for; null for a paper everyone sits. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The builder test version it was drawn from; null for the exam's seeded paper and practice papers. */
    testVersionId: integer('test_version_id').references(() => testVersions.id),
    pattern: text('pattern').notNull(),
    minutes: integer('minutes').notNull(),
    sections: jsonb('sections').$type<PaperSectionJson[]>().notNull(),
    translations: jsonb('translations').$type<TranslationsJson<PaperTranslationJson>>().notNull(),
    /** Days after a learner submits in which they may challenge a key (0: no challenges). */
    challengeDays: integer('challenge_days').notNull().default(3),
    /** The latest answer-key correction of any of its questions (0: none): attempts scored before it are scored again. */
    keyVersion: integer('key_version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One seeded paper per exam (seeding upserts it); builder tests' papers stand beside it.
    uniqueIndex('papers_exam_seeded')
      .on(table.examId)
      .where(sql`${table.testVersionId} IS NULL AND ${table.ownerUserId} IS NULL`),
    // One paper for everyone per test version drawn the same for all.
    uniqueIndex('papers_test_version_shared')
      .on(table.testVersionId)
      .where(sql`${table.testVersionId} IS NOT NULL AND ${table.ownerUserId} IS NULL`),
    // Papers holding a question (answer-key corrections): `sections @> '[{"questionIds":[id]}]'`.
    index('papers_sections_idx').using('gin', sql`${table.sections} jsonb_path_ops`),
    // The rescore sweep: papers whose key was ever corrected.
    index('papers_corrected_idx')
      .on(table.id)
      .where(sql`${table.keyVersion} > 0`),
    check('papers_challenge_days_range', sql`${table.challengeDays} BETWEEN 0 AND 60`),
    check('papers_pattern_known', sql`${table.pattern} IN ('exam', 'general', 'practice', 'preview')`),
    check('papers_preview_owned', sql`${table.pattern} <> 'preview' OR (${table.ownerUserId} IS NOT NULL AND ${table.testVersionId} IS NULL)`),
    check(
      'papers_practice_owned',
      sql`(${table.pattern} = 'practice') = (${table.examId} IS NULL AND ${table.ownerUserId} IS NOT NULL)`,
    ),
    check('papers_test_exam', sql`${table.testVersionId} IS NULL OR (${table.examId} IS NOT NULL AND ${table.pattern} = 'exam')`),
    check('papers_minutes_positive', sql`${table.minutes} > 0`),
  ],
);

/** Per section, in the paper's order: what the result screen shows. */
export type AttemptSectionResultJson = {
  questions: number;
  attempted: number;
  correct: number;
  wrong: number;
  /** Scored partially (absent in results stored before partial marks: 0). */
  partial?: number;
  score: number;
  timeSpentMs: number;
};

/** A learner's attempt at a paper. At most one in progress per learner and exam. */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a practice test (its paper has no exam) and a staff preview (its paper names the exam). */
    examId: integer('exam_id').references(() => exams.id),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    /**
     * 1 for the learner's first attempt at this paper, 2 for the first retake… Only first attempts
     * are ranked: retaking a test cannot inflate anyone's rank.
     */
    attemptNumber: integer('attempt_number').notNull().default(1),
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Fixed at start; the client's clock only displays it. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** 'learner' or 'deadline' (submitted by the server with what was saved). */
    submittedBy: text('submitted_by'),
    score: doublePrecision('score'),
    result: jsonb('result').$type<AttemptSectionResultJson[]>(),
    /** The latest answer-key correction its score includes (0: the keys as published). */
    keyVersion: integer('key_version').notNull().default(0),
    /**
     * The builder test version its paper was drawn from (null: the exam's seeded paper or a practice
     * test). Candidates of one version are ranked together, each on their own draw of the same mix.
     */
    testVersionId: integer('test_version_id').references(() => testVersions.id),
    /**
     * Per choice question, the order its options are shown in to this learner (services/attempts/
     * option-orders.ts); null: as written. Stored answers keep the question's own order.
     */
    optionOrders: jsonb('option_orders').$type<OptionOrdersJson>(),
    /**
     * Under sectional timing, per section: when the learner left it early (ISO; null: not left).
     * Null until one is left. Leaving moves `deadlineAt` earlier by the time not used.
     */
    sectionsLeftAt: jsonb('sections_left_at').$type<Array<string | null>>(),
  },
  (table) => [
    // getMyAttempts, newest first.
    index('attempts_user_started_idx').on(table.userId, table.startedAt.desc()),
    // One attempt in progress per learner and exam, even when two tabs start at once.
    uniqueIndex('attempts_one_in_progress')
      .on(table.userId, table.examId)
      .where(sql`${table.status} = 'in_progress'`),
    // The sweeper's due deadlines: only open attempts are in it, so it stays small.
    index('attempts_due_idx')
      .on(table.deadlineAt)
      .where(sql`${table.status} = 'in_progress'`),
    // One practice test in progress per learner (practice attempts have no exam).
    uniqueIndex('attempts_one_practice_in_progress')
      .on(table.userId)
      .where(sql`${table.status} = 'in_progress' AND ${table.examId} IS NULL`),
    uniqueIndex('attempts_user_paper_number').on(table.userId, table.paperId, table.attemptNumber),
    // Rank among the first attempts at a builder test version (each candidate on their own paper).
    index('attempts_test_rank_idx')
      .on(table.testVersionId, table.score.desc())
      .where(sql`${table.status} = 'submitted' AND ${table.attemptNumber} = 1 AND ${table.testVersionId} IS NOT NULL`),
    // Rank and percentile among the first attempts at a paper: an index-only count of higher
    // scores, even with 10,000 candidates of one test.
    index('attempts_rank_idx')
      .on(table.paperId, table.score.desc())
      .where(sql`${table.status} = 'submitted' AND ${table.attemptNumber} = 1`),
    // A paper's attempts scored before its latest answer-key correction (services/attempts/rescoring.ts).
    index('attempts_paper_key_version_idx')
      .on(table.paperId, table.keyVersion)
      .where(sql`${table.status} = 'submitted'`),
    check('attempts_number_positive', sql`${table.attemptNumber} >= 1`),
    check('attempts_status_known', sql`${table.status} IN ('in_progress', 'submitted')`),
    check(
      'attempts_submitted_complete',
      sql`(${table.status} = 'in_progress' AND ${table.submittedAt} IS NULL AND ${table.submittedBy} IS NULL AND ${table.score} IS NULL AND ${table.result} IS NULL) OR (${table.status} = 'submitted' AND ${table.submittedAt} IS NOT NULL AND ${table.submittedBy} IS NOT NULL AND ${table.score} IS NOT NULL AND ${table.result} IS NOT NULL)`,
    ),
    check('attempts_submitted_by_known', sql`${table.submittedBy} IN ('learner', 'deadline')`),
  ],
);

/** single: `{ choice }`; multiple: `{ choices }`; numeric: `{ value }` as typed ("-12.5"). */
export type ResponseAnswerJson = { choice: number } | { choices: number[] } | { value: string };

/** The latest saved state of each question of an attempt. */
export const attemptResponses = pgTable(
  'attempt_responses',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    answer: jsonb('answer').$type<ResponseAnswerJson>(),
    marked: boolean('marked').notNull().default(false),
    visited: boolean('visited').notNull().default(false),
    /** The sum of every applied change's time on screen. */
    timeSpentMs: bigint('time_spent_ms', { mode: 'number' }).notNull().default(0),
    /** Who applied the last change and at which seq: an older seq of that client is ignored. */
    clientId: text('client_id').notNull(),
    clientSeq: integer('client_seq').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/** Every applied save batch: the same (attempt, client, seq) again is a replay and changes nothing. */
export const attemptSaves = pgTable(
  'attempt_saves',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull(),
    /**
     * What the batch held (a hash of its changes): the same seq with other changes is not a retry
     * but a second tab sharing the client id (a duplicated tab), refused so that it takes a new id.
     * Null for batches saved before the hash was kept.
     */
    batchHash: text('batch_hash'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.clientId, table.seq] })],
);

/** Every applied change with the server's time: answer changes and time per question for the results. */
export const attemptResponseHistory = pgTable(
  'attempt_response_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull(),
    answer: jsonb('answer').$type<ResponseAnswerJson>(),
    marked: boolean('marked').notNull(),
    visited: boolean('visited').notNull(),
    timeSpentMs: integer('time_spent_ms').notNull(),
    /** A visit or time on screen only: `answer` is what that tab showed, not what was saved. */
    keepsAnswer: boolean('keeps_answer').notNull().default(false),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('attempt_response_history_attempt_idx').on(table.attemptId, table.questionId)],
);

export type TopicRow = typeof topics.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type QuestionItemRow = typeof questionItems.$inferSelect;
export type PassageRow = typeof passages.$inferSelect;
export type PaperRow = typeof papers.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type AttemptResponseRow = typeof attemptResponses.$inferSelect;
