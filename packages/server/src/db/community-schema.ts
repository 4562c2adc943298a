import { sql } from 'drizzle-orm';
import {
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-schema.js';
import { exams, type TranslationsJson } from './content-schema.js';

// ── Learning together: the discussion forum, video lessons, help and support ────────────────────

/**
 * Topics and their replies in one table, so that a like or a report names one post whatever its
 * kind. A topic has a title (and maybe tags) and no topic_id; a reply has a topic_id and no title.
 * Text is stored as written (plain text: the app shows it, never runs it).
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    /** The topic a reply belongs to; null for a topic. Deleting a topic deletes its replies. */
    topicId: integer('topic_id').references((): AnyPgColumn => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    /** A topic's description, a reply's text. */
    body: text('body').notNull(),
    /** Trimmed, at most 5, case kept as written (search ignores case). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Counted by the server in the same transaction as forum_likes: never the client's number. */
    likeCount: integer('like_count').notNull().default(0),
    /** A topic's replies (visible or not), kept with each reply written or deleted. */
    replyCount: integer('reply_count').notNull().default(0),
    /** The reports that count towards hiding it (forum_reports.counted) since the team last reviewed it. */
    reportCount: integer('report_count').notNull().default(0),
    /** Set at the third counted report: hidden from everyone but its author until the team decides. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed it; null: never edited. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    // The list, newest or oldest first, and Most Liked: topics only, visible only.
    index('forum_topics_created_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.topicId} IS NULL AND ${table.hiddenAt} IS NULL`),
    index('forum_topics_liked_idx')
      .on(table.likeCount.desc(), table.createdAt.desc())
      .where(sql`${table.topicId} IS NULL AND ${table.hiddenAt} IS NULL`),
    // A topic's replies, oldest first.
    index('forum_replies_topic_idx').on(table.topicId, table.createdAt),
    // The hourly posting limits count a learner's recent posts.
    index('forum_posts_user_created_idx').on(table.userId, table.createdAt),
    check(
      'forum_posts_kind',
      sql`(${table.topicId} IS NULL AND ${table.title} IS NOT NULL) OR (${table.topicId} IS NOT NULL AND ${table.title} IS NULL AND ${table.tags} = '[]'::jsonb)`,
    ),
    check('forum_posts_counts', sql`${table.likeCount} >= 0 AND ${table.replyCount} >= 0 AND ${table.reportCount} >= 0`),
  ],
);

/** One like per learner and post: the primary key makes a double click (or two tabs) count once. */
export const forumLikes = pgTable(
  'forum_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('forum_likes_post_idx').on(table.postId)],
);

/**
 * One report per learner and post, every one kept for the team; the third that counts hides the
 * post (forum_posts.hidden_at).
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** One of forumReportReasons (contract/community-values.ts). */
    reason: text('reason').notNull(),
    /**
     * Whether it counted towards hiding the post: the reporter's e-mail was confirmed and their
     * account a day old when they reported (forumCountedReporterMinAgeHours). Reports made before
     * that rule all counted.
     */
    counted: boolean('counted').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.postId] }), index('forum_reports_post_idx').on(table.postId)],
);

/** What a video lesson says in one language. */
export type VideoLessonTranslationJson = { title: string; description: string };

/**
 * Short lessons. The clip, its poster and its captions ship with the server under
 * `static/lessons/{slug}.*` (see static/lessons/README.md); the row says what they are.
 */
export const videoLessons = pgTable(
  'video_lessons',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** One of videoTopics (contract/community-values.ts): the spec's chips. */
    topic: text('topic').notNull(),
    /** The exam the lesson prepares for; null: useful for every exam. */
    examId: integer('exam_id').references(() => exams.id),
    durationSeconds: integer('duration_seconds').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: jsonb('translations').$type<TranslationsJson<VideoLessonTranslationJson>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('video_lessons_duration_positive', sql`${table.durationSeconds} > 0`),
    check(
      'video_lessons_topic_known',
      sql`${table.topic} IN ('logical_reasoning', 'verbal_ability', 'quantitative_ability')`,
    ),
  ],
);

/** Where a learner stopped in a lesson: 'Continue watching'. */
export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => videoLessons.id, { onDelete: 'cascade' }),
    /** Seconds from the start, within the lesson's duration. */
    positionSeconds: doublePrecision('position_seconds').notNull(),
    /** Watched to the end once; a finished lesson leaves Continue watching. */
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lessonId] }),
    index('video_progress_user_updated_idx').on(table.userId, table.updatedAt.desc()),
    check('video_progress_position', sql`${table.positionSeconds} >= 0`),
  ],
);

/** Requests sent from Help and Support; the team answers by e-mail and moves the status on. */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** One of helpRequestStatuses: 'open' until the team picks it up. */
    status: text('status').notNull().default('open'),
    /** The language the learner wrote in, so the answer can be in it. */
    lang: text('lang').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('help_requests_user_created_idx').on(table.userId, table.createdAt.desc()),
    check('help_requests_status_known', sql`${table.status} IN ('open', 'in_progress', 'resolved')`),
  ],
);

export type ForumPostRow = typeof forumPosts.$inferSelect;
export type VideoLessonRow = typeof videoLessons.$inferSelect;
export type NewVideoLessonRow = typeof videoLessons.$inferInsert;
export type VideoProgressRow = typeof videoProgress.$inferSelect;
export type HelpRequestRow = typeof helpRequests.$inferSelect;
