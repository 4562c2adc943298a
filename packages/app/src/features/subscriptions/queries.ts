import { queryOptions } from '@tanstack/react-query';
import { endpoint, read } from '../../api/read';
import type { QueryScope } from '../../data/scope';
import { toPlanView } from './planView';

/**
 * GET /getAllSubscriptions, as the plan cards show them. The spec's shape rule (`result` is 1 and
 * `data` an array) is the contract's check; otherwise 'No subscription plans found'.
 */
export const subscriptionPlansQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: ['subscriptions', scope.language] as const,
    queryFn: async ({ signal }) => (await read(
        scope,
        endpoint('/getAllSubscriptions', 'subscriptions', 'No subscription plans found', 'Failed to fetch subscriptions'),
        { signal },
      )).map(toPlanView),
  });
