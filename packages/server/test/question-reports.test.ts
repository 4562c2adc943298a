import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAttemptSolutionsResponse, reportQuestionResponse, startAttemptResponse } from '@pariksha/contract';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, type FixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`reportQuestion ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;
    const q = (key: string) => fixture.ids[key] ?? 0;

    beforeAll(async () => {
      server = await startTestServer(target);
      fixture = await addFixturePaper(server.database.db);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function started(learner: SignedUp): Promise<string> {
      const response = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } });
      expect(response.statusCode, response.body).toBe(200);
      return startAttemptResponse.parse(response.json()).data.attempt_id;
    }
    const report = (learner: SignedUp, payload: object, lang = 'en') => call(server, 'POST', `/reportQuestion?lang=${lang}`, { token: learner.token, payload });

    it('takes a report from the solutions, once per learner and question, and shows it with the question', async () => {
      const asha = await signUp(server, { first_name: 'Asha' });
      const attemptId = await started(asha);
      expect((await call(server, 'POST', '/submitAttempt', { token: asha.token, payload: { attempt_id: attemptId } })).statusCode).toBe(200);

      const first = await report(asha, { attempt_id: attemptId, question_id: q('fixture-single-1'), reason: 'wrong_answer', note: '  Option B is also right: 56 = 7 × 8.  ' });
      expect(first.statusCode, first.body).toBe(201);
      const body = reportQuestionResponse.parse(first.json());
      expect(body.msg).toBe('Thank you. Our reviewers will check this question, and their answer will appear here.');
      expect(body.data).toMatchObject({ question_id: q('fixture-single-1'), reason: 'wrong_answer', note: 'Option B is also right: 56 = 7 × 8.', status: 'received', decision_note: null, decided_at: null });

      const again = await report(asha, { attempt_id: attemptId, question_id: q('fixture-single-1'), reason: 'other', note: 'Sent twice' }, 'hi');
      expect(again.statusCode).toBe(200);
      const second = reportQuestionResponse.parse(again.json());
      expect(second.data).toEqual(body.data);
      expect(second.msg).toBe('आप यह प्रश्न पहले ही रिपोर्ट कर चुके हैं। हमारे समीक्षकों का उत्तर यहीं दिखेगा।');

      const solutions = getAttemptSolutionsResponse.parse((await call(server, 'GET', `/getAttemptSolutions/${attemptId}`, { token: asha.token })).json()).data;
      expect(solutions.questions.find((question) => question.question_id === q('fixture-single-1'))?.report).toEqual(body.data);
      expect(solutions.questions.filter((question) => question.report !== null)).toHaveLength(1);
    });

    it('refuses while the test is open, and for a question or attempt that is not the learner’s', async () => {
      const ravi = await signUp(server, { first_name: 'Ravi' });
      const open = await started(ravi);
      const payload = { attempt_id: open, question_id: q('fixture-single-1'), reason: 'wrong_answer' };
      expect(expectFailure(await report(ravi, payload), 409).code).toBe('attempt_in_progress');
      expect((await call(server, 'POST', '/submitAttempt', { token: ravi.token, payload: { attempt_id: open } })).statusCode).toBe(200);

      const other = await signUp(server);
      expect(expectFailure(await report(other, payload), 404).msg).toBe('No such attempt.');
      expect(expectFailure(await report(ravi, { ...payload, question_id: 999_999 }), 404).msg).toBe('This question is not in this test.');
      expect(expectFailure(await report(ravi, { ...payload, reason: 'other' }), 400).fields).toEqual({ note: 'Say in a few words what is wrong.' });
      expect(expectFailure(await report(ravi, { ...payload, reason: 'rude' }), 400).fields).toEqual({ reason: 'Choose what is wrong with the question.' });
      expect(expectFailure(await report(ravi, { ...payload, note: 'x'.repeat(1001) }), 400).fields).toEqual({ note: 'Keep the note under 1000 characters.' });
      expect((await call(server, 'POST', '/reportQuestion', { payload })).statusCode).toBe(401);
    });
  });
}
