// @vitest-environment node
// The attempt calls through the app's real api client against a real HTTP server on the loopback
// address: what the machine receives is checked against the contract, and a closed attempt
// reaches it as the ApiError whose code is 'attempt_closed'.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAttemptClosed } from '@pariksha/machines';
import type { AttemptResult, AttemptView } from '@pariksha/contract/responses';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { createApiClient } from '../../api/client';
import { InvalidResponseError } from '../../api/read';
import { createQueryClient } from '../../appStore';
import { createLocalJournal } from './localJournal';
import { attemptQuery, attemptResultQuery, myAttemptsQuery, startAttempt } from './queries';
import { sessionServices } from './sessionServices';

const attemptId = '3f1c2a54-9b7e-4d21-8c33-5a6b7c8d9e0f';
const now = '2026-11-24T10:00:00.000Z';

const view: AttemptView = {
  attempt_id: attemptId,
  exam_id: 7,
  status: 'in_progress',
  started_at: now,
  deadline_at: '2026-11-24T11:00:00.000Z',
  server_time: now,
  paper: {
    title: 'SSC CGL Tier I',
    minutes: 60,
    total_marks: 200,
    pattern: 'exam',
    notice: null,
    sections: [
      {
        id: 1,
        slug: 'quantitative-aptitude',
        name: 'Quantitative Aptitude',
        translations: [{ language_code: 'en', name: 'Quantitative Aptitude' }, { language_code: 'hi', name: 'मात्रात्मक योग्यता' }],
        marks_correct: 2,
        marks_wrong: 0.5,
        partial_marks: false,
        minutes: null,
        leave_early: false,
        questions: [{ id: 101, number: 1, type: 'single', translations: [{ language_code: 'en', text: 'What is 12 × 12?', options: ['124', '144', '132', '154'] }] }],
      },
    ],
  },
  responses: [],
  sections_left_at: [null],
  last_seq_by_client: {},
};

const result: AttemptResult = {
  attempt_id: attemptId,
  exam_id: 7,
  pattern: 'exam',
  attempt_number: 1,
  title: 'SSC CGL Tier I',
  sections: [{ name: 'Quantitative Aptitude', questions: 1, attempted: 1, correct: 1, wrong: 0, partial: 0, score: 2, total_marks: 2, time_spent_ms: 30_000 }],
  totals: { questions: 1, attempted: 1, correct: 1, wrong: 0, score: 2, total_marks: 200, time_spent_ms: 30_000 },
  started_at: now,
  submitted_at: '2026-11-24T10:20:00.000Z',
  submitted_by: 'learner',
  ranking: { rank: 1, candidates: 1, percentile: 100, provisional: true, counted: true },
  benchmarks: null,
  questions: [{ question_id: 101, number: 1, section: 1, outcome: 'correct', marked: false, time_spent_ms: 30_000, topic: 'percentage' }],
  answer_changes: { right_to_wrong: 0, wrong_to_right: 0, wrong_to_wrong: 0 },
  weak_topics: { attempts: 1, topics: [{ slug: 'percentage', name: 'Percentage', questions: 1, attempted: 1, correct: 1 }] },
  rescores: [],
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler = (_req, res) => res.end();
let server: Server;
let baseURL: string;
const seen: { method: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      handler(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

function reply(status: number, body: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

function client() {
  const notify = { success: vi.fn(), error: vi.fn() };
  const api = createApiClient({ baseURL, getLanguage: () => 'hi', getToken: () => 'tok', onUnauthorized: vi.fn(), notify });
  return { api, notify, scope: { api, language: 'hi', learner: '7' } };
}

/** A journal in a Storage-like map: the node environment has no localStorage. */
function mapStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the attempt queries', () => {
  it('reads an attempt in the reader’s language, checked against the contract', async () => {
    handler = reply(200, { result: 1, data: view });
    const { scope } = client();
    const data = await createQueryClient().fetchQuery(attemptQuery(attemptId)(scope));
    expect(data).toEqual({ ...view, roundTrip: expect.any(Object) });
    expect(seen[0]?.url).toBe(`/api/v1/getAttempt/${attemptId}?lang=hi`);
    expect(attemptQuery(attemptId)(scope).queryKey).toEqual(['learner', '7', 'attempt', attemptId, 'hi']);
  });

  it('keeps when the attempt was asked for and when its answer arrived, for the test’s clock', async () => {
    // The phone's clock is frozen but for the moves made here; the server answers when told.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(now) });
    try {
      let answer: () => void = () => {};
      const asked = new Promise<void>((resolve) => {
        handler = (_req, res) => {
          answer = () => reply(200, { result: 1, data: view })(_req, res);
          resolve();
        };
      });
      const { scope } = client();
      const reading = createQueryClient().fetchQuery(attemptQuery(attemptId)(scope));
      await asked;
      vi.setSystemTime(Date.parse(now) + 3_000);
      answer();
      const data = await reading;
      expect(data.roundTrip).toEqual({ sentAt: Date.parse(now), receivedAt: Date.parse(now) + 3_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an attempt that is not the contract’s shape', async () => {
    handler = reply(200, { result: 1, data: { ...view, deadline_at: 'soon' } });
    const { scope } = client();
    await expect(createQueryClient().fetchQuery({ ...attemptQuery(attemptId)(scope), retry: false })).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('reads a result and the learner’s attempts', async () => {
    handler = reply(200, { result: 1, data: result });
    const { scope } = client();
    expect(await createQueryClient().fetchQuery(attemptResultQuery(attemptId)(scope))).toEqual(result);
    const mine = [
      {
        attempt_id: attemptId,
        exam_id: 7,
        exam_slug: 'ssc-cgl',
        exam_title: 'SSC CGL Tier I',
        pattern: 'exam',
        attempt_number: 1,
        status: 'in_progress',
        started_at: now,
        deadline_at: now,
        score: null,
        total_marks: 200,
        ranking: null,
      },
    ];
    handler = reply(200, { result: 1, data: mine });
    expect(await createQueryClient().fetchQuery(myAttemptsQuery(scope))).toEqual(mine);
  });

  it('starts an attempt with POST startAttempt and the exam’s id', async () => {
    handler = reply(200, { result: 1, data: view, msg: 'Started' });
    const { api } = client();
    expect(await startAttempt(api, 7)).toEqual(view);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/startAttempt?lang=hi', body: JSON.stringify({ exam_id: 7 }) });
  });
});

describe('the machine’s services', () => {
  const batch = { attempt_id: attemptId, client_id: 'tab-1', seq: 1, changes: [] };

  it('sends a batch and yields the acknowledgement', async () => {
    const ack = { attempt_id: attemptId, client_id: 'tab-1', seq: 1, server_time: now, deadline_at: view.deadline_at, status: 'in_progress' };
    handler = reply(200, { result: 1, data: ack });
    const { api } = client();
    const services = sessionServices(api, createLocalJournal('7', mapStorage()), '7');
    expect(await services.sendBatch(batch, new AbortController().signal)).toEqual(ack);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/saveResponses?lang=hi', body: JSON.stringify(batch) });
  });

  it('rejects a save to a closed attempt with code attempt_closed, without a toast', async () => {
    handler = reply(409, { result: 0, code: 'attempt_closed', error: 'This test is already submitted.' });
    const { api, notify } = client();
    const services = sessionServices(api, createLocalJournal('7', mapStorage()), '7');
    const error = await services.sendBatch(batch, new AbortController().signal).then(() => null, (reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(isAttemptClosed(error)).toBe(true);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('submits, yields the result and clears the attempt’s journal', async () => {
    handler = reply(200, { result: 1, data: result, msg: 'Submitted' });
    const { api } = client();
    const storage = mapStorage();
    const journal = createLocalJournal('7', storage);
    journal.append(attemptId, { client_id: 'tab-1', seq: 1, change: { question_id: 101, answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 1 } });
    expect(await sessionServices(api, journal, '7').submitAttempt(attemptId)).toEqual(result);
    expect(storage.length).toBe(0);
  });

  it('keeps the journal when the submit fails', async () => {
    handler = reply(500, { result: 0, code: 'server_error', error: 'Something went wrong.' });
    const { api } = client();
    const storage = mapStorage();
    const journal = createLocalJournal('7', storage);
    journal.append(attemptId, { client_id: 'tab-1', seq: 1, change: { question_id: 101, answer: null, marked: true, visited: true, time_spent_ms: 1 } });
    await expect(sessionServices(api, journal, '7').submitAttempt(attemptId)).rejects.toBeInstanceOf(Error);
    expect(journal.load(attemptId).entries).toHaveLength(1);
  });
});
