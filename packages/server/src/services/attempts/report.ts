import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { isRankedPattern, type AnswerChanges, type AttemptBenchmarks, type AttemptRanking, type QuestionResult, type WeakTopics } from '@pariksha/contract/attempts';
import { attemptResponseHistory, attempts, type AttemptRow } from '../../db/attempts-schema.js';
import { keyedPapers } from './answer-keys.js';
import { type AnsweredPaper, countAnswerChanges, questionResults, topicAccuracy } from './analysis.js';
import type { LoadedPaper, PaperCache } from './papers.js';
import type { CacheClock } from '../cache-expiry.js';
import { createRankings } from './ranking.js';
import { type Queryable, readResponses } from './store.js';

// Everything a submitted attempt's result shows beyond its score: rank, the average and the topper,
// each question's outcome and time, answers changed, and weak topics across recent attempts.

/** Weak topics count this attempt and the learner's attempts before it, up to this many in all. */
export const weakTopicAttempts = 20;

export type AttemptReport = {
  ranking: AttemptRanking | null;
  benchmarks: AttemptBenchmarks | null;
  questions: QuestionResult[];
  answer_changes: AnswerChanges;
  weak_topics: WeakTopics;
};

/** Analyses kept (a 200-question attempt's is about 30 kB). */
const analysesKept = 1000;

type Analysis = Pick<AttemptReport, 'questions' | 'answer_changes' | 'weak_topics'>;

export function createReports(db: Queryable, papers: PaperCache, clock?: CacheClock) {
  const rankings = createRankings(db, clock);

  /** This attempt and the learner's submitted attempts before it, newest first. */
  function recentAttempts(attempt: AttemptRow) {
    return db
      .select({ id: attempts.id, paperId: attempts.paperId })
      .from(attempts)
      .where(
        and(
          eq(attempts.userId, attempt.userId),
          eq(attempts.status, 'submitted'),
          // Compared in the database: its microseconds are lost in a JavaScript Date.
          sql`${attempts.startedAt} <= (SELECT a.started_at FROM attempts a WHERE a.id = ${attempt.id})`,
        ),
      )
      .orderBy(desc(attempts.startedAt))
      .limit(weakTopicAttempts);
  }

  type Recent = Awaited<ReturnType<typeof recentAttempts>>;
  type Responses = Awaited<ReturnType<typeof readResponses>>;

  async function weakTopics(recent: Recent, responses: Responses, lang: string): Promise<WeakTopics> {
    const loaded = new Map<number, LoadedPaper>();
    for (const row of recent) {
      const paper = await papers.get(row.paperId);
      if (paper !== null) loaded.set(paper.id, paper);
    }
    // Scored by the keys in force, corrections included, as the attempts' scores are.
    const keyed = await keyedPapers(db, [...loaded.values()]);
    const answered: AnsweredPaper[] = [];
    for (const row of recent) {
      const paper = keyed.get(row.paperId)?.paper;
      if (paper === undefined) continue;
      const answers = new Map(responses.filter((response) => response.attemptId === row.id).map((response) => [response.questionId, response.answer]));
      answered.push({ paper, answers });
    }
    return { attempts: answered.length, topics: topicAccuracy(answered, lang) };
  }

  /** What the saves and the learner's attempts say, for an attempt and the attempts counted with it. */
  async function analyse(attempt: AttemptRow, paper: LoadedPaper, recent: Recent, lang: string): Promise<Analysis> {
    const [history, responses] = await Promise.all([
      db
        .select({ questionId: attemptResponseHistory.questionId, answer: attemptResponseHistory.answer, keepsAnswer: attemptResponseHistory.keepsAnswer })
        .from(attemptResponseHistory)
        .where(eq(attemptResponseHistory.attemptId, attempt.id))
        .orderBy(asc(attemptResponseHistory.id)),
      // One read of the answers of every attempt weak topics count, this one's among them.
      readResponses(db, [...new Set([attempt.id, ...recent.map((row) => row.id)])]),
    ]);
    const final = responses.filter((response) => response.attemptId === attempt.id);
    return {
      questions: questionResults(paper, final),
      answer_changes: countAnswerChanges(paper, history, final),
      weak_topics: await weakTopics(recent, responses, lang),
    };
  }

  /**
   * A submitted attempt's saves never change, nor do the attempts counted with it while they are
   * the same ones: the analysis is kept under their ids (a learner's attempt submitted since, or
   * one started earlier and submitted later, makes a new key; so does a corrected answer key).
   * Only rank and averages move.
   */
  const analyses = new LRUCache<string, Analysis>({ max: analysesKept });

  return {
    /** Ranks are counted on every read: more candidates keep arriving after this one submitted. */
    async report(attempt: AttemptRow, paper: LoadedPaper, lang: string): Promise<AttemptReport> {
      const [recent, standing] = await Promise.all([
        recentAttempts(attempt),
        !isRankedPattern(paper.pattern) ? null : rankings.of(attempt, attempt.score ?? 0, attempt.attemptNumber === 1),
      ]);
      // The key version too: a corrected key changes the outcomes.
      const key = `${attempt.id} ${attempt.keyVersion} ${lang} ${recent.map((row) => row.id).join(',')}`;
      let analysis = analyses.get(key);
      if (analysis === undefined) {
        analysis = await analyse(attempt, paper, recent, lang);
        analyses.set(key, analysis);
      }
      return { ranking: standing?.ranking ?? null, benchmarks: standing?.benchmarks ?? null, ...analysis };
    },

    /** After a submit in the group (an attempt row will do) has committed: its ranks are counted again. */
    forget: rankings.forget,

    /** The standing alone, for the list of attempts. */
    async ranking(attempt: AttemptRow, paper: LoadedPaper): Promise<AttemptRanking | null> {
      if (!isRankedPattern(paper.pattern) || attempt.status !== 'submitted') return null;
      return rankings.rank(attempt, attempt.score ?? 0, attempt.attemptNumber === 1);
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
