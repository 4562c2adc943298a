import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { endpoint, read, send } from '../../api/read';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';

/** The learner's signed-in devices (live tokens), the most recently used first. */
export const sessionsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'sessions', scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getSessions', 'sessions', 'Invalid response from server', 'Failed to fetch your devices'), {
        signal,
      }),
    ),
  });

/** Signs out one other device, or every other one; the api client shows the provider's `msg`. */
export function revokeSession(api: AxiosInstance, sessionId: number | 'others') {
  return send(
    api,
    'post',
    endpoint('/revokeSession', 'revoked', 'Invalid response from server', 'The device could not be signed out'),
    { session_id: sessionId },
  );
}
