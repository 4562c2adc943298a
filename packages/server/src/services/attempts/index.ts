import type { Database } from '../../db/open.js';
import { createLifecycle } from './lifecycle.js';
import { createPaperCache } from './papers.js';
import { createSaves } from './saves.js';

export type { ResultResult, StartResult, ViewResult } from './lifecycle.js';
export type { SaveResult } from './saves.js';
export { startDeadlineSweeper, type DeadlineSweeper } from './sweeper.js';

/** The mock-test attempts: start, read, save, submit, results, and the deadline sweep. */
export function createAttemptsService(db: Database) {
  const papers = createPaperCache(db);
  const lifecycle = createLifecycle(db, papers);
  return {
    start: lifecycle.start,
    read: lifecycle.read,
    save: createSaves(db, papers),
    submit: lifecycle.submit,
    result: lifecycle.result,
    mine: lifecycle.mine,
    sweep: lifecycle.sweep,
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
