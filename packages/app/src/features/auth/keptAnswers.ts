import type { AxiosInstance } from 'axios';
import { attemptsWithUnsentAnswers } from '../attempts/journalStorage';

/** Sending stops after this at a sign-out: the learner is not kept waiting on a dead connection. */
export const keptAnswersPatienceMs = 10_000;

/**
 * Sends the answers a learner left unsent on this phone, if there are any (the code that sends
 * them downloads only then): with `token` when it is no longer the api client's (signing out).
 * Never fails: what cannot be sent stays in their journal.
 */
export async function sendKeptAnswersOf(api: AxiosInstance, learnerId: string, token?: string): Promise<void> {
  if (attemptsWithUnsentAnswers(learnerId).length === 0) return;
  try {
    const { sendKeptAnswers } = await import('../attempts/sendKeptAnswers');
    await sendKeptAnswers({ api, learnerId, token, signal: AbortSignal.timeout(keptAnswersPatienceMs) });
  } catch {
    /* offline, or the code could not be downloaded: the journal keeps them */
  }
}
