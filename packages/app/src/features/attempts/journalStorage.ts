import type { JournalSnapshot } from '@pariksha/machines';
import { journalKeyPrefix } from '../auth/atoms';

// The mock test's journals in localStorage, one per learner and attempt: the key names both, so
// a journal is only ever loaded for the learner who wrote it (localJournal.ts writes them).

export interface StoredJournal extends JournalSnapshot {
  updatedAt: number;
}

/** A journal in storage, with whose it is: null for one written before journals named the learner. */
export interface JournalRecord {
  key: string;
  learnerId: string | null;
  attemptId: string;
  /** Null when it cannot be read. */
  journal: StoredJournal | null;
}

export function journalKey(learnerId: string, attemptId: string): string {
  return `${journalKeyPrefix}${learnerId}.${attemptId}`;
}

/** The key a journal had before journals named their learner. */
export function unownedJournalKey(attemptId: string): string {
  return journalKeyPrefix + attemptId;
}

export function isStoredJournal(value: unknown): value is StoredJournal {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<StoredJournal>;
  return Array.isArray(candidate.entries) && (candidate.lastQuestionId === null || typeof candidate.lastQuestionId === 'number');
}

export function parseJournal(raw: string | null): StoredJournal | null {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isStoredJournal(value) ? value : null;
  } catch {
    return null;
  }
}

/** Every journal in `storage`, read. */
export function storedJournals(storage: Storage): JournalRecord[] {
  const records: JournalRecord[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null || !key.startsWith(journalKeyPrefix)) continue;
    const name = key.slice(journalKeyPrefix.length);
    // An attempt id (a UUID) has no dot; a learner's id comes before the last one.
    const dot = name.lastIndexOf('.');
    records.push({
      key,
      learnerId: dot === -1 ? null : name.slice(0, dot),
      attemptId: name.slice(dot + 1),
      journal: parseJournal(storage.getItem(key)),
    });
  }
  return records;
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
