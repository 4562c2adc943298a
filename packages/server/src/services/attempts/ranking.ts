import { and, asc, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AttemptBenchmarks, AttemptRanking } from '@pariksha/contract/attempts';
import { attempts } from '../../db/attempts-schema.js';
import { type CacheClock, cacheClockOptions } from '../cache-expiry.js';
import { roundMarks } from './papers.js';
import type { Queryable } from './store.js';

// Where an attempt stands among the first attempts of every learner who took the paper. The
// database counts (attempts_rank_idx: paper, score desc, first submitted attempts only), so a
// result costs the same with 10 candidates or 10,000.

/** Fewer candidates than this: the rank is provisional. */
export const provisionalBelow = 10;

type Standing = { candidates: number; higher: number; atOrBelow: number };

/**
 * Who an attempt is ranked with: the candidates of its paper, or of its builder test version when
 * it has one (a test drawn per candidate gives each their own paper of the same mix).
 */
export type RankGroup = { paperId: number; testVersionId: number | null };

const groupKey = (group: RankGroup): string => (group.testVersionId === null ? `p${group.paperId}` : `t${group.testVersionId}`);

/** First attempts, submitted, in the group: literal, so the planner matches the partial index. */
export const rankedAttempts = (group: RankGroup) =>
  group.testVersionId === null
    ? and(eq(attempts.paperId, group.paperId), sql`${attempts.status} = 'submitted' AND ${attempts.attemptNumber} = 1`)
    : and(
        eq(attempts.testVersionId, group.testVersionId),
        sql`${attempts.status} = 'submitted' AND ${attempts.attemptNumber} = 1 AND ${attempts.testVersionId} IS NOT NULL`,
      );

async function standing(db: Queryable, group: RankGroup, score: number): Promise<Standing> {
  const [row] = await db
    .select({
      candidates: sql<number>`count(*)::int`.mapWith(Number),
      higher: sql<number>`(count(*) FILTER (WHERE ${attempts.score} > ${score}))::int`.mapWith(Number),
      atOrBelow: sql<number>`(count(*) FILTER (WHERE ${attempts.score} <= ${score}))::int`.mapWith(Number),
    })
    .from(attempts)
    .where(rankedAttempts(group));
  return row ?? { candidates: 0, higher: 0, atOrBelow: 0 };
}

/**
 * Rank 1 + those who scored more (equal scores share a rank); percentile: the share who scored
 * the same or less, rounded down to one decimal so that only the top scorers read 100. A retake
 * (not counted) is placed against the first attempts without joining them.
 */
export function rankingOf({ candidates, higher, atOrBelow }: Standing, counted: boolean): AttemptRanking {
  const percentile = candidates === 0 ? 100 : Math.floor((1000 * atOrBelow) / candidates) / 10;
  return { rank: higher + 1, candidates, percentile, provisional: candidates < provisionalBelow, counted };
}

/** The fields of each section's result that are averaged. */
const averagedFields = ['score', 'timeSpentMs', 'correct', 'attempted'] as const;

async function computeBenchmarks(db: Queryable, group: RankGroup): Promise<AttemptBenchmarks | null> {
  // The topper: the highest score read off attempts_rank_idx, then the earliest of those who
  // share it (ordering every candidate by score, time and id read them all: 7 ms against 0.6 ms
  // with 10,000 candidates on PGlite).
  const highest = db.select({ score: sql`max(${attempts.score})` }).from(attempts).where(rankedAttempts(group));
  const topper = await db
    .select({ score: attempts.score, result: attempts.result })
    .from(attempts)
    .where(and(rankedAttempts(group), sql`${attempts.score} = (${highest})`))
    .orderBy(asc(attempts.submittedAt), asc(attempts.id))
    .limit(1);
  const best = topper[0];
  if (best === undefined || best.result === null || best.result.length === 0) return null;
  // Every candidate's sections are the paper's (a paper with attempts never changes), so each
  // section's fields are read by position in one pass: no row per section to sort and group
  // (51 against 77 ms with 10,000 candidates on PGlite, whose sort spilled to disk).
  const sectionMeans = best.result.map(
    (_, index) =>
      sql`json_build_array(${sql.join(
        averagedFields.map((field) => sql`avg((${attempts.result} -> ${sql.raw(String(index))} ->> ${field})::float8)`),
        sql`, `,
      )})`,
  );
  const [means] = await db
    .select({
      candidates: sql<number>`count(*)::int`.mapWith(Number),
      sections: sql<Array<[number, number, number, number]>>`json_build_array(${sql.join(sectionMeans, sql`, `)})`,
    })
    .from(attempts)
    .where(rankedAttempts(group));
  if (means === undefined) return null;
  const sections = means.sections.map(([score, time, correct, attempted]) => ({
    score: roundMarks(Number(score)),
    time_spent_ms: Math.round(Number(time)),
    correct: roundMarks(Number(correct)),
    attempted: roundMarks(Number(attempted)),
  }));
  const topperSections = best.result.map((section) => ({
    score: section.score,
    time_spent_ms: section.timeSpentMs,
    correct: section.correct,
    attempted: section.attempted,
  }));
  const total = (list: readonly { score: number; time_spent_ms: number }[]) => ({
    score: roundMarks(list.reduce((sum, section) => sum + section.score, 0)),
    time_spent_ms: list.reduce((sum, section) => sum + section.time_spent_ms, 0),
  });
  return {
    candidates: means.candidates,
    average: { ...total(sections), sections },
    topper: { score: roundMarks(best.score ?? 0), time_spent_ms: total(topperSections).time_spent_ms, sections: topperSections },
  };
}

/**
 * A standing (candidates, and those above and at or below a score) is kept this long. The server
 * forgets a paper's standings as soon as it submits an attempt at it, so only submits on another
 * server (PostgreSQL with several) are seen up to this late; meanwhile, results read at a test's
 * end (thousands at once) count each score once rather than once per learner.
 */
export const standingFreshMs = 2000;

export type Rankings = {
  /** Forgets what is kept for a group: call it after a submit in it has committed. */
  forget(group: RankGroup): void;
  /** The attempt's standing alone. */
  rank(group: RankGroup, score: number, counted: boolean): Promise<AttemptRanking>;
  /** The attempt's standing, and the average candidate and the topper beside it. */
  of(group: RankGroup, score: number, counted: boolean): Promise<{ ranking: AttemptRanking; benchmarks: AttemptBenchmarks | null }>;
};

/**
 * Kept averages are recomputed when the candidates have grown by more than this share of them
 * and the kept ones are older than `benchmarksFreshMs`: with 10,000 candidates, one more moves
 * an average by a hundredth of a mark at most, while recomputing reads all 10,000 (about 50 ms
 * on PGlite), which at a test's end would happen for every submit.
 */
const benchmarksDriftShare = 0.01;
const benchmarksFreshMs = 30_000;

/** Whether averages computed over `kept` candidates `ageMs` ago still stand for `now` candidates. */
export function benchmarksStand(kept: number, now: number, ageMs: number): boolean {
  if (kept === now) return true;
  return Math.abs(now - kept) <= kept * benchmarksDriftShare && ageMs < benchmarksFreshMs;
}

/**
 * The averages read every candidate's sections, so they are kept per paper: exact while the
 * candidates are few, within a hundredth of them and half a minute once they are many (see
 * benchmarksStand; they say how many candidates they are over). The rank itself is counted on
 * every read. The averages' age and the kept standings (`standingFreshMs`) run on `clock`
 * (default: the process's; tests move one on).
 */
export function createRankings(db: Queryable, clock?: CacheClock): Rankings {
  const now = clock ?? Date.now;
  const cache = new LRUCache<string, { candidates: number; at: number; benchmarks: AttemptBenchmarks | null }>({ max: 500 });
  // Keyed with the paper's generation, taken before the count: a submit that lands while a count
  // runs moves the generation on, so that count is never found again.
  const standings = new LRUCache<string, Standing>({ max: 20_000, ttl: standingFreshMs, ...cacheClockOptions(clock) });
  const generations = new Map<string, number>();
  async function keptStanding(group: RankGroup, score: number): Promise<Standing> {
    const key = `${groupKey(group)} ${generations.get(groupKey(group)) ?? 0} ${score}`;
    let found = standings.get(key);
    if (found === undefined) {
      found = await standing(db, group, score);
      standings.set(key, found);
    }
    return found;
  }
  return {
    forget(group) {
      generations.set(groupKey(group), (generations.get(groupKey(group)) ?? 0) + 1);
    },
    async rank(group, score, counted) {
      return rankingOf(await keptStanding(group, score), counted);
    },
    async of(group, score, counted) {
      const counts = await keptStanding(group, score);
      let cached = cache.get(groupKey(group));
      if (cached === undefined || !benchmarksStand(cached.candidates, counts.candidates, now() - cached.at)) {
        cached = { candidates: counts.candidates, at: now(), benchmarks: await computeBenchmarks(db, group) };
        cache.set(groupKey(group), cached);
      }
      return { ranking: rankingOf(counts, counted), benchmarks: cached.benchmarks };
    },
  };
}
