import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SaveResponsesAck, SaveResponsesBatch } from '@pariksha/machines';
import type { ReceivedAttempt } from './receivedAttempt';

// The tests in progress kept on this phone (IndexedDB), one per learner and attempt: the paper,
// the clock's reading and the answers the server has acknowledged. A test reloaded with no
// network (a train, a village, an exam-day crowd) is drawn from it and goes on; the journal
// (localJournal.ts) holds the answers not yet sent. The server stays the truth: every read that
// reaches it replaces the copy, and a submitted attempt's copy is dropped. Signing out drops the
// whole store (a shared phone keeps nothing of the learner who left).

/** Attempts kept per learner; older ones (abandoned on this phone) make room. */
export const maxKeptAttempts = 5;

const databaseName = 'pariksha-attempts';

interface KeptRecord {
  attempt: ReceivedAttempt;
  keptAt: number;
}

interface KeptSchema extends DBSchema {
  kept: { key: string; value: KeptRecord };
}

/**
 * Runs `work` on the store, opened for it and closed after (no connection stays open to block
 * the store's deletion at sign-out); undefined where the browser has no IndexedDB (some private
 * modes) or refuses it: nothing is kept, and the test goes on online as before.
 */
async function withStore<T>(work: (database: IDBPDatabase<KeptSchema>) => Promise<T>): Promise<T | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    const database = await openDB<KeptSchema>(databaseName, 1, { upgrade: (created) => created.createObjectStore('kept') });
    try {
      return await work(database);
    } finally {
      database.close();
    }
  } catch {
    return undefined;
  }
}

const keyOf = (learnerId: string, attemptId: string) => `${learnerId}.${attemptId}`;

let persistAsked = false;
/** Asks the browser once a visit not to clear the store when space runs short (Chromium grants it to an installed app). */
function askToPersist(): void {
  if (persistAsked || typeof navigator === 'undefined') return;
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
  const key = keyOf(learnerId, attempt.attempt_id);
  if (attempt.status !== 'in_progress') {
    await withStore((database) => database.delete('kept', key));
    return;
  }
  await withStore(async (database) => {
    askToPersist();
    await database.put('kept', { attempt, keptAt: Date.now() }, key);
    // The learner's attempts beyond the newest `maxKeptAttempts` are dropped.
    const mine = (await database.getAllKeys('kept')).filter((each) => each.startsWith(`${learnerId}.`));
    if (mine.length <= maxKeptAttempts) return;
    const dated = await Promise.all(mine.map(async (each) => ({ key: each, keptAt: (await database.get('kept', each))?.keptAt ?? 0 })));
    dated.sort((a, b) => b.keptAt - a.keptAt);
    await Promise.all(dated.slice(maxKeptAttempts).map((old) => database.delete('kept', old.key)));
  });
}

/** The kept attempt, or undefined when this phone has none for the learner. */
export async function keptAttempt(learnerId: string, attemptId: string): Promise<ReceivedAttempt | undefined> {
  return (await withStore((database) => database.get('kept', keyOf(learnerId, attemptId))))?.attempt;
}

/** Folds an acknowledged batch into the kept attempt, read and written in one transaction (acks may overlap). */
export async function keepSaved(learnerId: string, batch: SaveResponsesBatch, ack: SaveResponsesAck): Promise<void> {
  const key = keyOf(learnerId, batch.attempt_id);
  await withStore(async (database) => {
    const transaction = database.transaction('kept', 'readwrite');
    const record = await transaction.store.get(key);
    if (record !== undefined) await transaction.store.put({ attempt: withSaved(record.attempt, batch, ack), keptAt: Date.now() }, key);
    await transaction.done;
  });
}

/** Drops the attempt: it is submitted, the server holds everything. */
export async function forgetAttempt(learnerId: string, attemptId: string): Promise<void> {
  await withStore((database) => database.delete('kept', keyOf(learnerId, attemptId)));
}

/** Drops every kept attempt and the store itself: the session ended (sign-out, a revoked token). */
export async function forgetKeptAttempts(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await deleteDB(databaseName).catch(() => undefined);
}
