import { mergeChange, renameClient, type AttemptJournal, type JournalEntry } from '@pariksha/machines';
import { journalKey, parseJournal, safeLocalStorage, storedJournals, unownedJournalKey, type StoredJournal } from './journalStorage';

/** Past this many entries, each question keeps only its latest change (its time added up). */
export const maxJournalEntries = 400;
/** Attempts whose journal is kept; older ones (abandoned on this device) make room. */
export const maxJournaledAttempts = 5;

export interface LocalAttemptJournal extends AttemptJournal {
  /** Forgets the attempt: it is submitted, the server holds everything. */
  clear(attemptId: string): void;
}

const empty = (): StoredJournal => ({ entries: [], lastQuestionId: null, updatedAt: 0 });

/**
 * Keeps a client's unsent changes per question, newest last, when the journal grows past its
 * bound (a long offline spell): each change carries the question's whole state, so only its time
 * on screen (and whether it was a choice) must be carried from the entries it replaces.
 */
export function compact(entries: readonly JournalEntry[]): JournalEntry[] {
  const latest = new Map<string, JournalEntry>();
  for (const entry of entries) {
    const key = `${entry.client_id}:${entry.change.question_id}`;
    const before = latest.get(key);
    latest.delete(key);
    latest.set(key, { ...entry, change: mergeChange(before?.change, entry.change) });
  }
  // A replaced entry moved to the end: the order stays the order of the newest changes.
  return [...latest.values()];
}

/**
 * The machine's journal in localStorage for one learner: written synchronously before the screen
 * moves on, so a reload, a closed tab or a crash loses nothing saved. Its keys name the learner,
 * so another learner on the same phone never loads it. Without storage (private mode on some
 * phones) it keeps the journal in memory for the page's life.
 */
export function createLocalJournal(learnerId: string, storage: Storage | undefined = safeLocalStorage()): LocalAttemptJournal {
  const keyOf = (attemptId: string) => journalKey(learnerId, attemptId);
  const memory = new Map<string, StoredJournal>();

  function read(attemptId: string): StoredJournal {
    const key = keyOf(attemptId);
    if (storage === undefined) return memory.get(key) ?? empty();
    try {
      return parseJournal(storage.getItem(key)) ?? adoptUnowned(attemptId) ?? memory.get(key) ?? empty();
    } catch {
      return memory.get(key) ?? empty();
    }
  }

  /**
   * A journal written before journals named their learner is this learner's: only the attempt's
   * owner is given the attempt by the server, and only then is its journal read.
   */
  function adoptUnowned(attemptId: string): StoredJournal | null {
    if (storage === undefined) return null;
    const unowned = parseJournal(storage.getItem(unownedJournalKey(attemptId)));
    if (unowned === null) return null;
    storage.setItem(keyOf(attemptId), JSON.stringify(unowned));
    storage.removeItem(unownedJournalKey(attemptId));
    return unowned;
  }

  /** Other attempts' journals, oldest first (the ones to drop for room). */
  function otherJournals(attemptId: string): { key: string; updatedAt: number }[] {
    if (storage === undefined) return [];
    return storedJournals(storage)
      .filter((record) => record.key !== keyOf(attemptId))
      .map((record) => ({ key: record.key, updatedAt: record.journal?.updatedAt ?? 0 }))
      .sort((a, b) => a.updatedAt - b.updatedAt);
  }

  function write(attemptId: string, journal: StoredJournal): void {
    const key = keyOf(attemptId);
    const value: StoredJournal = {
      ...journal,
      entries: journal.entries.length > maxJournalEntries ? compact(journal.entries) : journal.entries,
      updatedAt: Date.now(),
    };
    memory.set(key, value);
    if (storage === undefined) return;
    const others = otherJournals(attemptId);
    for (const old of others.slice(0, Math.max(0, others.length - (maxJournaledAttempts - 1)))) storage.removeItem(old.key);
    const text = JSON.stringify(value);
    try {
      storage.setItem(key, text);
    } catch {
      // Storage is full: other attempts' journals make room; the memory copy holds until then.
      for (const old of others) storage.removeItem(old.key);
      try {
        storage.setItem(key, text);
      } catch {
        /* still full: this page's memory copy and the server's copy remain */
      }
    }
  }

  return {
    load: (attemptId) => {
      const { entries, lastQuestionId } = read(attemptId);
      return { entries, lastQuestionId };
    },
    append(attemptId, entry) {
      const current = read(attemptId);
      write(attemptId, { ...current, entries: [...current.entries, entry] });
    },
    acknowledge(attemptId, seq, clientId) {
      const current = read(attemptId);
      const entries = current.entries.filter((entry) => entry.client_id !== clientId || entry.seq > seq);
      if (entries.length !== current.entries.length) write(attemptId, { ...current, entries });
    },
    rememberQuestion(attemptId, questionId) {
      write(attemptId, { ...read(attemptId), lastQuestionId: questionId });
    },
    replaceClient(attemptId, from, to) {
      const current = read(attemptId);
      write(attemptId, { ...current, entries: renameClient(current.entries, from, to) });
    },
    clear(attemptId) {
      const key = keyOf(attemptId);
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        /* storage disabled */
      }
    },
  };
}
