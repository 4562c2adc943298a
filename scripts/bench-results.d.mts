// Types for the parts of bench-results.mjs that the server tests call (results-bench-report.test.ts).

/** One concurrency's reads: latency in ms, the server's CPU per request in ms. */
export type ResultsRun = {
  /** 'as written' (as the server leaves the database) or after VACUUM (ANALYZE) attempts. */
  state: string;
  concurrency: number;
  requests: number;
  learners: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  wrongRanks: number;
  cpuPerRequestMs: number;
};

export type ResultsPlan = { sql: string; params: unknown[]; plan: string };

export type ResultsMeasurement = {
  exam: { id: number; slug: string; title: string; paperId: number; sections: number; totalMarks: number };
  rows: { candidates: number; retakes: number; attempts: number; responses: number; history: number; sampledAttempts: number };
  scores: { min: number; median: number; max: number; mean: number };
  seconds: { prepare: number; generate: number; write: number };
  sample: Array<{ index: number; userId: number; attemptId: string; number: number; score: number; token: string; expectedRank: number }>;
  newcomers: Array<{ userId: number; token: string }>;
  inProcess: { rank: number[]; miss: number[]; hit: number[]; resultCold: number; result: number[] };
  explain: { rank: ResultsPlan; benchmarks: ResultsPlan[]; reltuples: number | null };
  fillSeconds: number;
  coldMs: number;
  runs: ResultsRun[];
  newcomerReads: Array<{ score: number; submitMs: number; afterMs: number; ok: boolean }>;
  /** VACUUM (ANALYZE) attempts: how long it took, and the rank count's plan after it. */
  vacuum?: { ms: number; rankPlan: string; coldMs?: number };
};

export const resultsCandidates: number;
export const resultsGoalMs: number;
export function percentile(sorted: readonly number[], share: number): number;
/** How EXPLAIN shows the rank counted through attempts_rank_idx; null when the index is not in the plan. */
export function rankPlanUse(plan: string): { scan: string; heapFetches: number; executionMs: number } | null;
export function resultsSection(results: ResultsMeasurement, measuredOn: string): string;
