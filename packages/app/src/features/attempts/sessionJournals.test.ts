import type { JournalEntry } from '@pariksha/machines';
import { beforeEach, describe, expect, it } from 'vitest';
import { journalKey, unownedJournalKey } from './journalStorage';
import { attemptsWithUnsentAnswers } from './sendKeptAnswers';
import { forgetOthersJournals, keptJournalMs } from './sessionJournals';

const attemptA = '11111111-1111-4111-8111-111111111111';
const attemptB = '22222222-2222-4222-8222-222222222222';
const asha = '7';
const ravi = '8';
const now = Date.parse('2026-11-24T10:00:00.000Z');

const unsent: JournalEntry = { client_id: 'tab-1', seq: 1, change: { question_id: 10, answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 900 } };

function store(key: string, entries: JournalEntry[], updatedAt = now) {
  window.localStorage.setItem(key, JSON.stringify({ entries, lastQuestionId: 10, updatedAt }));
}

describe('the journals on a shared phone', () => {
  beforeEach(() => window.localStorage.clear());

  it('when a session ends, the last learner’s journals go, but answers they never sent wait for them', () => {
    store(journalKey(asha, attemptA), []);
    store(journalKey(asha, attemptB), [unsent]);
    forgetOthersJournals(null, window.localStorage, now);
    expect(Object.keys(window.localStorage)).toEqual([journalKey(asha, attemptB)]);
  });

  it('when another learner signs in, they keep their own journals and find none of the last one’s but unsent answers', () => {
    store(journalKey(asha, attemptA), []);
    store(journalKey(asha, attemptB), [unsent]);
    store(journalKey(ravi, attemptA), []);
    forgetOthersJournals(ravi, window.localStorage, now);
    expect(Object.keys(window.localStorage).sort()).toEqual([journalKey(asha, attemptB), journalKey(ravi, attemptA)].sort());
  });

  it('drops unsent answers after a day (no test lasts so long: the server would refuse them), unreadable journals and unowned ones with nothing unsent', () => {
    store(journalKey(asha, attemptA), [unsent], now - keptJournalMs);
    window.localStorage.setItem(journalKey(asha, attemptB), '{not json');
    store(unownedJournalKey(attemptA), []);
    store(unownedJournalKey(attemptB), [unsent]);
    window.localStorage.setItem('token', 'kept');
    forgetOthersJournals(ravi, window.localStorage, now);
    expect(Object.keys(window.localStorage).sort()).toEqual(['token', unownedJournalKey(attemptB)].sort());
  });

  it('names the attempts whose journal holds a learner’s unsent answers', () => {
    store(journalKey(asha, attemptA), []);
    store(journalKey(asha, attemptB), [unsent]);
    store(journalKey(ravi, attemptA), [unsent]);
    expect(attemptsWithUnsentAnswers(asha, window.localStorage)).toEqual([attemptB]);
    expect(attemptsWithUnsentAnswers('9', window.localStorage)).toEqual([]);
  });
});
