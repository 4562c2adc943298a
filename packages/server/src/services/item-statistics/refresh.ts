import { and, eq, inArray, sql } from 'drizzle-orm';
import { rankedPatterns } from '@pariksha/contract/attempts';
import { attemptResponseHistory, attemptResponses, attempts, papers } from '../../db/attempts-schema.js';
import { itemStatistics, paperStatisticsMarks } from '../../db/item-statistics-schema.js';
import type { Database } from '../../db/open.js';
import { keyedPapers } from '../attempts/answer-keys.js';
import type { LoadedPaper, PaperCache } from '../attempts/papers.js';
import { itemStats, type ItemResponse } from './compute.js';

// Keeps item_statistics current in the background: papers whose submitted attempts changed since
// their questions were last computed (more attempts, or scores moved by a rescore) are found by a
// count and a sum, and every question of theirs is computed again over all the candidates who were
// served it, in any paper. Submits never wait for it (the server runs it every minute or so).
// With several servers on one PostgreSQL, one computes at a time (a transaction-level advisory
// lock, tried and not waited for): the others find it taken and skip that minute.

/** Attempts read per query. */
const batch = 1_000;
/** The advisory lock's key: any fixed number. */
const refreshLockKey = 7_270_513;

type Mark = { paperId: number; attempts: number; scoreSum: number };

export function createItemStatistics(database: Database, paperCache: PaperCache) {
  /** Per question, the answers these attempts changed: a saved answer unlike the one saved before it. */
  function answerChanges(db: Database, attemptIds: readonly string[]) {
    const history = attemptResponseHistory;
    const saves = db
      .select({
        questionId: history.questionId,
        answer: history.answer,
        before: sql`lag(${history.answer}) OVER (PARTITION BY ${history.attemptId}, ${history.questionId} ORDER BY ${history.id})`.as('before'),
      })
      .from(history)
      .where(and(inArray(history.attemptId, [...attemptIds]), eq(history.keepsAnswer, false)))
      .as('saves');
    return db
      .select({ questionId: saves.questionId, changes: sql<number>`count(*)::int`.mapWith(Number) })
      .from(saves)
      .where(sql`${saves.before} IS NOT NULL AND ${saves.answer} IS NOT NULL AND ${saves.answer} IS DISTINCT FROM ${saves.before}`)
      .groupBy(saves.questionId);
  }

  /** Exam papers (not practice) whose submitted attempts are not what their statistics were computed over. */
  async function stalePapers(db: Database): Promise<Mark[]> {
    const now = await db
      .select({
        paperId: attempts.paperId,
        attempts: sql<number>`count(*)::int`.mapWith(Number),
        scoreSum: sql<number>`coalesce(sum(${attempts.score}), 0)::float8`.mapWith(Number),
      })
      .from(attempts)
      .innerJoin(papers, eq(papers.id, attempts.paperId))
      .where(and(eq(attempts.status, 'submitted'), inArray(papers.pattern, [...rankedPatterns])))
      .groupBy(attempts.paperId);
    const marks = new Map((await db.select().from(paperStatisticsMarks)).map((mark) => [mark.paperId, mark]));
    return now.filter((mark) => {
      const kept = marks.get(mark.paperId);
      return kept === undefined || kept.attempts !== mark.attempts || Math.abs(kept.scoreSum - mark.scoreSum) > 1e-6;
    });
  }

  return {
    /** Computes again the questions of every stale paper; returns how many questions (0 when another server is at it). */
    refresh(): Promise<number> {
      return database.transaction(async (db) => {
        const [lock] = await db.select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${refreshLockKey})`.mapWith(Boolean) }).from(sql`(SELECT 1) AS one`);
        if (lock?.taken !== true) return 0;
        return refreshLocked(db);
      });
    },
  };

  async function refreshLocked(db: Database): Promise<number> {
    const stale = await stalePapers(db);
    if (stale.length === 0) return 0;
    const staleIds = new Set(stale.map((mark) => mark.paperId));
    // Every exam paper, keyed as scored: a question's candidates are in any paper that holds it.
    const examPapers = await db.select({ id: papers.id }).from(papers).where(inArray(papers.pattern, [...rankedPatterns]));
    const loaded: LoadedPaper[] = [];
    for (const { id } of examPapers) {
      const paper = await paperCache.get(id, db);
      if (paper !== null) loaded.push(paper);
    }
    const keyed = [...(await keyedPapers(db, loaded)).values()].map((found) => found.paper);
    const questionIds = new Set(keyed.filter((paper) => staleIds.has(paper.id)).flatMap((paper) => [...paper.questionById.keys()]));
    const holding = keyed.filter((paper) => [...paper.questionById.keys()].some((id) => questionIds.has(id)));
    const paperById = new Map(holding.map((paper) => [paper.id, paper]));

    const responsesOf = new Map<number, ItemResponse[]>([...questionIds].map((id) => [id, []]));
    const candidates = await db
      .select({ id: attempts.id, paperId: attempts.paperId, score: attempts.score })
      .from(attempts)
      .where(and(eq(attempts.status, 'submitted'), inArray(attempts.paperId, [...paperById.keys()])));
    const changes = new Map<number, number>();
    for (let start = 0; start < candidates.length; start += batch) {
      const slice = candidates.slice(start, start + batch);
      const ids = slice.map((attempt) => attempt.id);
      const saved = await db
        .select({ attemptId: attemptResponses.attemptId, questionId: attemptResponses.questionId, answer: attemptResponses.answer, timeSpentMs: attemptResponses.timeSpentMs })
        .from(attemptResponses)
        .where(inArray(attemptResponses.attemptId, ids));
      const changed = await answerChanges(db, ids);
      for (const row of changed) changes.set(row.questionId, (changes.get(row.questionId) ?? 0) + row.changes);
      const byAttempt = new Map<string, Map<number, (typeof saved)[number]>>();
      for (const row of saved) {
        const answers = byAttempt.get(row.attemptId) ?? new Map();
        answers.set(row.questionId, row);
        byAttempt.set(row.attemptId, answers);
      }
      for (const attempt of slice) {
        const paper = paperById.get(attempt.paperId);
        if (paper === undefined) continue;
        const fraction = paper.totalMarks > 0 ? (attempt.score ?? 0) / paper.totalMarks : 0;
        const answers = byAttempt.get(attempt.id);
        for (const questionId of paper.questionById.keys()) {
          const list = responsesOf.get(questionId);
          if (list === undefined) continue;
          const saved = answers?.get(questionId);
          list.push({ fraction, answer: saved?.answer ?? null, timeSpentMs: saved?.timeSpentMs ?? 0 });
        }
      }
    }

    const questionOf = new Map(holding.flatMap((paper) => [...paper.questionById.entries()]));
    const rows = [...responsesOf.entries()].flatMap(([questionId, responses]) => {
      const question = questionOf.get(questionId);
      if (question === undefined) return [];
      const stats = itemStats(question, responses, changes.get(questionId) ?? 0);
      return [{ questionId, ...stats, computedAt: new Date() }];
    });
    for (let start = 0; start < rows.length; start += batch) {
      await db
        .insert(itemStatistics)
        .values(rows.slice(start, start + batch))
        .onConflictDoUpdate({
          target: itemStatistics.questionId,
          set: {
            candidates: sql`excluded.candidates`,
            answered: sql`excluded.answered`,
            correct: sql`excluded.correct`,
            facility: sql`excluded.facility`,
            discrimination: sql`excluded.discrimination`,
            meanTimeMs: sql`excluded.mean_time_ms`,
            answerChanges: sql`excluded.answer_changes`,
            optionShares: sql`excluded.option_shares`,
            flags: sql`excluded.flags`,
            computedAt: sql`excluded.computed_at`,
          },
        });
    }
    for (const mark of stale) {
      await db
        .insert(paperStatisticsMarks)
        .values({ ...mark, computedAt: new Date() })
        .onConflictDoUpdate({ target: paperStatisticsMarks.paperId, set: { attempts: mark.attempts, scoreSum: mark.scoreSum, computedAt: new Date() } });
    }
    return rows.length;
  }
}

export type ItemStatisticsService = ReturnType<typeof createItemStatistics>;
