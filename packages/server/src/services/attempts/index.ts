import type { Database } from '../../db/open.js';
import type { CacheClock } from '../cache-expiry.js';
import { createLifecycle } from './lifecycle.js';
import { createPaperCache } from './papers.js';
import { createPractice } from './practice.js';
import { createQuestionReports } from './question-reports.js';
import { createReports } from './report.js';
import { createSaves } from './saves.js';
import { createSolutions } from './solutions.js';

export type { ResultResult, StartResult, ViewResult } from './lifecycle.js';
export type { PracticeResult } from './practice.js';
export type { ReportQuestionResult } from './question-reports.js';
export type { SaveResult } from './saves.js';
export type { SolutionsResult } from './solutions.js';
export { startDeadlineSweeper, type DeadlineSweeper } from './sweeper.js';

export type AttemptsOptions = {
  /** The clock the kept ranks expire by (default: the process's; tests move one on). */
  clock?: CacheClock | undefined;
};

/** The mock-test attempts: start, read, save, submit, results, solutions, practice tests, and the deadline sweep. */
export function createAttemptsService(db: Database, { clock }: AttemptsOptions = {}) {
  const papers = createPaperCache(db);
  const reports = createReports(db, papers, clock);
  const lifecycle = createLifecycle(db, papers, reports);
  return {
    start: lifecycle.start,
    read: lifecycle.read,
    save: createSaves(db, papers, reports.forget),
    submit: lifecycle.submit,
    result: lifecycle.result,
    mine: lifecycle.mine,
    solutions: createSolutions(db, papers, lifecycle.current),
    practice: createPractice(db, papers),
    reportQuestion: createQuestionReports(db, papers, lifecycle.current),
    sweep: lifecycle.sweep,
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
