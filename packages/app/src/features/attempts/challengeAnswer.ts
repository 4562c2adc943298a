import type { AxiosInstance } from 'axios';
import type { ChallengeAnswerBody } from '@pariksha/contract';
import { endpoint, send } from '../../api/read';

// Its own file, as reportQuestion.ts: only the lazily loaded challenge dialog calls it.
const challengeAnswerEndpoint = endpoint('/challengeAnswer', 'challengedAnswer', 'Invalid response structure', 'The challenge could not be sent');

/** POST challengeAnswer: the key of a question of a submitted attempt, within the test's window. The dialog shows a failure itself. */
export function challengeAnswer(api: AxiosInstance, body: ChallengeAnswerBody) {
  return send(api, 'post', challengeAnswerEndpoint, body, { skipToast: true });
}
