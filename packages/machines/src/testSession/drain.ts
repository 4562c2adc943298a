import type { SendBatch } from './autosave';
import { nextBatch } from './batch';
import type { AttemptJournal } from './journal';
import { isAttemptClosed, isSeqConflict } from './wire';

/**
 * What became of a journal's changes: all `sent`; `closed`, the attempt takes no more answers
 * (nothing left worth keeping); `kept`, a request failed and the rest waits in the journal.
 */
export type DrainOutcome = 'sent' | 'closed' | 'kept';

export interface DrainOptions {
  attemptId: string;
  journal: AttemptJournal;
  sendBatch: SendBatch;
  /** A client id for changes another tab's batches collided with (`seq_conflict`). */
  newClientId: () => string;
  /** Gives up (the changes are `kept`) when aborted. */
  signal: AbortSignal;
}

/**
 * Sends what an attempt's journal holds unsent when no session runs it any more: the learner
 * left the test while offline, then signs out (their token still works) or signs in again.
 * Batches go one at a time, in order, as the autosave sends them, so a batch the server already
 * applied is acknowledged again, never applied twice. One pass: the first failure stops it.
 */
export async function drainJournal({ attemptId, journal, sendBatch, newClientId, signal }: DrainOptions): Promise<DrainOutcome> {
  let pending = journal.load(attemptId).entries;
  while (pending.length > 0) {
    if (signal.aborted) return 'kept';
    const batch = nextBatch(attemptId, pending);
    if (batch === null) return 'sent';
    try {
      const ack = await sendBatch(batch, signal);
      journal.acknowledge(attemptId, ack.seq, ack.client_id);
    } catch (error) {
      if (isAttemptClosed(error)) return 'closed';
      if (!isSeqConflict(error)) return 'kept';
      // Another tab numbered its batches with this id: these changes go again under a new one.
      journal.replaceClient(attemptId, batch.client_id, newClientId());
    }
    const left = journal.load(attemptId).entries;
    // An answer that acknowledged nothing of this batch would send it forever.
    if (left.length >= pending.length && left.every((entry, index) => entry.client_id === pending[index]?.client_id)) return 'kept';
    pending = left;
  }
  return 'sent';
}
