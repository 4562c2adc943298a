import axios, { AxiosError, type AxiosAdapter } from 'axios';
import type { JournalEntry } from '@pariksha/machines';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { journalKey } from './journalStorage';
import { sendKeptAnswers } from './sendKeptAnswers';

const attemptA = '11111111-1111-4111-8111-111111111111';
const attemptB = '22222222-2222-4222-8222-222222222222';
const asha = '7';
const kept = (seq: number, questionId: number): JournalEntry => ({
  client_id: 'tab-1',
  seq,
  change: { question_id: questionId, answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 900 },
});

function keep(attemptId: string, entries: JournalEntry[]) {
  window.localStorage.setItem(journalKey(asha, attemptId), JSON.stringify({ entries, lastQuestionId: 10, updatedAt: Date.now() }));
}

const stored = (attemptId: string) => JSON.parse(window.localStorage.getItem(journalKey(asha, attemptId)) ?? 'null') as { entries: JournalEntry[] } | null;

/** A signed-out client (no token of its own) whose provider answers each batch by `answer`. */
function provider(answer: (batch: { attempt_id: string; client_id: string; seq: number }, authorization: unknown) => unknown) {
  const adapter: AxiosAdapter = async (config) => {
    const batch = JSON.parse(String(config.data)) as { attempt_id: string; client_id: string; seq: number };
    const data = answer(batch, config.headers.get('Authorization'));
    if (data instanceof AxiosError) throw data;
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  return createApiClient({ getLanguage: () => 'en', getToken: () => null, onUnauthorized: () => undefined, notify: { success: () => undefined, error: () => undefined }, adapter });
}

const ack = (batch: { attempt_id: string; client_id: string; seq: number }) => ({
  result: 1,
  data: { ...batch, server_time: '2026-11-24T10:00:00.000Z', deadline_at: '2026-11-24T11:00:00.000Z', status: 'in_progress' },
});

describe('sending the answers a learner kept on the phone', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends each attempt’s with the learner’s token and forgets what the server acknowledged', async () => {
    keep(attemptA, [kept(1, 10), kept(2, 11)]);
    keep(attemptB, [kept(5, 20)]);
    const seen: unknown[] = [];
    const api = provider((batch, authorization) => {
      seen.push([batch.attempt_id, batch.seq, authorization]);
      return ack(batch);
    });
    await sendKeptAnswers({ api, learnerId: asha, token: 'tok-asha', signal: new AbortController().signal });
    expect(seen).toEqual([
      [attemptA, 2, 'Bearer tok-asha'],
      [attemptB, 5, 'Bearer tok-asha'],
    ]);
    expect(stored(attemptA)?.entries).toEqual([]);
    expect(stored(attemptB)?.entries).toEqual([]);
  });

  it('drops the answers of an attempt that is over (the server refuses them), and keeps those it could not send', async () => {
    keep(attemptA, [kept(1, 10)]);
    keep(attemptB, [kept(5, 20)]);
    const api = provider((batch) => {
      if (batch.attempt_id === attemptA) {
        return new AxiosError('Conflict', AxiosError.ERR_BAD_REQUEST, undefined, null, {
          data: { result: 0, code: 'attempt_closed', error: 'This test is already submitted.' },
          status: 409,
          statusText: '',
          headers: {},
          config: { headers: new axios.AxiosHeaders() },
        });
      }
      return new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    });
    await sendKeptAnswers({ api, learnerId: asha, token: 'tok-asha', signal: new AbortController().signal });
    expect(stored(attemptA)).toBeNull();
    expect(stored(attemptB)?.entries).toEqual([kept(5, 20)]);
  });
});
