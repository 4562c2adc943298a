import type { ResponseChange } from './wire';

/**
 * A change the learner saved, journaled before it is sent. `seq` counts per client (tab) and never
 * repeats; a batch carries the `seq` of its last entry, so the server's `last_seq_by_client`
 * says which entries it already holds.
 */
export interface JournalEntry {
  client_id: string;
  seq: number;
  change: ResponseChange;
}

export interface JournalSnapshot {
  /** Entries not yet acknowledged by the server, in the order they were saved. */
  entries: JournalEntry[];
  /** The question on screen when the page was left, if any was recorded. */
  lastQuestionId: number | null;
}

/**
 * Where saved changes wait for the server (the app keeps it in localStorage). Synchronous on
 * purpose: a change is on disk before the screen moves on, so a closed tab loses nothing.
 */
export interface AttemptJournal {
  load(attemptId: string): JournalSnapshot;
  append(attemptId: string, entry: JournalEntry): void;
  /** Forgets this client's entries with `seq` ≤ `seq`: the server holds them. */
  acknowledge(attemptId: string, seq: number, clientId: string): void;
  /** Records the question on screen, so a reload comes back to it. */
  rememberQuestion(attemptId: string, questionId: number): void;
  /** Gives the entries of client `from` to client `to` (same seqs, same order): see `isSeqConflict`. */
  replaceClient(attemptId: string, from: string, to: string): void;
}

/** The entries the server has not applied yet, by its `last_seq_by_client`. */
export function unacknowledged(entries: readonly JournalEntry[], lastSeqByClient: Readonly<Record<string, number>>): JournalEntry[] {
  return entries.filter((entry) => entry.seq > (lastSeqByClient[entry.client_id] ?? 0));
}

/** An in-memory journal, for tests and for a browser without storage. */
export function createMemoryJournal(): AttemptJournal & { snapshot(attemptId: string): JournalSnapshot } {
  const store = new Map<string, JournalSnapshot>();
  const read = (attemptId: string): JournalSnapshot => store.get(attemptId) ?? { entries: [], lastQuestionId: null };
  return {
    load: (attemptId) => structuredClone(read(attemptId)),
    snapshot: (attemptId) => structuredClone(read(attemptId)),
    append(attemptId, entry) {
      const current = read(attemptId);
      store.set(attemptId, { ...current, entries: [...current.entries, structuredClone(entry)] });
    },
    acknowledge(attemptId, seq, clientId) {
      const current = read(attemptId);
      const entries = current.entries.filter((entry) => entry.client_id !== clientId || entry.seq > seq);
      store.set(attemptId, { ...current, entries });
    },
    rememberQuestion(attemptId, questionId) {
      store.set(attemptId, { ...read(attemptId), lastQuestionId: questionId });
    },
    replaceClient(attemptId, from, to) {
      const current = read(attemptId);
      store.set(attemptId, { ...current, entries: renameClient(current.entries, from, to) });
    },
  };
}

/** The entries with client `from` moved to client `to`, keeping their seqs and order. */
export function renameClient(entries: readonly JournalEntry[], from: string, to: string): JournalEntry[] {
  return entries.map((entry) => (entry.client_id === from ? { ...entry, client_id: to } : entry));
}

/**
 * One question's later change folded onto an earlier one (a batch, a compacted journal): the later
 * state wins, the times on screen add up, and it keeps the server's answer only if both did (a
 * visit after a choice still carries the choice).
 */
export function mergeChange(earlier: ResponseChange | undefined, later: ResponseChange): ResponseChange {
  const { keeps_answer: keepsAnswer, ...change } = later;
  const keeps = keepsAnswer === true && (earlier === undefined || earlier.keeps_answer === true);
  return { ...change, time_spent_ms: (earlier?.time_spent_ms ?? 0) + later.time_spent_ms, ...(keeps ? { keeps_answer: true } : {}) };
}
