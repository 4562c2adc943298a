import type { QueryClient } from '@tanstack/react-query';
import type { AttemptSolutions, QuestionReport } from '@pariksha/contract/responses';
import { learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';

/** The solutions with `report` set on its question (unchanged when the question is not in them). */
export function withReport(solutions: AttemptSolutions, report: QuestionReport): AttemptSolutions {
  if (!solutions.questions.some((question) => question.question_id === report.question_id)) return solutions;
  return {
    ...solutions,
    questions: solutions.questions.map((question) => (question.question_id === report.question_id ? { ...question, report } : question)),
  };
}

/**
 * A report the server answered, shown at once in every cached copy of the attempt's solutions
 * (each language): the report's status takes the button's place without reading every question's
 * words in both languages again over a phone's link. The copies are marked stale, so the next
 * visit reads the reviewers' decision from the server.
 */
export async function keepReportInSolutions(queryClient: QueryClient, scope: Pick<QueryScope, 'learner'>, attemptId: string, report: QuestionReport) {
  const queryKey = learnerKey(scope, 'attempt-solutions', attemptId);
  queryClient.setQueriesData<AttemptSolutions>({ queryKey }, (solutions) => (solutions === undefined ? solutions : withReport(solutions, report)));
  await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
