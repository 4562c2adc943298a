import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { endpoint, read, send } from '../../api/read';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';
import { ApiError } from '../../api/ApiError';
import { attemptKey } from './attemptKey';
import { keepAttempt, keptAttempt } from './keptAttempts';
import type { ReceivedAttempt } from './receivedAttempt';

// The mock test's calls (packages/server/src/routes/attempts.ts): each checked against the
// contract's schema before the machine or a screen sees it.

export const startAttemptEndpoint = endpoint('/startAttempt', 'attempt', 'Invalid response structure', 'The test could not be started');
export const submitAttemptEndpoint = endpoint('/submitAttempt', 'attemptResult', 'Invalid response structure', 'The test could not be submitted');
const myAttemptsEndpoint = endpoint('/getMyAttempts', 'myAttempts', 'Invalid response structure', 'Failed to fetch your tests');

/**
 * The attempt as the server holds it now: the paper (no answers), saved responses, the clock, and
 * when it arrived. Kept on the phone as it arrives; with no network, the kept copy (keptAttempts.ts)
 * stands in, so a test reloaded on a train goes on.
 */
export const attemptQuery = (attemptId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: attemptKey(scope, attemptId),
    queryFn: forLearner(scope, async ({ signal }): Promise<ReceivedAttempt> => {
      const learner = scope.learner ?? '';
      const sentAt = Date.now();
      let receivedAt = sentAt;
      try {
        const view = await read(scope, endpoint(`/getAttempt/${encodeURIComponent(attemptId)}`, 'attempt', 'Invalid response structure', 'Failed to fetch the test'), {
          signal,
          onAnswer: () => (receivedAt = Date.now()),
        });
        const received = { ...view, roundTrip: { sentAt, receivedAt } };
        void keepAttempt(learner, received);
        return received;
      } catch (failure) {
        // No answer at all (no network): the copy kept on this phone, its clock reading with it.
        const kept = failure instanceof ApiError && failure.code === 'network_error' ? await keptAttempt(learner, attemptId) : undefined;
        if (kept === undefined) throw failure;
        return kept;
      }
    }),
    // The machine owns the attempt once it runs: a refetch would only restart the clock's offset.
    // The loader's answer waits for the session however long its code takes (no second round
    // trip on a slow link); the session removes it when it ends, so a later visit reads it again.
    staleTime: Infinity,
  });

/** A submitted attempt's result; its rank moves as more candidates submit, so it is read again after a minute. */
export const attemptResultQuery = (attemptId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'attempt-result', attemptId, scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint(`/getAttemptResult/${encodeURIComponent(attemptId)}`, 'attemptResult', 'Invalid response structure', 'Failed to fetch the result'), { signal }),
    ),
    staleTime: 60_000,
  });

/** A submitted attempt's questions with the key and explanations, in every language (the same for every read). */
export const attemptSolutionsQuery = (attemptId: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'attempt-solutions', attemptId, scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(
        scope,
        endpoint(`/getAttemptSolutions/${encodeURIComponent(attemptId)}`, 'attemptSolutions', 'Invalid response structure', 'Failed to fetch the solutions'),
        { signal },
      ),
    ),
    staleTime: Infinity,
  });

/** The learner's attempts: the test list shows Resume for one in progress. */
export const myAttemptsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'my-attempts', scope.language),
    queryFn: forLearner(scope, ({ signal }) => read(scope, myAttemptsEndpoint, { signal })),
    staleTime: 0,
  });

/** POST startAttempt: a new attempt, or the one already in progress for this exam. */
export function startAttempt(api: AxiosInstance, examId: number) {
  return send(api, 'post', startAttemptEndpoint, { exam_id: examId });
}

export const startPracticeEndpoint = endpoint('/startPractice', 'attempt', 'Invalid response structure', 'The practice test could not be started');

/** POST startPractice: a short test from these topics (a practice already in progress is submitted first). */
export function startPractice(api: AxiosInstance, topics: readonly string[]) {
  return send(api, 'post', startPracticeEndpoint, { topics });
}
