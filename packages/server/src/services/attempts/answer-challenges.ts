import { and, eq, inArray } from 'drizzle-orm';
import type { AnswerChallenge, ChallengeAnswerBody, ResponseAnswer } from '@pariksha/contract/attempts';
import { answerChallenges, type AnswerChallengeRow } from '../../db/answer-keys-schema.js';
import { questions, type AttemptRow } from '../../db/attempts-schema.js';
import { keyedPaper } from './answer-keys.js';
import { answerOwn, answerShown, orderOf } from './option-orders.js';
import type { Lifecycle } from './lifecycle.js';
import type { LoadedPaper, PaperCache, PaperQuestion } from './papers.js';
import { isCorrect } from './scoring.js';
import type { Queryable } from './store.js';
import { answerOut } from './views.js';

// "Challenge this answer", from a submitted attempt's solutions, within the days the test allows:
// the learner names the answer they hold right and why; a reviewer accepts (the key is corrected
// and every attempt scored again: services/studio-questions/challenges.ts) or rejects with a note.

export type ChallengeAnswerResult =
  | { ok: true; challenge: AnswerChallenge; first: boolean }
  | { ok: false; reason: 'not_found' | 'in_progress' | 'not_in_attempt' | 'window_closed' | 'answer_invalid' | 'same_as_key' };

export function challengeView(row: AnswerChallengeRow): AnswerChallenge {
  return {
    id: row.id,
    question_id: row.questionId,
    answer: answerOut(row.proposedAnswer) ?? { choice: -1 },
    reason: row.reason,
    status: row.status,
    decision_note: row.decisionNote,
    challenged_at: row.challengedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** Until when the attempt's keys may be challenged; null when the paper takes none. */
export function challengeUntil(attempt: Pick<AttemptRow, 'submittedAt'>, paper: Pick<LoadedPaper, 'challengeDays'>): Date | null {
  if (attempt.submittedAt === null || paper.challengeDays <= 0) return null;
  return new Date(attempt.submittedAt.getTime() + paper.challengeDays * 24 * 60 * 60 * 1000);
}

/** Whether an answer is of the question's kind: an option it has, or a number. */
export function answerFits(question: Pick<PaperQuestion, 'type' | 'optionCount'>, answer: ResponseAnswer): boolean {
  switch (question.type) {
    case 'single':
      return 'choice' in answer && answer.choice >= 0 && answer.choice < question.optionCount;
    case 'multiple':
      return 'choices' in answer && answer.choices.length >= 2 && answer.choices.every((choice) => choice >= 0 && choice < question.optionCount);
    case 'numeric':
      return 'value' in answer && Number.isFinite(Number(answer.value)) && answer.value.trim() !== '';
  }
}

/** The learner's challenges of these versions, by version id. */
export async function challengesOf(db: Queryable, userId: number, questionIds: readonly number[]): Promise<Map<number, AnswerChallenge>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(answerChallenges)
    .where(and(eq(answerChallenges.userId, userId), inArray(answerChallenges.questionId, [...questionIds])));
  return new Map(rows.map((row) => [row.questionId, challengeView(row)]));
}

export function createAnswerChallenges(db: Queryable, papers: PaperCache, current: Lifecycle['current']) {
  return async function challengeAnswer(userId: number, body: ChallengeAnswerBody): Promise<ChallengeAnswerResult> {
    const found = await current(body.attempt_id, userId);
    if (found === null) return { ok: false, reason: 'not_found' };
    // Only once the answers are out: a challenge must never become a way to learn the key mid-test.
    if (found.attempt.status !== 'submitted') return { ok: false, reason: 'in_progress' };
    const loaded = await papers.get(found.attempt.paperId);
    const asked = loaded?.questionById.get(body.question_id);
    if (loaded === null || asked === undefined) return { ok: false, reason: 'not_in_attempt' };
    // The learner names options as they were shown; the challenge keeps the question's own order.
    const order = orderOf(found.attempt.optionOrders, asked);
    const shown = (challenge: AnswerChallenge): AnswerChallenge => ({ ...challenge, answer: answerShown(challenge.answer, order) });
    const [existing] = await db
      .select()
      .from(answerChallenges)
      .where(and(eq(answerChallenges.userId, userId), eq(answerChallenges.questionId, body.question_id)));
    // Sending again answers the first, even once the window has closed.
    if (existing !== undefined) return { ok: true, challenge: shown(challengeView(existing)), first: false };
    const until = challengeUntil(found.attempt, loaded);
    if (until === null || found.now.getTime() > until.getTime()) return { ok: false, reason: 'window_closed' };
    const { paper } = await keyedPaper(db, loaded);
    const question = paper.questionById.get(body.question_id);
    if (question === undefined) return { ok: false, reason: 'not_in_attempt' };
    if (!answerFits(question, body.answer)) return { ok: false, reason: 'answer_invalid' };
    const answer = answerOwn(body.answer, order);
    if (isCorrect(question, answer)) return { ok: false, reason: 'same_as_key' };
    const [version] = await db.select({ itemId: questions.itemId }).from(questions).where(eq(questions.id, body.question_id));
    if (version === undefined) return { ok: false, reason: 'not_in_attempt' };
    const proposed = 'choices' in answer ? { choices: [...new Set(answer.choices)].sort((a, b) => a - b) } : answer;
    const [inserted] = await db
      .insert(answerChallenges)
      .values({ questionId: body.question_id, itemId: version.itemId, userId, attemptId: found.attempt.id, proposedAnswer: proposed, reason: body.reason.trim() })
      .onConflictDoNothing({ target: [answerChallenges.userId, answerChallenges.questionId] })
      .returning();
    if (inserted !== undefined) return { ok: true, challenge: shown(challengeView(inserted)), first: true };
    // Two taps at once: the other one's.
    const [raced] = await db
      .select()
      .from(answerChallenges)
      .where(and(eq(answerChallenges.userId, userId), eq(answerChallenges.questionId, body.question_id)));
    if (raced === undefined) throw new Error('A challenge vanished between its insert and its read.');
    return { ok: true, challenge: shown(challengeView(raced)), first: false };
  };
}
