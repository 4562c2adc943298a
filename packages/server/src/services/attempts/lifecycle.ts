import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { saveGraceSeconds } from '@pariksha/contract/attempts';
import type { AttemptResult, AttemptView, MyAttempt } from '@pariksha/contract/attempts';
import { attempts, papers as paperTable, type AttemptRow } from '../../db/attempts-schema.js';
import { exams } from '../../db/content-schema.js';
import { checkExamAccess, type LockedExam } from '../access/index.js';
import { pickTranslation } from '../content/translations.js';
import { attemptsAtTest, currentTestVersion, paperForCandidate } from '../tests/test-papers.js';
import { keyedPaper } from './answer-keys.js';
import { drawOptionOrders } from './option-orders.js';
import type { PaperCache } from './papers.js';
import { rescoresOf } from './rescores.js';
import type { Reports } from './report.js';
import { type Queryable, databaseNow, isDue, lastSeqByClient, readAttempt, readResponses, submitLocked } from './store.js';
import { attemptResult, attemptView, myAttempt } from './views.js';

export type StartResult =
  | { ok: true; view: AttemptView }
  | { ok: false; reason: 'exam_not_found' | 'no_paper' }
  | { ok: false; reason: 'exam_locked'; locked: LockedExam }
  | { ok: false; reason: 'attempts_used'; allowed: number };
export type ViewResult = { ok: true; view: AttemptView } | { ok: false; reason: 'not_found' };
export type ResultResult = { ok: true; result: AttemptResult } | { ok: false; reason: 'not_found' | 'in_progress' };

/** The most attempts getMyAttempts lists (newest first). */
export const myAttemptsLimit = 200;
/** Due attempts the sweeper submits per transaction. */
const sweepBatch = 100;

export function createLifecycle(db: Queryable, papers: PaperCache, reports: Reports) {
  async function view(attempt: AttemptRow, now: Date, lang: string): Promise<AttemptView> {
    const paper = await papers.get(attempt.paperId);
    if (paper === null) throw new Error(`Attempt ${attempt.id}: paper ${attempt.paperId} is missing.`);
    const [responses, seqs] = await Promise.all([readResponses(db, [attempt.id]), lastSeqByClient(db, attempt.id)]);
    return attemptView(attempt, paper, responses, seqs, now, lang);
  }

  /**
   * Submits the attempt (locked here) unless it already is. At or past the deadline it counts as
   * submitted by the deadline, at the deadline (the test page submits by itself when its clock
   * reaches zero, a moment later), even while late saves are still taken.
   */
  async function submit(attemptId: string, userId: number, by: 'learner' | 'deadline'): Promise<AttemptRow | null> {
    const outcome = await db.transaction(async (tx) => {
      const read = await readAttempt(tx, attemptId, userId, true);
      if (read === null) return null;
      if (read.attempt.status === 'submitted') return { attempt: read.attempt, submitted: false };
      const ended = read.due || read.now.getTime() >= read.attempt.deadlineAt.getTime();
      const [submitted] = await submitLocked(tx, papers, [read.attempt], ended ? 'deadline' : by);
      return { attempt: submitted ?? read.attempt, submitted: submitted !== undefined };
    });
    // Committed: the paper's ranks are counted again.
    if (outcome?.submitted) reports.forget(outcome.attempt);
    return outcome?.attempt ?? null;
  }

  /** The attempt as it stands, submitting it first when its deadline has passed (submit-on-read). */
  async function current(attemptId: string, userId: number): Promise<{ attempt: AttemptRow; now: Date } | null> {
    const read = await readAttempt(db, attemptId, userId, false);
    if (read === null) return null;
    if (read.attempt.status === 'in_progress' && read.due) {
      const attempt = await submit(attemptId, userId, 'deadline');
      return attempt === null ? null : { attempt, now: read.now };
    }
    return { attempt: read.attempt, now: read.now };
  }

  return {
    /** The attempt as it stands, submitted first when due (the solutions read it this way too). */
    current,

    /**
     * Starts the learner's attempt at an exam they may take (free, or opened by a grant: see
     * services/access), or returns the one already in progress, even once that access has ended
     * (two tabs starting at once get the same one: the partial unique index).
     */
    async start(userId: number, examId: number, lang: string): Promise<StartResult> {
      /** A due attempt this start submitted, whose group's ranks are counted again once committed. */
      let submittedDue: AttemptRow | null = null;
      const outcome = await db.transaction(async (tx) => {
        // Free for everyone, or opened by the learner's plan, course or test series (services/access).
        const access = await checkExamAccess(tx, userId, examId, lang);
        if (!access.found) return { ok: false as const, reason: 'exam_not_found' as const };
        const refused = access.open ? null : { ok: false as const, reason: 'exam_locked' as const, locked: access.locked };
        // A published builder test open now stands before the exam's seeded paper (services/tests).
        const version = await currentTestVersion(tx, examId);
        // FOR SHARE: seeding cannot rewrite the paper while this attempt is being created.
        const [seeded] =
          version !== null
            ? []
            : await tx
                .select({ id: paperTable.id, minutes: paperTable.minutes })
                .from(paperTable)
                .where(and(eq(paperTable.examId, examId), isNull(paperTable.testVersionId), isNull(paperTable.ownerUserId)))
                .for('share');
        if (version === null && seeded === undefined) return refused ?? { ok: false as const, reason: 'no_paper' as const };
        const [open] = await tx
          .select({ attempt: attempts, now: databaseNow, due: isDue })
          .from(attempts)
          .where(and(eq(attempts.userId, userId), eq(attempts.examId, examId), eq(attempts.status, 'in_progress')))
          .for('update', { of: attempts });
        // An attempt begun while the exam was open goes on after the access ends: answers are never lost.
        if (open !== undefined && !open.due) return { ok: true as const, attempt: open.attempt, now: open.now };
        // Access ended: no new attempt (a due one is submitted by the sweeper or when read).
        if (refused !== null) return refused;
        if (open !== undefined) {
          await submitLocked(tx, papers, [open.attempt], 'deadline');
          submittedDue = open.attempt;
        }
        const allowed = version?.definition.attempts_allowed ?? null;
        if (version !== null && allowed !== null && (await attemptsAtTest(tx, userId, version.testId)) >= allowed) {
          return { ok: false as const, reason: 'attempts_used' as const, allowed };
        }
        // A test drawn per candidate draws this learner's paper now, with the same mix as everyone's.
        const paper = version === null ? seeded : await paperForCandidate(tx, version, examId, userId);
        if (paper === undefined || paper === null) return { ok: false as const, reason: 'no_paper' as const };
        // A test that shuffles options shows this learner an order of their own (answers are kept in the question's).
        const drawnPaper = version?.definition.shuffle_options === true ? await papers.get(paper.id, tx) : null;
        const optionOrders = drawnPaper === null ? null : drawOptionOrders(drawnPaper.questionById.values());
        // Numbered after the learner's earlier attempts at this paper, or at this test version when
        // each attempt has a paper of its own (none in progress: it is locked above).
        const earlier =
          version === null
            ? sql`(SELECT coalesce(max(${attempts.attemptNumber}), 0) + 1 FROM ${attempts} WHERE ${attempts.userId} = ${userId} AND ${attempts.paperId} = ${paper.id})`
            : sql`(SELECT coalesce(max(${attempts.attemptNumber}), 0) + 1 FROM ${attempts} WHERE ${attempts.userId} = ${userId} AND ${attempts.testVersionId} = ${version.id})`;
        const [created] = await tx
          .insert(attempts)
          .values({
            userId,
            examId,
            paperId: paper.id,
            testVersionId: version?.id ?? null,
            optionOrders,
            attemptNumber: earlier,
            deadlineAt: sql`now() + make_interval(mins => ${paper.minutes})`,
          })
          .onConflictDoNothing()
          .returning();
        if (created !== undefined) return { ok: true as const, attempt: created, now: created.startedAt };
        // Another request of this learner started it a moment ago: the paper drawn for this one is nobody's.
        if (version !== null && version.definition.draw === 'per_candidate') await tx.delete(paperTable).where(eq(paperTable.id, paper.id));
        const [raced] = await tx
          .select({ attempt: attempts, now: databaseNow })
          .from(attempts)
          .where(and(eq(attempts.userId, userId), eq(attempts.examId, examId), eq(attempts.status, 'in_progress')));
        if (raced === undefined) throw new Error('startAttempt: the attempt in progress vanished.');
        return { ok: true as const, attempt: raced.attempt, now: raced.now };
      });
      if (submittedDue !== null) reports.forget(submittedDue);
      if (!outcome.ok) return outcome;
      return { ok: true, view: await view(outcome.attempt, outcome.now, lang) };
    },

    async read(userId: number, attemptId: string, lang: string): Promise<ViewResult> {
      const found = await current(attemptId, userId);
      if (found === null) return { ok: false, reason: 'not_found' };
      return { ok: true, view: await view(found.attempt, found.now, lang) };
    },

    /** Idempotent: a second submit, or two at once, answer the same result. */
    async submit(userId: number, attemptId: string, lang: string): Promise<ResultResult> {
      const attempt = await submit(attemptId, userId, 'learner');
      if (attempt === null) return { ok: false, reason: 'not_found' };
      return resultOf(attempt, lang);
    },

    async result(userId: number, attemptId: string, lang: string): Promise<ResultResult> {
      const found = await current(attemptId, userId);
      if (found === null) return { ok: false, reason: 'not_found' };
      return resultOf(found.attempt, lang);
    },

    /** The learner's attempts, newest first; due ones are submitted first. */
    async mine(userId: number, lang: string): Promise<MyAttempt[]> {
      const list = () =>
        db
          .select({ attempt: attempts, due: isDue, examSlug: exams.slug, examTranslations: exams.translations })
          .from(attempts)
          .leftJoin(exams, eq(exams.id, attempts.examId))
          .where(eq(attempts.userId, userId))
          .orderBy(desc(attempts.startedAt))
          .limit(myAttemptsLimit);
      let rows = await list();
      const due = rows.filter((row) => row.attempt.status === 'in_progress' && row.due);
      if (due.length > 0) {
        for (const row of due) await submit(row.attempt.id, userId, 'deadline');
        rows = await list();
      }
      return Promise.all(
        rows.map(async ({ attempt, examSlug, examTranslations }) => {
          const paper = await papers.get(attempt.paperId);
          const exam = examSlug === null || examTranslations === null ? null : { slug: examSlug, title: pickTranslation(examTranslations, lang).title };
          const ranking = paper === null ? null : await reports.ranking(attempt, paper);
          return myAttempt(attempt, exam, paper, ranking, lang);
        }),
      );
    },

    /**
     * Submits attempts past their deadline (and its grace) with what was saved. Safe with several
     * servers on one database: each batch claims its attempts with FOR UPDATE SKIP LOCKED, and the
     * UPDATE re-checks `status = 'in_progress'`, so an attempt is submitted exactly once.
     * Returns how many it submitted.
     */
    async sweep(): Promise<number> {
      let total = 0;
      for (;;) {
        const submitted = await db.transaction(async (tx) => {
          const due = await tx
            .select()
            .from(attempts)
            .where(
              and(
                eq(attempts.status, 'in_progress'),
                sql`${attempts.deadlineAt} <= now() - make_interval(secs => ${saveGraceSeconds})`,
              ),
            )
            .orderBy(asc(attempts.deadlineAt))
            .limit(sweepBatch)
            .for('update', { skipLocked: true });
          return submitLocked(tx, papers, due, 'deadline');
        });
        for (const attempt of submitted) reports.forget(attempt);
        total += submitted.length;
        if (submitted.length < sweepBatch) return total;
      }
    },
  };

  async function resultOf(attempt: AttemptRow, lang: string): Promise<ResultResult> {
    // Before any work: the report is only for a submitted attempt.
    if (attempt.status !== 'submitted') return { ok: false, reason: 'in_progress' };
    const loaded = await papers.get(attempt.paperId);
    if (loaded === null) throw new Error(`Attempt ${attempt.id}: paper ${attempt.paperId} is missing.`);
    const [{ paper }, rescores] = await Promise.all([keyedPaper(db, loaded), rescoresOf(db, attempt.id)]);
    const result = attemptResult(attempt, paper, await reports.report(attempt, paper, lang), rescores, lang);
    return result === null ? { ok: false, reason: 'in_progress' } : { ok: true, result };
  }
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
