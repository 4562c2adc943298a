import type { AxiosInstance } from 'axios';
import { safeLocalStorage, storedJournals } from './journalStorage';
import { sendKeptAnswers } from './sendKeptAnswers';

// What a session's start or end does to the mock test's journals on this device. The auth actor
// loads this only when the device keeps any journal.

/** How long a journal left with unsent answers waits for its learner: longer than any test lasts. */
export const keptJournalMs = 24 * 60 * 60_000;

/**
 * When a session starts or ends on this device: the journals of everyone but `learnerId` (null:
 * no one is signed in) go, unless they still hold answers not sent, which wait a day for their
 * learner (the app never loads them for anyone else). The next learner finds nothing of the last
 * one's test: not which attempt, not where they stopped.
 */
export function forgetOthersJournals(learnerId: string | null, storage: Storage | undefined = safeLocalStorage(), now = Date.now()): void {
  if (storage === undefined) return;
  for (const record of storedJournals(storage)) {
    if (record.learnerId === learnerId && learnerId !== null) continue;
    const waiting = record.journal !== null && record.journal.entries.length > 0 && now - record.journal.updatedAt < keptJournalMs;
    if (!waiting) storage.removeItem(record.key);
  }
}

/** How long a sign-out waits for kept answers to go: the learner is not held by a dead connection. */
export const signOutPatienceMs = 10_000;
/** After a sign-in they go in the background, with the api client's usual patience. */
const signInPatienceMs = 30_000;

/** A learner signed in: only their journals stay (and others' unsent answers); theirs left unsent go now. */
export async function sessionStarted(api: AxiosInstance, learnerId: string): Promise<void> {
  forgetOthersJournals(learnerId);
  await sendKeptAnswers({ api, learnerId, signal: AbortSignal.timeout(signInPatienceMs) });
}

/** The session ended (a 401, another tab's sign-out): nothing of it stays but unsent answers. */
export function sessionEnded(): void {
  forgetOthersJournals(null);
}

/** The learner signs out: their unsent answers go with their token before it is revoked. */
export async function signingOut(api: AxiosInstance, learnerId: string, token: string): Promise<void> {
  await sendKeptAnswers({ api, learnerId, token, signal: AbortSignal.timeout(signOutPatienceMs) });
  forgetOthersJournals(null);
}
