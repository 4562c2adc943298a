import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { endpoint, read, send } from '../../api/read';
import type { QueryScope } from '../../data/scope';

// The mock test's calls (packages/server/src/routes/attempts.ts): each checked against the
// contract's schema before the machine or a screen sees it.

export const startAttemptEndpoint = endpoint('/startAttempt', 'attempt', 'failure.invalidStructure', 'failure.startTest');
export const saveResponsesEndpoint = endpoint('/saveResponses', 'saveAck', 'failure.invalidStructure', 'failure.saveAnswers');
export const submitAttemptEndpoint = endpoint('/submitAttempt', 'attemptResult', 'failure.invalidStructure', 'failure.submitTest');
const myAttemptsEndpoint = endpoint('/getMyAttempts', 'myAttempts', 'failure.invalidStructure', 'failure.yourTests');

/** The attempt as the server holds it now: the paper (no answers), saved responses, the clock. */
export const attemptQuery = (attemptId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['attempt', attemptId, scope.language] as const,
    queryFn: ({ signal }) =>
      read(scope, endpoint(`/getAttempt/${encodeURIComponent(attemptId)}`, 'attempt', 'failure.invalidStructure', 'failure.test'), { signal }),
    // The machine owns the attempt once it runs: a refetch would only restart the clock's offset.
    staleTime: Infinity,
    gcTime: 0,
  });

/** A submitted attempt's result; its rank moves as more candidates submit, so it is read again after a minute. */
export const attemptResultQuery = (attemptId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['attempt-result', attemptId, scope.language] as const,
    queryFn: ({ signal }) =>
      read(scope, endpoint(`/getAttemptResult/${encodeURIComponent(attemptId)}`, 'attemptResult', 'failure.invalidStructure', 'failure.result'), { signal }),
    staleTime: 60_000,
  });

/** A submitted attempt's questions with the key and explanations, in every language (the same for every read). */
export const attemptSolutionsQuery = (attemptId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: ['attempt-solutions', attemptId, scope.language] as const,
    queryFn: ({ signal }) =>
      read(
        scope,
        endpoint(`/getAttemptSolutions/${encodeURIComponent(attemptId)}`, 'attemptSolutions', 'failure.invalidStructure', 'failure.solutions'),
        { signal },
      ),
    staleTime: Infinity,
  });

/** The learner's attempts: the test list shows Resume for one in progress. */
export const myAttemptsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['my-attempts', scope.language] as const,
    queryFn: ({ signal }) => read(scope, myAttemptsEndpoint, { signal }),
    staleTime: 0,
  });

/** POST startAttempt: a new attempt, or the one already in progress for this exam. */
export function startAttempt(api: AxiosInstance, examId: number) {
  return send(api, 'post', startAttemptEndpoint, { exam_id: examId });
}

export const startPracticeEndpoint = endpoint('/startPractice', 'attempt', 'failure.invalidStructure', 'failure.startPractice');

/** POST startPractice: a short test from these topics (a practice already in progress is submitted first). */
export function startPractice(api: AxiosInstance, topics: readonly string[]) {
  return send(api, 'post', startPracticeEndpoint, { topics });
}
