import type { DataTag } from '@tanstack/query-core';
import type { ReceivedAttempt } from './receivedAttempt';

/**
 * The cache's name for an attempt (attemptQuery): the question screen's title reads the paper's
 * title by it, in every page's shell, where the queries themselves do not belong.
 */
export function attemptKey(attemptId: string, language: string) {
  return ['attempt', attemptId, language] as const as DataTag<readonly ['attempt', string, string], ReceivedAttempt>;
}
