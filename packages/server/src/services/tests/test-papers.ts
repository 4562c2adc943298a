import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { attempts, papers, topics, type PaperSectionJson } from '../../db/attempts-schema.js';
import { tests, testVersions, type FrozenTestJson, type TestVersionRow } from '../../db/tests-schema.js';
import type { Queryable } from '../attempts/store.js';
import { drawTest } from './draw.js';

// The papers of published tests: the one everyone sits (drawn at publishing), or each candidate's
// own draw of the same mix (drawn when they start). Every such paper is an exam paper like a seeded
// one, so taking it, its result, solutions, challenges and re-scoring work as they always did.

/** Whatever `db.transaction` hands its callback. */
type Tx = Parameters<Parameters<Queryable['transaction']>[0]>[0];

/** Reads only: the database or a transaction. */
type Reading = Pick<Queryable, 'select'>;

/** A section's slug in the paper: its position, so two sections may share a name. */
const sectionSlug = (at: number): string => `section-${at + 1}`;

/** What a paper of one draw of a frozen test holds (null: a pool cannot be filled). */
export type DrawnPaper = Pick<typeof papers.$inferInsert, 'minutes' | 'sections' | 'translations' | 'challengeDays'>;

/** Draws the test once and writes the draw as a paper's sections, in the test's order and words. */
export async function drawPaper(tx: Reading, test: FrozenTestJson): Promise<DrawnPaper | null> {
  const drawn = drawTest(test);
  if (drawn === null) return null;
  const topicSlugs = [...new Set(test.sections.flatMap((section) => section.pools.map((pool) => pool.topic)))];
  const subjectRows = await tx.select({ slug: topics.slug, subject: topics.subject }).from(topics).where(inArray(topics.slug, topicSlugs));
  const subjectOf = new Map(subjectRows.map((row) => [row.slug, row.subject]));
  const sections: PaperSectionJson[] = test.sections.map((section, at) => ({
    slug: sectionSlug(at),
    subject: subjectOf.get(section.pools[0]?.topic ?? '') ?? 'general',
    marksCorrect: section.marks_correct,
    marksWrong: section.marks_wrong,
    // Saved before partial marks were offered: absent, so none.
    ...(section.partial_marks === true ? { partialMarks: true } : {}),
    minutes: section.minutes,
    // Saved before sections could be left early: absent, so not.
    ...(section.leave_early === true ? { leaveEarly: true } : {}),
    questionIds: drawn[at]?.questionIds ?? [],
    translations: { en: { name: section.name.en }, hi: { name: section.name.hi } },
  }));
  return { minutes: test.minutes, sections, translations: { en: { title: test.title.en }, hi: { title: test.title.hi } }, challengeDays: test.challenge_days };
}

/** A paper row for one draw of a version (owner: the candidate it was drawn for, or null for everyone). */
async function insertDraw(tx: Tx, version: TestVersionRow, examId: number, ownerUserId: number | null): Promise<number | null> {
  const drawn = await drawPaper(tx, version.definition);
  if (drawn === null) return null;
  const [row] = await tx
    .insert(papers)
    .values({ ...drawn, examId, ownerUserId, testVersionId: version.id, pattern: 'exam' })
    .onConflictDoNothing()
    .returning({ id: papers.id });
  return row?.id ?? null;
}

/** Draws the paper everyone sits for a version published with `draw: 'same'`. */
export async function drawSharedPaper(tx: Tx, version: TestVersionRow, examId: number): Promise<number | null> {
  return insertDraw(tx, version, examId, null);
}

/** Published tests' latest versions that are open now: `exam` narrows them to one exam. */
function openVersions(db: Reading, exam?: number) {
  return db
    .select({ version: testVersions, examId: tests.examId })
    .from(testVersions)
    .innerJoin(tests, eq(tests.id, testVersions.testId))
    .where(
      and(
        exam === undefined ? undefined : eq(tests.examId, exam),
        eq(tests.state, 'published'),
        // Only a test's latest version is current (a republished test replaces its older rules).
        sql`${testVersions.version} = (SELECT max(v.version) FROM ${testVersions} v WHERE v.test_id = ${tests.id})`,
        or(isNull(testVersions.opensAt), lte(testVersions.opensAt, sql`now()`)),
        or(isNull(testVersions.closesAt), gt(testVersions.closesAt, sql`now()`)),
      ),
    )
    .orderBy(asc(testVersions.publishedAt), asc(testVersions.id));
}

/**
 * The version learners of an exam start now: the latest version of its most recently published
 * test that is published and open (opened, not closed). Null: the exam's seeded paper.
 */
export async function currentTestVersion(tx: Reading, examId: number): Promise<TestVersionRow | null> {
  const rows = await openVersions(tx, examId);
  return rows.at(-1)?.version ?? null;
}

/** Each exam's current version (as currentTestVersion): what its pages count. */
export async function currentTestVersions(db: Reading): Promise<Array<{ examId: number; definition: TestVersionRow['definition'] }>> {
  const latest = new Map<number, TestVersionRow>();
  // Oldest publication first: each exam's most recent is set last.
  for (const row of await openVersions(db)) latest.set(row.examId, row.version);
  return [...latest].map(([examId, version]) => ({ examId, definition: version.definition }));
}

/** How many attempts the learner has made at any version of the test. */
export async function attemptsAtTest(tx: Tx, userId: number, testId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(attempts)
    .innerJoin(testVersions, eq(testVersions.id, attempts.testVersionId))
    .where(and(eq(attempts.userId, userId), eq(testVersions.testId, testId)));
  return row?.n ?? 0;
}

/**
 * The paper a learner starting this version sits: the shared one, or a new draw of their own.
 * Null only when the pools can no longer fill a draw (cannot happen: the members are frozen).
 */
export async function paperForCandidate(tx: Tx, version: TestVersionRow, examId: number, userId: number): Promise<{ id: number; minutes: number } | null> {
  if (version.definition.draw === 'same') {
    const [shared] = await tx
      .select({ id: papers.id, minutes: papers.minutes })
      .from(papers)
      .where(and(eq(papers.testVersionId, version.id), isNull(papers.ownerUserId)))
      .for('share');
    if (shared !== undefined) return shared;
    const id = await drawSharedPaper(tx, version, examId);
    return id === null ? null : { id, minutes: version.definition.minutes };
  }
  const id = await insertDraw(tx, version, examId, userId);
  return id === null ? null : { id, minutes: version.definition.minutes };
}
