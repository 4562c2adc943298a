import type { DataTag } from '@tanstack/query-core';
import { learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';
import type { ReceivedAttempt } from './receivedAttempt';

/**
 * The cache's name for an attempt (attemptQuery), the learner's own: the question screen's title
 * reads the paper's title by it, in every page's shell, where the queries themselves do not belong.
 */
export function attemptKey(scope: QueryScope, attemptId: string) {
  return learnerKey(scope, 'attempt', attemptId, scope.language) as DataTag<
    readonly ['learner', string | null, 'attempt', string, string],
    ReceivedAttempt
  >;
}
