import { mergeChange, renameClient, type AttemptJournal, type JournalEntry, type JournalSnapshot } from '@pariksha/machines';

/** One key per attempt, so a tab reads and writes only its own attempt. */
export const journalKeyPrefix = 'pariksha.attemptJournal.';
/** Past this many entries, each question keeps only its latest change (its time added up). */
export const maxJournalEntries = 400;
/** Attempts whose journal is kept; older ones (abandoned on this device) make room. */
export const maxJournaledAttempts = 5;

interface StoredJournal extends JournalSnapshot {
  updatedAt: number;
}

export interface LocalAttemptJournal extends AttemptJournal {
  /** Forgets the attempt: it is submitted, the server holds everything. */
  clear(attemptId: string): void;
}

const empty = (): StoredJournal => ({ entries: [], lastQuestionId: null, updatedAt: 0 });

function isStoredJournal(value: unknown): value is StoredJournal {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredJournal>;
  return Array.isArray(candidate.entries) && (candidate.lastQuestionId === null || typeof candidate.lastQuestionId === 'number');
}

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
 * The machine's journal in localStorage: written synchronously before the screen moves on, so a
 * reload, a closed tab or a crash loses nothing saved. Without storage (private mode on some
 * phones) it keeps the journal in memory for the page's life.
 */
export function createLocalJournal(storage: Storage | undefined = safeLocalStorage()): LocalAttemptJournal {
  const memory = new Map<string, StoredJournal>();

  function read(attemptId: string): StoredJournal {
    const key = journalKeyPrefix + attemptId;
    if (storage === undefined) return memory.get(key) ?? empty();
    try {
      const raw = storage.getItem(key);
      const value: unknown = raw === null ? null : JSON.parse(raw);
      return isStoredJournal(value) ? value : (memory.get(key) ?? empty());
    } catch {
      return memory.get(key) ?? empty();
    }
  }

  /** Other attempts' journals, oldest first (the ones to drop for room). */
  function otherJournals(attemptId: string): { key: string; updatedAt: number }[] {
    if (storage === undefined) return [];
    const found: { key: string; updatedAt: number }[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || !key.startsWith(journalKeyPrefix) || key === journalKeyPrefix + attemptId) continue;
      let updatedAt = 0;
      try {
        const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        if (isStoredJournal(value)) updatedAt = value.updatedAt;
      } catch {
        /* unreadable: oldest */
      }
      found.push({ key, updatedAt });
    }
    return found.sort((a, b) => a.updatedAt - b.updatedAt);
  }

  function write(attemptId: string, journal: StoredJournal): void {
    const key = journalKeyPrefix + attemptId;
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
      const key = journalKeyPrefix + attemptId;
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        /* storage disabled */
      }
    },
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
