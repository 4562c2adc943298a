import type { AxiosInstance } from 'axios';
import type { TestSessionServices } from '@pariksha/machines';
import type { AttemptResult } from '@pariksha/contract/responses';
import { send } from '../../api/read';
import { replaceTabClientId } from './clientId';
import { forgetAttempt, keepSaved } from './keptAttempts';
import type { LocalAttemptJournal } from './localJournal';
import { submitAttemptEndpoint } from './queries';
import { saveResponsesEndpoint } from './saveResponsesEndpoint';

/**
 * The machine's side effects on the app's api client: saves and the submit go through `send`
 * (checked against the contract), without toasts: the screen shows where each answer stands.
 * A 409 rejects with the ApiError whose `code` ('attempt_closed', 'seq_conflict') the machine reads.
 */
export function sessionServices(api: AxiosInstance, journal: LocalAttemptJournal, learnerId: string): TestSessionServices<AttemptResult> {
  return {
    journal,
    newClientId: () => replaceTabClientId(),
    sendBatch: async (batch, signal) => {
      const ack = await send(api, 'post', saveResponsesEndpoint, batch, { signal, skipToast: true });
      // The phone's copy holds what the server holds: a reload with no network shows these answers.
      void keepSaved(learnerId, batch, ack);
      return ack;
    },
    submitAttempt: async (attemptId) => {
      const result = await send(api, 'post', submitAttemptEndpoint, { attempt_id: attemptId }, { skipToast: true });
      // Submitted: the server holds every answer; the journal and the kept copy have nothing left to keep.
      journal.clear(attemptId);
      void forgetAttempt(learnerId, attemptId);
      return result;
    },
  };
}
