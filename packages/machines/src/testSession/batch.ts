import { mergeChange, type JournalEntry } from './journal';
import { maxChangesPerBatch, type ResponseChange, type SaveResponsesBatch } from './wire';

// Apart from the autosave actor (and so from xstate): sending a journal without a session
// (drain.ts) batches the same way.

/**
 * The next batch: the oldest client's leading run of entries, one change per question (the last
 * state wins, the times on screen add up, and it keeps the server's answer only if every entry
 * did), at most 200 questions. Its seq is its last entry's.
 */
export function nextBatch(attemptId: string, pending: readonly JournalEntry[]): SaveResponsesBatch | null {
  const first = pending[0];
  if (first === undefined) return null;
  const changes = new Map<number, ResponseChange>();
  let seq = first.seq;
  for (const entry of pending) {
    if (entry.client_id !== first.client_id) break;
    const earlier = changes.get(entry.change.question_id);
    if (earlier === undefined && changes.size === maxChangesPerBatch) break;
    changes.set(entry.change.question_id, mergeChange(earlier, entry.change));
    seq = entry.seq;
  }
  return { attempt_id: attemptId, client_id: first.client_id, seq, changes: [...changes.values()] };
}
