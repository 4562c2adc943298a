import { skipToken, type QueryFunction, type QueryKey } from '@tanstack/query-core';
import type { QueryScope } from './scope';

/** The first part of every key of one learner's data: a session's end removes them all by it. */
export const learnerQueries = ['learner'] as const;

/**
 * A key for one learner's data (their orders, attempts, referral code…): it names the learner by
 * their id, so what was read for one learner is never read as another's, even before the cache is
 * cleared. `parts` name the data and end in its language, as every key does.
 */
export function learnerKey<const Parts extends readonly unknown[]>(scope: Pick<QueryScope, 'learner'>, ...parts: Parts) {
  return [...learnerQueries, scope.learner, ...parts] as const;
}

/**
 * A learner's query asks nothing until it is known whose data it would be: a session stored
 * before ids were kept waits for its profile (a loader skips it; the page shows it loading).
 */
export function forLearner<Data, Key extends QueryKey>(scope: Pick<QueryScope, 'learner'>, fetch: QueryFunction<Data, Key>) {
  return scope.learner === null ? skipToken : fetch;
}
