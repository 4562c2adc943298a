import type { AxiosInstance } from 'axios';
import { drainJournal } from '@pariksha/machines';
import { send } from '../../api/read';
import { safeLocalStorage, storedJournals } from './journalStorage';
import { createLocalJournal } from './localJournal';
import { saveResponsesEndpoint } from './saveResponsesEndpoint';

/** The attempts whose journal holds this learner's answers not yet sent. */
export function attemptsWithUnsentAnswers(learnerId: string, storage: Storage | undefined = safeLocalStorage()): string[] {
  if (storage === undefined) return [];
  return storedJournals(storage)
    .filter((record) => record.learnerId === learnerId && (record.journal?.entries.length ?? 0) > 0)
    .map((record) => record.attemptId);
}

export interface KeptAnswersDelivery {
  api: AxiosInstance;
  learnerId: string;
  /** Their token when it is no longer the client's (they are signing out); else the client's own. */
  token?: string;
  signal: AbortSignal;
  storage?: Storage;
}

/**
 * Sends the answers a learner saved on this device that never reached the server (they left the
 * test while offline): when they sign out, with their token before it is revoked, and when they
 * sign in again. What still fails waits in their journal for the next time; answers to an
 * attempt that is over are dropped (the server would refuse them).
 */
export async function sendKeptAnswers({ api, learnerId, token, signal, storage = safeLocalStorage() }: KeptAnswersDelivery): Promise<void> {
  const journal = createLocalJournal(learnerId, storage);
  const headers = token === undefined ? undefined : { Authorization: `Bearer ${token}` };
  for (const attemptId of attemptsWithUnsentAnswers(learnerId, storage)) {
    const outcome = await drainJournal({
      attemptId,
      journal,
      sendBatch: (batch, batchSignal) => send(api, 'post', saveResponsesEndpoint, batch, { signal: batchSignal, skipToast: true, headers }),
      newClientId: () => crypto.randomUUID(),
      signal,
    });
    if (outcome === 'closed') journal.clear(attemptId);
  }
}
