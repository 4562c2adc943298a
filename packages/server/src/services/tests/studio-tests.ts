import { isDeepStrictEqual } from 'node:util';
import { asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { StudioTest, StudioTestSummary, TestDefinition } from '@pariksha/contract/responses/studio-tests';
import { exams, type TranslationsJson } from '../../db/content-schema.js';
import type { Database } from '../../db/open.js';
import { tests, testVersions, type FrozenTestJson, type TestRow, type TestVersionRow } from '../../db/tests-schema.js';
import type { StaffMember } from '../../http/staff-auth.js';
import { pickTranslation } from '../content/translations.js';
import { recordAudit } from '../staff/index.js';
import { actorOf } from '../studio-questions/editing.js';
import { shortfalls } from './draw.js';
import { freezePools } from './pools.js';
import { drawSharedPaper } from './test-papers.js';

// The test builder's writes and reads: a draft edited freely (a save by someone else since the
// editor opened it is a conflict, never overwritten), publishing that freezes it as a version, and
// withdrawing. Every change is audit-logged in its own transaction.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type TestResult =
  | { ok: true; test: StudioTest }
  | { ok: false; reason: 'not_found' | 'exam_not_found' }
  | { ok: false; reason: 'version_conflict' | 'pools_short' | 'wrong_state'; test: StudioTest };

/** The draft as a version would hold it, without the pools' members: to tell whether it changed. */
const unfrozen = (definition: FrozenTestJson): TestDefinition => ({
  ...definition,
  sections: definition.sections.map(({ questionIds: _fixed, ...section }) => ({ ...section, pools: section.pools.map(({ questionIds: _members, ...pool }) => pool) })),
});

const questionCount = (definition: Pick<TestDefinition, 'sections'>): number =>
  definition.sections.reduce((sum, section) => sum + section.questions.length + section.pools.reduce((inner, pool) => inner + pool.count, 0), 0);

/** Set from a JS Date (milliseconds), as the editor is sent it: its `base_updated_at` then compares equal. */
const nowToTheMillisecond = () => new Date();

async function latestVersions(db: Tx | Database, testIds: number[]): Promise<Map<number, TestVersionRow>> {
  if (testIds.length === 0) return new Map();
  const rows = await db.select().from(testVersions).where(inArray(testVersions.testId, testIds)).orderBy(asc(testVersions.version));
  // Versions ascending: each test's latest is set last.
  return new Map(rows.map((row) => [row.testId, row]));
}

function summaryOf(row: TestRow, exam: { slug: string; translations: TranslationsJson<{ title: string }> }, latest: TestVersionRow | undefined, lang: string): StudioTestSummary {
  const title = lang === 'hi' ? row.draft.title.hi : row.draft.title.en;
  return {
    id: row.id,
    exam: { slug: exam.slug, title: pickTranslation(exam.translations, lang).title },
    title,
    state: row.state,
    version: latest?.version ?? null,
    changed: latest !== undefined && !isDeepStrictEqual(unfrozen(latest.definition), row.draft),
    questions: questionCount(row.draft),
    sections: row.draft.sections.length,
    draw: row.draft.draw,
    source: row.fromContent ? 'content' : 'studio',
    updated_at: row.updatedAt.toISOString(),
    published_at: latest?.publishedAt.toISOString() ?? null,
  };
}

/** Every test, the most recently changed first. */
export async function listTests(db: Database, lang: string): Promise<StudioTestSummary[]> {
  const rows = await db
    .select({ test: tests, exam: { slug: exams.slug, translations: exams.translations } })
    .from(tests)
    .innerJoin(exams, eq(exams.id, tests.examId))
    .orderBy(desc(tests.updatedAt), desc(tests.id))
    .limit(500);
  const latest = await latestVersions(
    db,
    rows.map((row) => row.test.id),
  );
  return rows.map((row) => summaryOf(row.test, row.exam, latest.get(row.test.id), lang));
}

async function readTest(db: Tx | Database, id: number, lang: string): Promise<StudioTest | null> {
  const [row] = await db.select({ test: tests, exam: { slug: exams.slug, translations: exams.translations } }).from(tests).innerJoin(exams, eq(exams.id, tests.examId)).where(eq(tests.id, id));
  if (row === undefined) return null;
  const latest = (await latestVersions(db, [id])).get(id);
  const frozen = await freezePools(db, row.exam.slug, row.test.draft);
  return { ...summaryOf(row.test, row.exam, latest, lang), draft: row.test.draft, shortfalls: shortfalls(frozen), missing: frozen.missing };
}

export async function getTest(db: Database, id: number, lang: string): Promise<StudioTest | null> {
  return readTest(db, id, lang);
}

/** Undoes the transaction and answers with the result. */
class Refused extends Error {
  constructor(readonly result: TestResult) {
    super('test builder change refused');
  }
}

async function refusable(db: Database, work: (tx: Tx) => Promise<TestResult>): Promise<TestResult> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

async function examIdOf(tx: Tx, slug: string): Promise<number> {
  const [exam] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.slug, slug));
  if (exam === undefined) throw new Refused({ ok: false, reason: 'exam_not_found' });
  return exam.id;
}

async function answer(tx: Tx, id: number, lang: string): Promise<StudioTest> {
  const test = await readTest(tx, id, lang);
  if (test === null) throw new Error(`Test ${id} vanished inside its own transaction.`);
  return test;
}

/** The test locked for a change, when the editor's `base_updated_at` is still its latest save. */
async function lockedAt(tx: Tx, id: number, base: string, lang: string): Promise<TestRow> {
  const [row] = await tx.select().from(tests).where(eq(tests.id, id)).for('update');
  if (row === undefined) throw new Refused({ ok: false, reason: 'not_found' });
  if (row.updatedAt.getTime() !== Date.parse(base)) throw new Refused({ ok: false, reason: 'version_conflict', test: await answer(tx, id, lang) });
  return row;
}

export async function createTest(db: Database, staff: StaffMember, draft: TestDefinition, lang: string): Promise<TestResult> {
  return refusable(db, async (tx) => {
    const examId = await examIdOf(tx, draft.exam);
    const at = nowToTheMillisecond();
    const [row] = await tx.insert(tests).values({ examId, draft, createdBy: staff.userId, updatedBy: staff.userId, createdAt: at, updatedAt: at }).returning();
    if (row === undefined) throw new Error('The new test was not stored.');
    await recordAudit(tx, { actor: actorOf(staff), action: 'test.create', subject: { type: 'test', id: row.id }, after: draft });
    return { ok: true, test: await answer(tx, row.id, lang) };
  });
}

export async function saveTest(db: Database, staff: StaffMember, id: number, base: string, draft: TestDefinition, lang: string): Promise<TestResult> {
  return refusable(db, async (tx) => {
    const row = await lockedAt(tx, id, base, lang);
    const examId = await examIdOf(tx, draft.exam);
    await tx.update(tests).set({ examId, draft, updatedBy: staff.userId, updatedAt: nowToTheMillisecond() }).where(eq(tests.id, id));
    await recordAudit(tx, { actor: actorOf(staff), action: 'test.save', subject: { type: 'test', id }, before: row.draft, after: draft });
    return { ok: true, test: await answer(tx, id, lang) };
  });
}

/**
 * Publishes the draft as the test's next version: each pool's members fixed as the published
 * questions that fit it now (a question edited later keeps its frozen version in every draw), the
 * shared paper drawn when everyone sits the same one. Refused while a pool cannot be filled.
 */
export async function publishTest(db: Database, staff: StaffMember, id: number, base: string, lang: string): Promise<TestResult> {
  return refusable(db, async (tx) => {
    const row = await lockedAt(tx, id, base, lang);
    const frozen = await freezePools(tx, row.draft.exam, row.draft);
    const definition: FrozenTestJson = { ...row.draft, sections: frozen.sections };
    if (shortfalls(definition).length > 0 || frozen.missing.length > 0) throw new Refused({ ok: false, reason: 'pools_short', test: await answer(tx, id, lang) });
    const [last] = await tx.select({ version: max(testVersions.version) }).from(testVersions).where(eq(testVersions.testId, id));
    const [version] = await tx
      .insert(testVersions)
      .values({
        testId: id,
        version: (last?.version ?? 0) + 1,
        definition,
        opensAt: definition.opens_at === null ? null : new Date(definition.opens_at),
        closesAt: definition.closes_at === null ? null : new Date(definition.closes_at),
        publishedBy: staff.userId,
      })
      .returning();
    if (version === undefined) throw new Error('The test version was not stored.');
    if (definition.draw === 'same' && (await drawSharedPaper(tx, version, row.examId)) === null) {
      throw new Refused({ ok: false, reason: 'pools_short', test: await answer(tx, id, lang) });
    }
    await tx.update(tests).set({ state: 'published', updatedBy: staff.userId, updatedAt: nowToTheMillisecond() }).where(eq(tests.id, id));
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'test.publish',
      subject: { type: 'test', id },
      before: { state: row.state },
      after: { state: 'published', version: version.version, questions: questionCount(definition) },
    });
    return { ok: true, test: await answer(tx, id, lang) };
  });
}

/** Learners no longer start the test (attempts begun go on; results stay). */
export async function withdrawTest(db: Database, staff: StaffMember, id: number, base: string, lang: string): Promise<TestResult> {
  return refusable(db, async (tx) => {
    const row = await lockedAt(tx, id, base, lang);
    if (row.state !== 'published') throw new Refused({ ok: false, reason: 'wrong_state', test: await answer(tx, id, lang) });
    await tx.update(tests).set({ state: 'withdrawn', updatedBy: staff.userId, updatedAt: nowToTheMillisecond() }).where(eq(tests.id, id));
    await recordAudit(tx, { actor: actorOf(staff), action: 'test.withdraw', subject: { type: 'test', id }, before: { state: row.state }, after: { state: 'withdrawn' } });
    return { ok: true, test: await answer(tx, id, lang) };
  });
}
