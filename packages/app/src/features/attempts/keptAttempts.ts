import { createStore, del, get, keys, set, update, type UseStore } from 'idb-keyval';
import type { SaveResponsesAck, SaveResponsesBatch } from '@pariksha/machines';
import type { ReceivedAttempt } from './receivedAttempt';

// The tests in progress kept on this phone (IndexedDB), one per learner and attempt: the paper,
// the clock's reading and the answers the server has acknowledged. A test reloaded with no
// network (a train, a village, an exam-day crowd) is drawn from it and goes on; the journal
// (localJournal.ts) holds the answers not yet sent. The server stays the truth: every read that
// reaches it replaces the copy, and a submitted attempt's copy is dropped.

/** Attempts kept per learner; older ones (abandoned on this phone) make room. */
export const maxKeptAttempts = 5;

let keptStore: UseStore | null | undefined;
/** The store, or null where the browser has no IndexedDB (some private modes): nothing is kept. */
function store(): UseStore | null {
  if (keptStore === undefined) keptStore = typeof indexedDB === 'undefined' ? null : createStore('pariksha-attempts', 'kept');
  return keptStore;
}

const keyOf = (learnerId: string, attemptId: string) => `${learnerId}.${attemptId}`;

interface KeptRecord {
  attempt: ReceivedAttempt;
  keptAt: number;
}

let persistAsked = false;
/** Asks the browser once a visit not to clear the store when space runs short (Chromium grants it to an installed app). */
function askToPersist(): void {
  if (persistAsked) return;
  persistAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

/**
 * The kept attempt after a batch the server acknowledged: each change as the server applies it
 * (a change that only reports a visit keeps the answer and mark held), the client's last seq,
 * and the deadline the acknowledgement carries (leaving a section early moves it).
 */
export function withSaved(attempt: ReceivedAttempt, batch: SaveResponsesBatch, ack: SaveResponsesAck): ReceivedAttempt {
  const responses = new Map(attempt.responses.map((response) => [response.question_id, response]));
  for (const change of batch.changes) {
    const held = responses.get(change.question_id);
    const keeps = change.keeps_answer === true && held !== undefined;
    responses.set(change.question_id, {
      question_id: change.question_id,
      answer: keeps ? held.answer : change.answer,
      marked: keeps ? held.marked : change.marked,
      visited: (held?.visited ?? false) || change.visited,
      time_spent_ms: (held?.time_spent_ms ?? 0) + change.time_spent_ms,
    });
  }
  const lastSeq = Math.max(attempt.last_seq_by_client[batch.client_id] ?? 0, batch.seq);
  return {
    ...attempt,
    responses: [...responses.values()],
    last_seq_by_client: { ...attempt.last_seq_by_client, [batch.client_id]: lastSeq },
    deadline_at: ack.deadline_at,
    status: ack.status,
  };
}

/** Keeps the attempt as the server just answered it (an open one; a submitted one is dropped). */
export async function keepAttempt(learnerId: string, attempt: ReceivedAttempt): Promise<void> {
  const kept = store();
  if (kept === null) return;
  try {
    if (attempt.status !== 'in_progress') {
      await del(keyOf(learnerId, attempt.attempt_id), kept);
      return;
    }
    askToPersist();
    await set(keyOf(learnerId, attempt.attempt_id), { attempt, keptAt: Date.now() } satisfies KeptRecord, kept);
    await dropOldest(learnerId, kept);
  } catch {
    // Storage full or refused: the test goes on online as before.
  }
}

/** The learner's attempts beyond the newest `maxKeptAttempts` are dropped. */
async function dropOldest(learnerId: string, kept: UseStore): Promise<void> {
  const mine = (await keys<string>(kept)).filter((key) => key.startsWith(`${learnerId}.`));
  if (mine.length <= maxKeptAttempts) return;
  const dated = await Promise.all(mine.map(async (key) => ({ key, keptAt: (await get<KeptRecord>(key, kept))?.keptAt ?? 0 })));
  dated.sort((a, b) => b.keptAt - a.keptAt);
  await Promise.all(dated.slice(maxKeptAttempts).map(({ key }) => del(key, kept)));
}

/** The kept attempt, or undefined when this phone has none for the learner. */
export async function keptAttempt(learnerId: string, attemptId: string): Promise<ReceivedAttempt | undefined> {
  const kept = store();
  if (kept === null) return undefined;
  try {
    return (await get<KeptRecord>(keyOf(learnerId, attemptId), kept))?.attempt;
  } catch {
    return undefined;
  }
}

/** Folds an acknowledged batch into the kept attempt (in one transaction: acks may overlap). */
export async function keepSaved(learnerId: string, batch: SaveResponsesBatch, ack: SaveResponsesAck): Promise<void> {
  const kept = store();
  if (kept === null) return;
  try {
    await update<KeptRecord | undefined>(
      keyOf(learnerId, batch.attempt_id),
      (record) => (record === undefined ? undefined : { attempt: withSaved(record.attempt, batch, ack), keptAt: Date.now() }),
      kept,
    );
  } catch {
    // Not kept: a reload with no network shows the answers up to the last kept read.
  }
}

/** Drops the attempt: it is submitted, the server holds everything. */
export async function forgetAttempt(learnerId: string, attemptId: string): Promise<void> {
  const kept = store();
  if (kept === null) return;
  await del(keyOf(learnerId, attemptId), kept).catch(() => undefined);
}
