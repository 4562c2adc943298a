import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { HelpRequestBody } from '@pariksha/contract';
import { endpoint, read, send } from '../../api/read';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';

// Help and Support (packages/server/src/routes/help.ts), each answer checked against the contract.

export const myHelpRequestsQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'help-requests', scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getMyHelpRequests', 'helpRequests', 'Invalid response structure', 'Failed to fetch your requests'), {
        signal,
        skipToast: true,
      }),
    ),
    staleTime: 0,
  });

/** No toast on failure: the form shows the server's message under its fields. */
export function submitHelpRequest(api: AxiosInstance, body: HelpRequestBody) {
  return send(api, 'post', endpoint('/submitHelpRequest', 'sentHelpRequest', 'Invalid response structure', 'Your request could not be sent'), body, {
    skipToast: true,
  });
}
