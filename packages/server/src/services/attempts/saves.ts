import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ResponseChange, SaveAck, SaveResponsesInput } from '../../contract/attempts.js';
import { attemptResponseHistory, attemptResponses, attempts, attemptSaves, type AttemptRow } from '../../db/schema.js';
import { answerProblem } from './answers.js';
import { saveInOneStatement } from './fast-save.js';
import type { LoadedPaper, PaperCache } from './papers.js';
import { type Queryable, readAttempt, submitLocked } from './store.js';

export type SaveResult =
  | { ok: true; ack: SaveAck }
  | { ok: false; reason: 'not_found' | 'closed' }
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

/** One row per question: the batch's last change of it, with the time of all of them. */
function collapse(changes: readonly ResponseChange[]): ResponseChange[] {
  const byQuestion = new Map<number, ResponseChange>();
  for (const change of changes) {
    const earlier = byQuestion.get(change.question_id);
    byQuestion.set(
      change.question_id,
      earlier === undefined ? change : { ...change, time_spent_ms: earlier.time_spent_ms + change.time_spent_ms },
    );
  }
  return [...byQuestion.values()];
}

async function isApplied(tx: Queryable, attemptId: string, clientId: string, seq: number): Promise<boolean> {
  const [row] = await tx
    .select({ seq: attemptSaves.seq })
    .from(attemptSaves)
    .where(and(eq(attemptSaves.attemptId, attemptId), eq(attemptSaves.clientId, clientId), eq(attemptSaves.seq, seq)));
  return row !== undefined;
}

/**
 * Applies a batch once. The usual save (the attempt open) is one statement (fast-save.ts); the
 * rest is decided in a transaction holding the attempt row, where a due attempt is submitted and
 * a closed one refuses the save. A batch already applied (same attempt, client_id and seq) is
 * answered with its acknowledgement again and changes nothing, even after the attempt closed. A
 * change from a client whose later seq already set that question is ignored (a late retry); a
 * change from another client always applies (the latest save wins across tabs).
 */
export function createSaves(db: Queryable, papers: PaperCache) {
  // An attempt's paper never changes: looked up once per attempt and learner (never another's).
  const paperOfAttempt = new LRUCache<string, number>({ max: 50_000 });

  async function paperFor(userId: number, attemptId: string): Promise<LoadedPaper | null> {
    const key = `${userId}:${attemptId}`;
    let paperId = paperOfAttempt.get(key);
    if (paperId === undefined) {
      const [row] = await db
        .select({ paperId: attempts.paperId })
        .from(attempts)
        .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)));
      if (row === undefined) return null;
      paperId = row.paperId;
      paperOfAttempt.set(key, paperId);
    }
    return papers.get(paperId);
  }

  return async function saveResponses(userId: number, input: SaveResponsesInput): Promise<SaveResult> {
    const paper = await paperFor(userId, input.attempt_id);
    if (paper === null) return { ok: false, reason: 'not_found' };
    const fields = problems(paper, input.changes);
    if (Object.keys(fields).length > 0) return { ok: false, reason: 'invalid', fields };
    const fast = await saveInOneStatement(db, userId, input, collapse(input.changes));
    if (fast.open) {
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
    // Closed, due or gone: decided with the attempt locked.
    return db.transaction(async (tx): Promise<SaveResult> => {
      const read = await readAttempt(tx, input.attempt_id, userId, true);
      if (read === null) return { ok: false, reason: 'not_found' };
      let { attempt } = read;
      if (attempt.status === 'in_progress' && read.due) {
        attempt = (await submitLocked(tx, papers, [attempt], 'deadline'))[0] ?? attempt;
      }
      if (attempt.status !== 'in_progress') {
        const replay = await isApplied(tx, attempt.id, input.client_id, input.seq);
        return replay ? { ok: true, ack: ackOf(attempt, input, read.now) } : { ok: false, reason: 'closed' };
      }
      const paper = await papers.get(attempt.paperId, tx);
      if (paper === null) throw new Error(`Attempt ${attempt.id}: paper ${attempt.paperId} is missing.`);
      const fields = problems(paper, input.changes);
      if (Object.keys(fields).length > 0) return { ok: false, reason: 'invalid', fields };

      const [fresh] = await tx
        .insert(attemptSaves)
        .values({ attemptId: attempt.id, clientId: input.client_id, seq: input.seq })
        .onConflictDoNothing()
        .returning({ seq: attemptSaves.seq });
      if (fresh === undefined) return { ok: true, ack: ackOf(attempt, input, read.now) };

      const applied = await tx
        .insert(attemptResponses)
        .values(
          collapse(input.changes).map((change) => ({
            attemptId: attempt.id,
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
          set: {
            answer: sql`excluded.answer`,
            marked: sql`excluded.marked`,
            // A question once seen stays seen.
            visited: sql`${attemptResponses.visited} OR excluded.visited`,
            timeSpentMs: sql`${attemptResponses.timeSpentMs} + excluded.time_spent_ms`,
            clientId: sql`excluded.client_id`,
            clientSeq: sql`excluded.client_seq`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${attemptResponses.clientId} <> excluded.client_id OR ${attemptResponses.clientSeq} < excluded.client_seq`,
        })
        .returning({ questionId: attemptResponses.questionId });
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
          })),
        );
      }
      return { ok: true, ack: ackOf(attempt, input, read.now) };
    });
  };
}
