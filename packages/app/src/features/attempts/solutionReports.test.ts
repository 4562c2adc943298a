import { QueryClient } from '@tanstack/react-query';
import type { AttemptSolutions, QuestionReport } from '@pariksha/contract/responses';
import { describe, expect, it } from 'vitest';
import { learnerKey } from '../../data/learnerKey';
import { keepReportInSolutions, withReport } from './solutionReports';

const question = (id: number): AttemptSolutions['questions'][number] => ({
  question_id: id,
  number: id,
  section: 1,
  type: 'single',
  translations: [{ language_code: 'en', text: `Question ${id}`, options: ['A', 'B'], explanation: 'Because.' }],
  correct_answer: { choice: 0 },
  tolerance: 0,
  answer: { choice: 1 },
  outcome: 'wrong',
  marked: false,
  time_spent_ms: 1000,
  report: null,
  challenge: null,
  key_correction: null,
});

const solutions: AttemptSolutions = { attempt_id: 'a1', title: 'Mock', sections: [], questions: [question(11), question(12)], challenge_until: null };

const report: QuestionReport = {
  id: 7,
  question_id: 12,
  reason: 'wrong_answer',
  note: 'Option A is right.',
  status: 'received',
  decision_note: null,
  reported_at: '2026-05-04T10:00:00.000Z',
  decided_at: null,
};

describe('withReport', () => {
  it('sets the report on its question only', () => {
    const next = withReport(solutions, report);
    expect(next.questions.map((item) => item.report)).toEqual([null, report]);
    expect(solutions.questions[1]?.report).toBeNull();
  });

  it('leaves solutions without that question as they are', () => {
    expect(withReport(solutions, { ...report, question_id: 99 })).toBe(solutions);
  });
});

describe('keepReportInSolutions', () => {
  it('patches every language’s copy of this attempt and marks them stale', async () => {
    const queryClient = new QueryClient();
    const scope = { learner: 'learner-5' };
    const english = learnerKey(scope, 'attempt-solutions', 'a1', 'en');
    const hindi = learnerKey(scope, 'attempt-solutions', 'a1', 'hi');
    const other = learnerKey(scope, 'attempt-solutions', 'a2', 'en');
    for (const key of [english, hindi, other]) queryClient.setQueryData(key, solutions);

    await keepReportInSolutions(queryClient, scope, 'a1', report);

    for (const key of [english, hindi]) {
      expect(queryClient.getQueryData<AttemptSolutions>(key)?.questions[1]?.report).toEqual(report);
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    expect(queryClient.getQueryData<AttemptSolutions>(other)?.questions[1]?.report).toBeNull();
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
