import type { AxiosInstance } from 'axios';
import type { ReportQuestionBody } from '@pariksha/contract';
import { endpoint, send } from '../../api/read';

// Its own file, not queries.ts: only the lazily loaded report dialog calls it, so the solutions
// page's chunk does not split the attempt's queries out to share them with it.
const reportQuestionEndpoint = endpoint('/reportQuestion', 'reportedQuestion', 'Invalid response structure', 'The report could not be sent');

/**
 * POST reportQuestion: an error in a question of a submitted attempt. No toast from the client:
 * the report dialog shows a failure itself, and the page says the server's words on success.
 */
export function reportQuestion(api: AxiosInstance, body: ReportQuestionBody) {
  return send(api, 'post', reportQuestionEndpoint, body, { skipToast: true });
}
