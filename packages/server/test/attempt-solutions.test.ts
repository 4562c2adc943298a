import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAttemptResultResponse,
  getAttemptSolutionsResponse,
  startAttemptResponse,
  type AttemptSolutions,
  type AttemptView,
} from '@pariksha/contract';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, moveDeadline, save, type FixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`getAttemptSolutions ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;
    let asha: SignedUp;
    let ravi: SignedUp;
    const q = (key: string) => fixture.ids[key] ?? 0;

    beforeAll(async () => {
      server = await startTestServer(target);
      fixture = await addFixturePaper(server.database.db);
      asha = await signUp(server, { first_name: 'Asha' });
      ravi = await signUp(server, { first_name: 'Ravi' });
    });
    afterAll(async () => {
      await server?.close();
    });

    async function start(learner: SignedUp): Promise<AttemptView> {
      const response = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } });
      expect(response.statusCode, response.body).toBe(200);
      return startAttemptResponse.parse(response.json()).data;
    }

    async function submit(learner: SignedUp, attemptId: string): Promise<void> {
      const response = await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: attemptId } });
      expect(response.statusCode, response.body).toBe(200);
    }

    async function solutions(learner: SignedUp, attemptId: string, lang = 'en'): Promise<AttemptSolutions> {
      const response = await call(server, 'GET', `/getAttemptSolutions/${attemptId}?lang=${lang}`, { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getAttemptSolutionsResponse.parse(response.json()).data;
    }

    it('refuses an attempt in progress with 409, carrying no key or explanation', async () => {
      const learner = await signUp(server);
      const view = await start(learner);
      await save(server, learner, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 } }]);
      for (const lang of ['en', 'hi']) {
        const response = await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}?lang=${lang}`, { token: learner.token });
        const failure = expectFailure(response, 409);
        expect(failure.code).toBe('attempt_in_progress');
        expect(failure.msg).toBe(
          lang === 'en' ? 'This test is still in progress. Submit it to see the result.' : 'यह टेस्ट अभी चल रहा है। परिणाम देखने के लिए इसे जमा करें।',
        );
        for (const leak of ['explanation', 'correct_answer', '7 × 8 = 56', 'tolerance', 'outcome']) expect(response.body).not.toContain(leak);
      }
    });

    it('submits an attempt past its deadline first, then answers its solutions', async () => {
      const learner = await signUp(server);
      const view = await start(learner);
      await save(server, learner, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 } }]);
      await moveDeadline(server.database.db, view.attempt_id, 60);
      const answered = await solutions(learner, view.attempt_id);
      expect(answered.questions[0]).toMatchObject({ outcome: 'correct', answer: { choice: 1 }, correct_answer: { choice: 1 } });
      const result = getAttemptResultResponse.parse(
        (await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token })).json(),
      ).data;
      expect(result.submitted_by).toBe('deadline');
    });

    it('gives every question in order with both languages, the key, the answer and its outcome', async () => {
      const view = await start(asha);
      await save(server, asha, view.attempt_id, 'tab', 1, [
        { question_id: q('fixture-single-1'), answer: { choice: 1 }, marked: true, time_spent_ms: 11_000 },
        { question_id: q('fixture-single-2'), answer: { choice: 0 }, time_spent_ms: 12_000 },
        { question_id: q('fixture-single-3'), answer: null, marked: true, time_spent_ms: 13_000 },
        { question_id: q('fixture-multiple-1'), answer: { choices: [2, 0] }, time_spent_ms: 14_000 },
        { question_id: q('fixture-numeric-1'), answer: { value: '-12.50' }, time_spent_ms: 15_000 },
        // 3.149 is within the tolerance of 0.01 around 3.14.
        { question_id: q('fixture-numeric-2'), answer: { value: '3.149' }, time_spent_ms: 16_000 },
      ]);
      await submit(asha, view.attempt_id);

      const hindi = await solutions(asha, view.attempt_id, 'hi');
      expect(hindi.attempt_id).toBe(view.attempt_id);
      expect(hindi.title).toBe('जाँच टेस्ट मॉक टेस्ट');
      expect(hindi.sections).toEqual([
        { id: 1, name: 'तर्कशक्ति', translations: [{ language_code: 'en', name: 'Reasoning' }, { language_code: 'hi', name: 'तर्कशक्ति' }] },
        { id: 2, name: 'मिश्रित', translations: [{ language_code: 'en', name: 'Mixed' }, { language_code: 'hi', name: 'मिश्रित' }] },
      ]);
      expect(
        hindi.questions.map(({ question_id, number, section, type, correct_answer, tolerance, answer, outcome, marked, time_spent_ms }) => ({
          question_id,
          number,
          section,
          type,
          correct_answer,
          tolerance,
          answer,
          outcome,
          marked,
          time_spent_ms,
        })),
      ).toEqual([
        { question_id: q('fixture-single-1'), number: 1, section: 1, type: 'single', correct_answer: { choice: 1 }, tolerance: 0, answer: { choice: 1 }, outcome: 'correct', marked: true, time_spent_ms: 11_000 },
        { question_id: q('fixture-single-2'), number: 2, section: 1, type: 'single', correct_answer: { choice: 2 }, tolerance: 0, answer: { choice: 0 }, outcome: 'wrong', marked: false, time_spent_ms: 12_000 },
        { question_id: q('fixture-single-3'), number: 3, section: 1, type: 'single', correct_answer: { choice: 0 }, tolerance: 0, answer: null, outcome: 'unanswered', marked: true, time_spent_ms: 13_000 },
        { question_id: q('fixture-multiple-1'), number: 4, section: 2, type: 'multiple', correct_answer: { choices: [0, 2] }, tolerance: 0, answer: { choices: [2, 0] }, outcome: 'correct', marked: false, time_spent_ms: 14_000 },
        { question_id: q('fixture-numeric-1'), number: 5, section: 2, type: 'numeric', correct_answer: { value: '-12.5' }, tolerance: 0, answer: { value: '-12.50' }, outcome: 'correct', marked: false, time_spent_ms: 15_000 },
        { question_id: q('fixture-numeric-2'), number: 6, section: 2, type: 'numeric', correct_answer: { value: '3.14' }, tolerance: 0.01, answer: { value: '3.149' }, outcome: 'correct', marked: false, time_spent_ms: 16_000 },
      ]);
      expect(hindi.questions[0]?.translations).toEqual([
        { language_code: 'en', text: 'What is 7 × 8?', options: ['54', '56', '58', '64'], explanation: '7 × 8 = 56.' },
        { language_code: 'hi', text: '7 × 8 कितना है?', options: ['54', '56', '58', '64'], explanation: '7 × 8 = 56।' },
      ]);
      expect(hindi.questions[4]?.translations).toEqual([
        { language_code: 'en', text: 'What is 25 ÷ (−2)?', explanation: '25 ÷ 2 = 12.5, and the sign is negative.' },
        { language_code: 'hi', text: '25 ÷ (−2) कितना है?', explanation: '25 ÷ 2 = 12.5, और चिह्न ऋणात्मक है।' },
      ]);

      // The same outcomes as the result, and only the title and section names follow lang.
      const result = getAttemptResultResponse.parse(
        (await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: asha.token })).json(),
      ).data;
      expect(hindi.questions.map((question) => question.outcome)).toEqual(result.questions.map((question) => question.outcome));
      const english = await solutions(asha, view.attempt_id);
      expect(english.title).toBe('Fixture Test Mock Test');
      expect(english.sections.map((section) => section.name)).toEqual(['Reasoning', 'Mixed']);
      expect(english.questions).toEqual(hindi.questions);
    });

    it('marks wrong a subset of the right options and a number outside the tolerance', async () => {
      const learner = await signUp(server);
      const view = await start(learner);
      await save(server, learner, view.attempt_id, 'tab', 1, [
        { question_id: q('fixture-multiple-1'), answer: { choices: [0] } },
        { question_id: q('fixture-numeric-2'), answer: { value: '3.16' } },
        { question_id: q('fixture-numeric-1'), answer: { value: '12.5' } },
      ]);
      await submit(learner, view.attempt_id);
      const outcomes = new Map((await solutions(learner, view.attempt_id)).questions.map((question) => [question.question_id, question.outcome]));
      expect(outcomes.get(q('fixture-multiple-1'))).toBe('wrong');
      expect(outcomes.get(q('fixture-numeric-2'))).toBe('wrong');
      expect(outcomes.get(q('fixture-numeric-1'))).toBe('wrong');
      expect(outcomes.get(q('fixture-single-1'))).toBe('unanswered');
    });

    it('answers another learner, an unknown attempt and no token as getAttempt does', async () => {
      const view = await start(asha);
      await submit(asha, view.attempt_id);
      for (const id of [view.attempt_id, '00000000-0000-4000-8000-000000000000']) {
        const response = await call(server, 'GET', `/getAttemptSolutions/${id}`, { token: ravi.token });
        expect(expectFailure(response, 404)).toEqual({ result: 0, msg: 'No such attempt.', error: 'No such attempt.', code: 'not_found' });
        expect(response.body).not.toContain('explanation');
      }
      expect(expectFailure(await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}?lang=hi`, { token: ravi.token }), 404).msg).toBe(
        'यह टेस्ट प्रयास नहीं मिला।',
      );
      expect(expectFailure(await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}`), 401).code).toBe('unauthorized');
      for (const id of ['not-a-uuid', "1'%20OR%20'1'='1", '%F0%9F%98%80']) {
        expect((await call(server, 'GET', `/getAttemptSolutions/${id}`, { token: asha.token })).statusCode).toBe(400);
      }
    });

    it('is compressed and never stored', async () => {
      const view = await start(asha);
      await submit(asha, view.attempt_id);
      const url = `/api/v1/getAttemptSolutions/${view.attempt_id}?lang=hi`;
      const headers = { authorization: `Bearer ${asha.token}` };
      const plain = await server.app.inject({ url, headers });
      const br = await server.app.inject({ url, headers: { ...headers, 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(plain.headers['cache-control']).toBe('no-store');
    });

    it('is in the OpenAPI document behind the Bearer token, with each failure', async () => {
      const document = (await server.app.inject({ url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, { operationId?: string; security?: unknown; summary?: string; responses?: Record<string, unknown> }>>;
      };
      const operation = document.paths['/api/v1/getAttemptSolutions/{attempt_id}']?.get;
      expect(operation?.operationId).toBe('getAttemptSolutions');
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(operation?.summary).toBeTruthy();
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '400', '401', '404', '409', '429', '500']);
    });
  });
}
