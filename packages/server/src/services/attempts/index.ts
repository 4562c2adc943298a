import type { Database } from '../../db/open.js';
import type { CacheClock } from '../cache-expiry.js';
import type { Mailer } from '../mailer/index.js';
import { createAnswerChallenges } from './answer-challenges.js';
import { createLifecycle } from './lifecycle.js';
import { createPaperCache } from './papers.js';
import { createPractice } from './practice.js';
import { createQuestionReports } from './question-reports.js';
import { createReports } from './report.js';
import { createRescoring } from './rescoring.js';
import { createSaves } from './saves.js';
import { createSolutions } from './solutions.js';
import { createPreviewAttempts } from '../tests/preview-attempt.js';

export type { ResultResult, StartResult, ViewResult } from './lifecycle.js';
export type { PracticeResult } from './practice.js';
export type { PreviewAttemptResult } from '../tests/preview-attempt.js';
export type { ReportQuestionResult } from './question-reports.js';
export type { ChallengeAnswerResult } from './answer-challenges.js';
export type { SaveResult } from './saves.js';
export type { SolutionsResult } from './solutions.js';
export { startDeadlineSweeper, type DeadlineSweeper } from './sweeper.js';

export type AttemptsOptions = {
  /** The clock the kept ranks expire by (default: the process's; tests move one on). */
  clock?: CacheClock | undefined;
  /** Learners are mailed when a corrected key changes their result. */
  mailer?: Mailer | undefined;
  /** The app's address mailed links point to. */
  publicUrl?: string | undefined;
};

/** The mock-test attempts: start, read, save, submit, results, solutions, practice tests, staff previews, challenges and rescoring, and the deadline sweep. */
export function createAttemptsService(db: Database, { clock, mailer, publicUrl }: AttemptsOptions = {}) {
  const papers = createPaperCache(db);
  const reports = createReports(db, papers, clock);
  const lifecycle = createLifecycle(db, papers, reports);
  const rescoring = createRescoring(db, papers, reports, { mailer, publicUrl });
  return {
    start: lifecycle.start,
    read: lifecycle.read,
    save: createSaves(db, papers, reports.forget),
    submit: lifecycle.submit,
    result: lifecycle.result,
    mine: lifecycle.mine,
    solutions: createSolutions(db, papers, lifecycle.current),
    practice: createPractice(db, papers),
    /** A staff member's attempt at a draw of a builder test's saved draft (the studio's "Take it as a candidate"). */
    previewAttempt: createPreviewAttempts(db, papers),
    reportQuestion: createQuestionReports(db, papers, lifecycle.current),
    challengeAnswer: createAnswerChallenges(db, papers, lifecycle.current),
    rescorePaper: rescoring.rescorePaper,
    /**
     * Every few seconds: submits due attempts, scores again attempts left behind a corrected key
     * (one submitted while the key was corrected), and mails learners whose result a rescore changed.
     */
    async sweep(): Promise<number> {
      const submitted = await lifecycle.sweep();
      await rescoring.rescorePending();
      await rescoring.mailRescores();
      return submitted;
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
