import { and, asc, eq } from 'drizzle-orm';
import type { AttemptRescore } from '@pariksha/contract/attempts';
import { attemptRescores } from '../../db/answer-keys-schema.js';
import type { Queryable } from './store.js';

/** What the rescores of an attempt changed, oldest first: the result page tells the learner. */
export async function rescoresOf(db: Queryable, attemptId: string): Promise<AttemptRescore[]> {
  const rows = await db
    .select()
    .from(attemptRescores)
    .where(and(eq(attemptRescores.attemptId, attemptId), eq(attemptRescores.notify, true)))
    .orderBy(asc(attemptRescores.rescoredAt));
  return rows.map((row) => ({
      rescored_at: row.rescoredAt.toISOString(),
      previous_score: row.previousScore,
      score: row.score,
      previous_rank: row.previousRank,
      rank: row.rank,
      questions: row.questions.map((question) => question.number),
    }));
}
