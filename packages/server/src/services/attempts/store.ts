import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { saveGraceSeconds } from '@pariksha/contract/attempts';
import type { Database } from '../../db/open.js';
import { attemptResponses, attempts, attemptSaves, type AttemptRow } from '../../db/attempts-schema.js';
import { keyedPapers } from './answer-keys.js';
import type { LoadedPaper, PaperCache } from './papers.js';
import { scoreAttempt } from './scoring.js';
import type { ResponseRow } from './views.js';

// The attempt queries the calls share: read one (locked or not) with the database's clock, its
// responses and seqs, and submit it with its score.

/** A transaction is a Database too: these helpers run in either. */
export type Queryable = Database;

/** The database's clock: one clock for every server instance, the one deadlines were set by. */
export const databaseNow = sql`now()`.mapWith(attempts.startedAt);
/** Past the deadline and its grace: closed to saves, submitted by the server. */
export const isDue = sql<boolean>`${attempts.deadlineAt} + make_interval(secs => ${saveGraceSeconds}) <= now()`.mapWith(Boolean);

export type ReadAttempt = { attempt: AttemptRow; now: Date; due: boolean };

/** The learner's attempt (null when it is not theirs or does not exist); `lock` takes it FOR UPDATE. */
export async function readAttempt(db: Queryable, attemptId: string, userId: number, lock: boolean): Promise<ReadAttempt | null> {
  const query = db
    .select({ attempt: attempts, now: databaseNow, due: isDue })
    .from(attempts)
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
  const [row] = lock ? await query.for('update', { of: attempts }) : await query;
  return row ?? null;
}

export async function readResponses(db: Queryable, attemptIds: readonly string[]): Promise<Array<ResponseRow & { attemptId: string }>> {
  if (attemptIds.length === 0) return [];
  return db
    .select({
      attemptId: attemptResponses.attemptId,
      questionId: attemptResponses.questionId,
      answer: attemptResponses.answer,
      marked: attemptResponses.marked,
      visited: attemptResponses.visited,
      timeSpentMs: attemptResponses.timeSpentMs,
    })
    .from(attemptResponses)
    .where(inArray(attemptResponses.attemptId, [...attemptIds]));
}

export async function lastSeqByClient(db: Queryable, attemptId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ clientId: attemptSaves.clientId, seq: sql<number>`max(${attemptSaves.seq})`.mapWith(Number) })
    .from(attemptSaves)
    .where(eq(attemptSaves.attemptId, attemptId))
    .groupBy(attemptSaves.clientId);
  return Object.fromEntries(rows.map((row) => [row.clientId, row.seq]));
}

/**
 * Submits the learner's practice or staff preview in progress, if any (they moved on): at most one
 * attempt without an exam is open at a time (the partial unique index). Neither is ranked: no
 * ranks to count again. In the caller's transaction.
 */
export async function submitOpenWithoutExam(tx: Queryable, papers: PaperCache, userId: number): Promise<void> {
  const [open] = await tx
    .select({ attempt: attempts, now: databaseNow, due: isDue })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), isNull(attempts.examId), eq(attempts.status, 'in_progress')))
    .for('update', { of: attempts });
  if (open === undefined) return;
  const ended = open.due || open.now.getTime() >= open.attempt.deadlineAt.getTime();
  await submitLocked(tx, papers, [open.attempt], ended ? 'deadline' : 'learner');
}

/**
 * Scores attempts that the caller holds locked (FOR UPDATE) and are in progress, and marks them
 * submitted. By the deadline: submitted at the deadline itself; by the learner: now. The keys are
 * read in this transaction with their corrections, and the attempt keeps which correction its
 * score includes: one corrected while it was being scored is caught by the rescore sweep.
 */
export async function submitLocked(
  tx: Queryable,
  papers: PaperCache,
  locked: readonly AttemptRow[],
  by: 'learner' | 'deadline',
): Promise<AttemptRow[]> {
  const open = locked.filter((attempt) => attempt.status === 'in_progress');
  const responses = await readResponses(
    tx,
    open.map((attempt) => attempt.id),
  );
  const loaded = new Map<number, LoadedPaper>();
  for (const paperId of new Set(open.map((attempt) => attempt.paperId))) {
    const paper = await papers.get(paperId, tx);
    if (paper === null) throw new Error(`Paper ${paperId} of an attempt being submitted is missing.`);
    loaded.set(paperId, paper);
  }
  // The keys of every paper in the batch, read once (a sweep submits up to 100 attempts).
  const keyed = await keyedPapers(tx, [...loaded.values()]);
  const submitted: AttemptRow[] = [];
  for (const attempt of open) {
    const found = keyed.get(attempt.paperId);
    if (found === undefined) throw new Error(`Attempt ${attempt.id}: paper ${attempt.paperId} is missing.`);
    const { paper, keyVersion } = found;
    const { score, sections } = scoreAttempt(
      paper,
      responses.filter((response) => response.attemptId === attempt.id),
    );
    const [row] = await tx
      .update(attempts)
      .set({
        status: 'submitted',
        submittedAt: by === 'deadline' ? sql`${attempts.deadlineAt}` : sql`now()`,
        submittedBy: by,
        score,
        result: sections,
        keyVersion,
      })
      .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'in_progress')))
      .returning();
    if (row !== undefined) submitted.push(row);
  }
  return submitted;
}
