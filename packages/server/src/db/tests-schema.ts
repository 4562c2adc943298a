import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PoolDifficulty, TestDefinition } from '@pariksha/contract/responses/studio-tests';
import { users } from './accounts-schema.js';
import { exams } from './content-schema.js';

// ── The test builder: tests an editor assembles from pools of published questions ─────────────
// A test's draft is edited freely; publishing freezes it as a version (its pools' members fixed),
// and learners of the exam start the latest version of its open published test.

/** A test's lifecycle: see contract/responses/studio-tests.ts. */
export const testStateValues = ['draft', 'published', 'withdrawn'] as const;

export const tests = pgTable(
  'tests',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    state: text('state').$type<(typeof testStateValues)[number]>().notNull().default('draft'),
    /** As the editor last saved it (contract testDefinition). */
    draft: jsonb('draft').$type<TestDefinition>().notNull(),
    /**
     * The exam's paper from the content files, brought into the builder by seeding (a draft of the
     * same questions, sections and marking). Learners take the seeded paper until it is published.
     */
    fromContent: boolean('from_content').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tests_exam_idx').on(table.examId),
    index('tests_updated_idx').on(table.updatedAt.desc()),
    // One test from the content files per exam (seeding on several instances at once adds one).
    uniqueIndex('tests_exam_from_content').on(table.examId).where(sql`${table.fromContent}`),
    check('tests_state_known', sql`${table.state} IN ('draft', 'published', 'withdrawn')`),
  ],
);

/** A pool as published: the question versions it may draw, fixed when the test was published. */
export type FrozenPoolJson = { topic: string; difficulty: PoolDifficulty; count: number; questionIds: number[] };
/** A published version's sections with their frozen pools and fixed questions' version ids (in order). */
export type FrozenSectionJson = Omit<TestDefinition['sections'][number], 'pools'> & { pools: FrozenPoolJson[]; questionIds: number[] };
export type FrozenTestJson = Omit<TestDefinition, 'sections'> & { sections: FrozenSectionJson[] };

/** One publication of a test: never edited, so every paper drawn from it keeps the same rules. */
export const testVersions = pgTable(
  'test_versions',
  {
    id: serial('id').primaryKey(),
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FrozenTestJson>().notNull(),
    /** When learners may start it (null: from publishing, and with no end). */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('test_versions_test_version').on(table.testId, table.version), check('test_versions_version_positive', sql`${table.version} >= 1`)],
);

export type TestRow = typeof tests.$inferSelect;
export type TestVersionRow = typeof testVersions.$inferSelect;
