import { createHash } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ResponseChange, SaveAck, SaveResponsesInput } from '@pariksha/contract/attempts';
import {
  attemptResponseHistory,
  attemptResponses,
  attempts,
  attemptSaves,
  type AttemptRow,
} from '../../db/attempts-schema.js';
import { answerProblem } from './answers.js';
import { saveInOneStatement } from './fast-save.js';
import { answerOwn, orderOf } from './option-orders.js';
import { leavingAt, savableAt, timesSections } from './section-windows.js';
import type { LoadedPaper, PaperCache } from './papers.js';
import type { RankGroup } from './ranking.js';
import { type Queryable, readAttempt, submitLocked } from './store.js';

export type SaveResult =
  | { ok: true; ack: SaveAck }
  | { ok: false; reason: 'not_found' | 'closed' }
  /** The seq was used by another tab holding the same client_id: nothing more of it applies. */
  | { ok: false; reason: 'seq_conflict' }
  | { ok: false; reason: 'invalid'; fields: Record<string, string> };

function ackOf(attempt: AttemptRow, input: SaveResponsesInput, now: Date): SaveAck {
  return {
    attempt_id: attempt.id,
    client_id: input.client_id,
    seq: input.seq,
    server_time: now.toISOString(),
    deadline_at: attempt.deadlineAt.toISOString(),
    status: attempt.status === 'submitted' ? 'submitted' : 'in_progress',
  };
}

/** Each change must name a question of this attempt's paper, with an answer of its type. */
function problems(paper: LoadedPaper, changes: readonly ResponseChange[]): Record<string, string> {
  const fields: Record<string, string> = {};
  changes.forEach((change, index) => {
    const question = paper.questionById.get(change.question_id);
    if (question === undefined) {
      fields[`changes.${index}.question_id`] = 'This question is not in this attempt’s paper.';
      return;
    }
    const problem = answerProblem(question, change.answer);
    if (problem !== null) fields[`changes.${index}.answer`] = problem;
  });
  return fields;
}

/** The batch with its options named in each question's own order (the screen sends them as shown). */
function inOwnOrder(paper: LoadedPaper, orders: AttemptRow['optionOrders'], input: SaveResponsesInput): SaveResponsesInput {
  if (orders === null) return input;
  return {
    ...input,
    changes: input.changes.map((change) => {
      const question = paper.questionById.get(change.question_id);
      return question === undefined ? change : { ...change, answer: answerOwn(change.answer, orderOf(orders, question)) };
    }),
  };
}

/**
 * One row per question: the batch's last change of it, with the time of all of them; it keeps the
 * server's answer only when every one of them did (a visit after a choice still carries the choice).
 */
function collapse(changes: readonly ResponseChange[]): ResponseChange[] {
  const byQuestion = new Map<number, ResponseChange>();
  for (const change of changes) {
    const earlier = byQuestion.get(change.question_id);
    if (earlier === undefined) {
      byQuestion.set(change.question_id, change);
      continue;
    }
    const { keeps_answer: _, ...last } = change;
    const keepsAnswer = earlier.keeps_answer === true && change.keeps_answer === true;
    byQuestion.set(change.question_id, {
      ...last,
      time_spent_ms: earlier.time_spent_ms + change.time_spent_ms,
      ...(keepsAnswer ? { keeps_answer: true } : {}),
    });
  }
  return [...byQuestion.values()];
}

/**
 * Writes changes of one kind: an answer (the latest save wins) or a visit (time and the visit
 * only, the answer and mark stay). A change from this client below a seq that set the row is left
 * out (only a batch written at the same moment can be below). Returns the rows written.
 */
async function upsert(tx: Queryable, attemptId: string, input: SaveResponsesInput, changes: readonly ResponseChange[], kind: 'answer' | 'visit') {
  if (changes.length === 0) return [];
  const seen = {
    // A question once seen stays seen.
    visited: sql`${attemptResponses.visited} OR excluded.visited`,
    timeSpentMs: sql`${attemptResponses.timeSpentMs} + excluded.time_spent_ms`,
    updatedAt: sql`now()`,
  };
  const answered = {
    answer: sql`excluded.answer`,
    marked: sql`excluded.marked`,
    clientId: sql`excluded.client_id`,
    clientSeq: sql`excluded.client_seq`,
  };
  return tx
    .insert(attemptResponses)
    .values(
      changes.map((change) => ({
        attemptId,
        questionId: change.question_id,
        answer: change.answer,
        marked: change.marked,
        visited: change.visited,
        timeSpentMs: change.time_spent_ms,
        clientId: input.client_id,
        clientSeq: input.seq,
      })),
    )
    .onConflictDoUpdate({
      target: [attemptResponses.attemptId, attemptResponses.questionId],
      set: kind === 'answer' ? { ...seen, ...answered } : seen,
      setWhere: sql`${attemptResponses.clientId} <> excluded.client_id OR ${attemptResponses.clientSeq} < excluded.client_seq`,
    })
    .returning({ questionId: attemptResponses.questionId });
}

/** What the batch held: a retry sends the very same changes, so the same text. */
export function batchHashOf(input: SaveResponsesInput): string {
  return createHash('sha256').update(JSON.stringify(input.changes)).digest('base64url');
}

/**
 * What this client saved at or after the batch's seq: nothing (the batch is new), the same batch
 * (a retry), or something else — another tab sharing the client_id (a duplicated browser tab
 * copies it), whose seqs run alongside this one's. Applying it would let one tab's answers be
 * ignored as "older" than the other's, so it is refused and the tab takes a new id.
 */
async function priorSave(tx: Queryable, attemptId: string, input: SaveResponsesInput, hash: string): Promise<'none' | 'replay' | 'conflict'> {
  const [row] = await tx
    .select({ seq: attemptSaves.seq, batchHash: attemptSaves.batchHash })
    .from(attemptSaves)
    .where(and(eq(attemptSaves.attemptId, attemptId), eq(attemptSaves.clientId, input.client_id), gte(attemptSaves.seq, input.seq)))
    .orderBy(asc(attemptSaves.seq))
    .limit(1);
  if (row === undefined) return 'none';
  // Batches saved before hashes were kept count as the same.
  return row.seq === input.seq && (row.batchHash === null || row.batchHash === hash) ? 'replay' : 'conflict';
}

/**
 * Applies a batch once. The usual save (the attempt open, the batch new, its sections not timed)
 * is one statement (fast-save.ts); the rest is decided in a transaction holding the attempt row,
 * where a due attempt is submitted and a closed one refuses the save. A batch already applied (same attempt,
 * client_id, seq and changes) is answered with its acknowledgement again and changes nothing, even
 * after the attempt closed. A client's batches must come with rising seqs: any other batch at or
 * below a seq it used is a second tab with the same client_id and gets `seq_conflict`. A change
 * from another client always applies (the latest save wins across tabs).
 */
/**
 * `submitted(attempt)`: told after a transaction that submitted a due attempt has committed (its
 * group's ranks are counted again).
 */
export function createSaves(db: Queryable, papers: PaperCache, submitted: (group: RankGroup) => void) {
  // An attempt's paper and option orders never change: looked up once per attempt and learner (never another's).
  const paperOfAttempt = new LRUCache<string, Pick<AttemptRow, 'paperId' | 'optionOrders'>>({ max: 50_000 });

  async function paperFor(userId: number, attemptId: string): Promise<{ paper: LoadedPaper | null; orders: AttemptRow['optionOrders'] } | null> {
    const key = `${userId}:${attemptId}`;
    let found = paperOfAttempt.get(key);
    if (found === undefined) {
      const [row] = await db
        .select({ paperId: attempts.paperId, optionOrders: attempts.optionOrders })
        .from(attempts)
        .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
      if (row === undefined) return null;
      found = row;
      paperOfAttempt.set(key, found);
    }
    return { paper: await papers.get(found.paperId), orders: found.optionOrders };
  }

  return async function saveResponses(userId: number, sent: SaveResponsesInput): Promise<SaveResult> {
    const found = await paperFor(userId, sent.attempt_id);
    const paper = found?.paper ?? null;
    if (found === null || paper === null) return { ok: false, reason: 'not_found' };
    const fields = problems(paper, sent.changes);
    if (Object.keys(fields).length > 0) return { ok: false, reason: 'invalid', fields };
    // A retry is the same batch as sent; what is stored is in each question's own option order.
    const hash = batchHashOf(sent);
    const input = inOwnOrder(paper, found.orders, sent);
    const collapsed = collapse(input.changes);
    // A paper timing its sections is saved the transactional way, where each section's window is checked.
    const fast = timesSections(paper) ? ({ open: false } as const) : await saveInOneStatement(db, userId, input, collapsed, hash);
    // Fewer rows written than asked: a higher seq of this client landed at the same moment (two
    // tabs, one id); the rest is refused like any other conflict, and the tab sends it again as a new client.
    if (fast.open && fast.fresh && fast.applied < collapsed.length) return { ok: false, reason: 'seq_conflict' };
    // A retry of this batch while the attempt is open: the same acknowledgement, from the one statement.
    if (fast.open && (fast.fresh || fast.replay)) {
      const ack: SaveAck = {
        attempt_id: input.attempt_id,
        client_id: input.client_id,
        seq: input.seq,
        server_time: new Date(fast.now).toISOString(),
        deadline_at: new Date(fast.deadlineAt).toISOString(),
        status: 'in_progress',
      };
      return { ok: true, ack };
    }
    // Closed, due, gone, a retry or a conflict: decided with the attempt locked (saves in flight finish first).
    let submittedPaper: RankGroup | null = null;
    const result = await db.transaction(async (tx): Promise<SaveResult> => {
      const read = await readAttempt(tx, input.attempt_id, userId, true);
      if (read === null) return { ok: false, reason: 'not_found' };
      let { attempt } = read;
      if (attempt.status === 'in_progress' && read.due) {
        const [closed] = await submitLocked(tx, papers, [attempt], 'deadline');
        if (closed !== undefined) {
          attempt = closed;
          submittedPaper = closed;
        }
      }
      const prior = await priorSave(tx, attempt.id, input, hash);
      if (prior === 'replay') return { ok: true, ack: ackOf(attempt, input, read.now) };
      if (attempt.status !== 'in_progress') return { ok: false, reason: 'closed' };
      if (prior === 'conflict') return { ok: false, reason: 'seq_conflict' };
      const paper = await papers.get(attempt.paperId, tx);
      if (paper === null) throw new Error(`Attempt ${attempt.id}: paper ${attempt.paperId} is missing.`);
      const fields = problems(paper, input.changes);
      if (Object.keys(fields).length > 0) return { ok: false, reason: 'invalid', fields };

      const [fresh] = await tx
        .insert(attemptSaves)
        .values({ attemptId: attempt.id, clientId: input.client_id, seq: input.seq, batchHash: hash })
        .onConflictDoNothing()
        .returning({ seq: attemptSaves.seq });
      // Saves of this attempt wait for its lock, so none can have taken the seq since priorSave.
      if (fresh === undefined) return { ok: false, reason: 'seq_conflict' };

      // A change to a section outside its window is left out (by the database's clock, as deadlines
      // are). A change reaching the next section leaves the open one, when it may be left early:
      // the changes before it in the batch were made in the open one, so they are taken too.
      const openBefore = savableAt(paper, attempt, read.now);
      const leaving = leavingAt(paper, attempt, read.now, collapsed.map((change) => change.question_id));
      if (leaving !== null) {
        const [moved] = await tx.update(attempts).set(leaving).where(eq(attempts.id, attempt.id)).returning();
        if (moved !== undefined) attempt = moved;
      }
      const openAfter = leaving === null ? openBefore : savableAt(paper, attempt, read.now);
      const inWindow = collapsed.filter((change) => openBefore(change.question_id) || openAfter(change.question_id));
      const applied = [
        ...(await upsert(tx, attempt.id, input, inWindow.filter((change) => change.keeps_answer !== true), 'answer')),
        ...(await upsert(tx, attempt.id, input, inWindow.filter((change) => change.keeps_answer === true), 'visit')),
      ];
      const appliedIds = new Set(applied.map((row) => row.questionId));
      const history = input.changes.filter((change) => appliedIds.has(change.question_id));
      if (history.length > 0) {
        await tx.insert(attemptResponseHistory).values(
          history.map((change) => ({
            attemptId: attempt.id,
            questionId: change.question_id,
            clientId: input.client_id,
            seq: input.seq,
            answer: change.answer,
            marked: change.marked,
            visited: change.visited,
            timeSpentMs: change.time_spent_ms,
            keepsAnswer: change.keeps_answer === true,
          })),
        );
      }
      return { ok: true, ack: ackOf(attempt, input, read.now) };
    });
    if (submittedPaper !== null) submitted(submittedPaper);
    return result;
  };
}
