import type { JournalEntry } from '@pariksha/machines';
import { beforeEach, describe, expect, it } from 'vitest';
import { journalKeyPrefix } from '../auth/atoms';
import { journalKey, unownedJournalKey } from './journalStorage';
import { compact, createLocalJournal, maxJournaledAttempts, maxJournalEntries } from './localJournal';

const attemptA = '11111111-1111-4111-8111-111111111111';
const attemptB = '22222222-2222-4222-8222-222222222222';
/** Learners' ids, as the app keeps them. */
const asha = '7';
const ravi = '8';

function entry(seq: number, questionId: number, time = 1000, clientId = 'tab-1'): JournalEntry {
  return { client_id: clientId, seq, change: { question_id: questionId, answer: { choice: seq % 4 }, marked: false, visited: true, time_spent_ms: time } };
}

describe('the localStorage journal', () => {
  beforeEach(() => window.localStorage.clear());

  it('survives a reload: a new journal on the same storage reads what the old one wrote', () => {
    const before = createLocalJournal(asha, window.localStorage);
    before.append(attemptA, entry(1, 10));
    before.append(attemptA, entry(2, 11));
    before.rememberQuestion(attemptA, 11);
    const after = createLocalJournal(asha, window.localStorage);
    expect(after.load(attemptA)).toEqual({ entries: [entry(1, 10), entry(2, 11)], lastQuestionId: 11 });
  });

  it('keeps each attempt apart', () => {
    const journal = createLocalJournal(asha, window.localStorage);
    journal.append(attemptA, entry(1, 10));
    journal.append(attemptB, entry(1, 20));
    expect(journal.load(attemptA).entries).toEqual([entry(1, 10)]);
    expect(journal.load(attemptB).entries).toEqual([entry(1, 20)]);
  });

  it('forgets only the acknowledged entries of the acknowledging tab', () => {
    const journal = createLocalJournal(asha, window.localStorage);
    journal.append(attemptA, entry(1, 10));
    journal.append(attemptA, entry(2, 11));
    journal.append(attemptA, entry(1, 12, 500, 'tab-2'));
    journal.acknowledge(attemptA, 1, 'tab-1');
    expect(journal.load(attemptA).entries).toEqual([entry(2, 11), entry(1, 12, 500, 'tab-2')]);
  });

  it('gives a tab’s entries to its new id, same seqs and order, others untouched', () => {
    const journal = createLocalJournal(asha, window.localStorage);
    journal.append(attemptA, entry(7, 10));
    journal.append(attemptA, entry(1, 12, 500, 'tab-2'));
    journal.append(attemptA, entry(8, 11));
    journal.replaceClient(attemptA, 'tab-1', 'tab-3');
    expect(createLocalJournal(asha, window.localStorage).load(attemptA).entries).toEqual([
      entry(7, 10, 1000, 'tab-3'),
      entry(1, 12, 500, 'tab-2'),
      entry(8, 11, 1000, 'tab-3'),
    ]);
  });

  it('compacts a visit after a choice into a choice, and a run of visits into a visit', () => {
    const visit = (e: JournalEntry): JournalEntry => ({ ...e, change: { ...e.change, keeps_answer: true } });
    const compacted = compact([entry(1, 10), visit(entry(2, 10)), visit(entry(3, 11)), visit(entry(4, 11))]);
    expect(compacted.map((e) => [e.seq, e.change.keeps_answer ?? false])).toEqual([
      [2, false],
      [4, true],
    ]);
  });

  it('clears a submitted attempt from storage', () => {
    const journal = createLocalJournal(asha, window.localStorage);
    journal.append(attemptA, entry(1, 10));
    journal.clear(attemptA);
    expect(window.localStorage.getItem(journalKey(asha, attemptA))).toBeNull();
    expect(createLocalJournal(asha, window.localStorage).load(attemptA)).toEqual({ entries: [], lastQuestionId: null });
  });

  it('is bounded: past its size each question keeps its latest change, with the time added up', () => {
    const journal = createLocalJournal(asha, window.localStorage);
    for (let seq = 1; seq <= maxJournalEntries + 1; seq += 1) journal.append(attemptA, entry(seq, 1 + (seq % 3), 10));
    const { entries } = journal.load(attemptA);
    expect(entries).toHaveLength(3);
    expect(entries.map((item) => item.seq)).toEqual([maxJournalEntries - 1, maxJournalEntries, maxJournalEntries + 1]);
    expect(entries.reduce((sum, item) => sum + item.change.time_spent_ms, 0)).toBe((maxJournalEntries + 1) * 10);
  });

  it('keeps the journals of at most a few attempts, dropping the oldest', () => {
    const journal = createLocalJournal(asha, window.localStorage);
    const ids = Array.from({ length: maxJournaledAttempts + 2 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    for (const id of ids) journal.append(id, entry(1, 10));
    const kept = Object.keys(window.localStorage).filter((key) => key.startsWith(journalKeyPrefix));
    expect(kept).toHaveLength(maxJournaledAttempts);
    expect(kept).toContain(journalKey(asha, ids.at(-1) ?? ''));
  });

  it('ignores a damaged value rather than failing the test screen', () => {
    window.localStorage.setItem(journalKey(asha, attemptA), '{not json');
    expect(createLocalJournal(asha, window.localStorage).load(attemptA)).toEqual({ entries: [], lastQuestionId: null });
  });

  it('is one learner’s: another learner on the same phone never loads it, even for the same attempt id', () => {
    createLocalJournal(asha, window.localStorage).append(attemptA, entry(1, 10));
    expect(createLocalJournal(ravi, window.localStorage).load(attemptA)).toEqual({ entries: [], lastQuestionId: null });
    expect(createLocalJournal(asha, window.localStorage).load(attemptA).entries).toEqual([entry(1, 10)]);
    expect(Object.keys(window.localStorage)).toEqual([journalKey(asha, attemptA)]);
  });

  it('gives a journal written before journals named their learner to the learner whose attempt it is', () => {
    window.localStorage.setItem(unownedJournalKey(attemptA), JSON.stringify({ entries: [entry(1, 10)], lastQuestionId: 10, updatedAt: 1 }));
    // Only the attempt's owner is given the attempt by the server, and only then is its journal read.
    expect(createLocalJournal(asha, window.localStorage).load(attemptA)).toEqual({ entries: [entry(1, 10)], lastQuestionId: 10 });
    expect(Object.keys(window.localStorage)).toEqual([journalKey(asha, attemptA)]);
  });

  it('works in memory when the browser has no storage', () => {
    const journal = createLocalJournal(asha, undefined);
    journal.append(attemptA, entry(1, 10));
    expect(journal.load(attemptA).entries).toEqual([entry(1, 10)]);
  });
});

describe('compact', () => {
  it('keeps the newest change per client and question, newest last', () => {
    const merged = compact([entry(1, 10, 100), entry(2, 11, 200), entry(3, 10, 300)]);
    expect(merged.map((item) => [item.seq, item.change.question_id, item.change.time_spent_ms])).toEqual([
      [2, 11, 200],
      [3, 10, 400],
    ]);
  });
});
