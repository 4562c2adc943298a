import type { QueryClient } from '@tanstack/react-query';
import type { AnswerChallenge, AttemptSolutions, QuestionReport } from '@pariksha/contract/responses';
import { learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';

/** The solutions with `report` set on its question (unchanged when the question is not in them). */
export function withReport(solutions: AttemptSolutions, report: QuestionReport): AttemptSolutions {
  return withQuestion(solutions, report.question_id, { report });
}

/** The solutions with the learner's `challenge` set on its question. */
export function withChallenge(solutions: AttemptSolutions, challenge: AnswerChallenge): AttemptSolutions {
  return withQuestion(solutions, challenge.question_id, { challenge });
}

function withQuestion(solutions: AttemptSolutions, questionId: number, change: { report: QuestionReport } | { challenge: AnswerChallenge }): AttemptSolutions {
  if (!solutions.questions.some((question) => question.question_id === questionId)) return solutions;
  return {
    ...solutions,
    questions: solutions.questions.map((question) => (question.question_id === questionId ? { ...question, ...change } : question)),
  };
}

/**
 * A report the server answered, shown at once in every cached copy of the attempt's solutions
 * (each language): the report's status takes the button's place without reading every question's
 * words in both languages again over a phone's link. The copies are marked stale, so the next
 * visit reads the reviewers' decision from the server.
 */
export async function keepReportInSolutions(queryClient: QueryClient, scope: Pick<QueryScope, 'learner'>, attemptId: string, report: QuestionReport) {
  await keepInSolutions(queryClient, scope, attemptId, (solutions) => withReport(solutions, report));
}

/** A challenge the server answered, shown at once in the cached solutions, as a report is. */
export async function keepChallengeInSolutions(queryClient: QueryClient, scope: Pick<QueryScope, 'learner'>, attemptId: string, challenge: AnswerChallenge) {
  await keepInSolutions(queryClient, scope, attemptId, (solutions) => withChallenge(solutions, challenge));
}

async function keepInSolutions(queryClient: QueryClient, scope: Pick<QueryScope, 'learner'>, attemptId: string, change: (solutions: AttemptSolutions) => AttemptSolutions) {
  const queryKey = learnerKey(scope, 'attempt-solutions', attemptId);
  queryClient.setQueriesData<AttemptSolutions>({ queryKey }, (solutions) => (solutions === undefined ? solutions : change(solutions)));
  await queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
}
