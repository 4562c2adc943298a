import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxChangesPerSave, saveResponsesResponse, startAttemptResponse } from '@pariksha/contract';
import { call, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, type FixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// saveResponses is the route a mock test calls every few seconds per candidate, so it skips the
// work that never pays off on it (scripts/bench-saves.mjs measures it); what it answers stays the
// same.
for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the saveResponses route ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;
    let learner: SignedUp;
    let attemptId: string;

    beforeAll(async () => {
      server = await startTestServer(target);
      fixture = await addFixturePaper(server.database.db);
      learner = await signUp(server, { first_name: 'Meena' });
      const started = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } });
      expect(started.statusCode, started.body).toBe(200);
      attemptId = startAttemptResponse.parse(started.json()).data.attempt_id;
    });
    afterAll(async () => {
      await server?.close();
    });

    const brotli = { 'accept-encoding': 'br, gzip' };

    it('answers a save with its acknowledgement as plain JSON, whatever encodings the browser accepts', async () => {
      const questionId = fixture.ids['fixture-single-1'] ?? 0;
      const response = await call(server, 'POST', '/saveResponses', {
        token: learner.token,
        headers: brotli,
        payload: {
          attempt_id: attemptId,
          client_id: 'tab-plain-json',
          seq: 1,
          changes: [{ question_id: questionId, answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 4000 }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const ack = saveResponsesResponse.parse(response.json()).data;
      expect(ack).toMatchObject({ attempt_id: attemptId, client_id: 'tab-plain-json', seq: 1, status: 'in_progress' });
    });

    it('does not compress even a long refusal, while other attempt routes still compress their answers', async () => {
      // A whole batch of questions not in the paper: one message per change, well over 1 KiB.
      const changes = Array.from({ length: maxChangesPerSave }, (_, index) => ({
        question_id: 900_000 + index,
        answer: null,
        marked: false,
        visited: true,
        time_spent_ms: 0,
      }));
      const refused = await call(server, 'POST', '/saveResponses', {
        token: learner.token,
        headers: brotli,
        payload: { attempt_id: attemptId, client_id: 'tab-long-refusal', seq: 1, changes },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.rawPayload.length).toBeGreaterThan(1024);
      expect(Object.keys(refused.json().fields)).toHaveLength(maxChangesPerSave);

      const paper = await call(server, 'GET', `/getAttempt/${attemptId}`, { token: learner.token, headers: brotli });
      expect(paper.statusCode, paper.body).toBe(200);
      expect(paper.headers['content-encoding']).toBe('br');
    });

    it('still refuses a compressed body and checks the token before the body', async () => {
      const compressed = await call(server, 'POST', '/saveResponses', {
        token: learner.token,
        headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(compressed.statusCode).toBe(415);
      const anonymous = await call(server, 'POST', '/saveResponses', { payload: { not: 'a save' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });
}
