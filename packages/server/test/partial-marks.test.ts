import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAttemptResultResponse, getAttemptSolutionsResponse, startAttemptResponse } from '@pariksha/contract';
import { questions } from '../src/db/attempts-schema.js';
import { call, signUp } from './support/accounts.js';
import { save } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { examIdOf, grantCourse } from './support/grants.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// JEE Advanced Paper 1 as seeded: twelve sections, the questions with one or more correct options
// marked +4, −2, and 1 mark per right option chosen when no wrong one is.

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`JEE Advanced’s partial marks ${target.title}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('scores some right options and no wrong one as partly right, and a wrong option as −2', async () => {
      const db = server.database.db;
      const learner = await signUp(server);
      await grantCourse(db, learner.user.id, ['jee-advanced-paper-1'], '2099-12-31');
      const started = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: await examIdOf(db, 'jee-advanced-paper-1') } });
      const view = startAttemptResponse.parse(started.json()).data;
      expect(view.paper.sections).toHaveLength(12);
      expect(view.paper.total_marks).toBe(180);
      const multiple = view.paper.sections[1];
      expect(multiple).toMatchObject({ slug: 'physics-2', marks_correct: 4, marks_wrong: 2, partial_marks: true });
      expect(view.paper.sections.filter((section) => section.partial_marks).map((section) => section.slug)).toEqual(['physics-2', 'chemistry-2', 'mathematics-2']);

      const [first, second] = multiple?.questions ?? [];
      if (first === undefined || second === undefined) throw new Error('Physics section 2 has fewer than two questions');
      const keys = new Map((await db.select({ id: questions.id, answer: questions.answer }).from(questions).where(inArray(questions.id, [first.id, second.id]))).map((row) => [row.id, row.answer]));
      const firstKey = keys.get(first.id);
      const secondKey = keys.get(second.id);
      if (!Array.isArray(firstKey) || !Array.isArray(secondKey) || firstKey.length < 2) throw new Error('not multiple-correct');
      const wrongOption = [0, 1, 2, 3].find((option) => !secondKey.includes(option)) ?? 0;
      const saved = await save(server, learner, view.attempt_id, 'tab-1', 1, [
        // One right option of the first: +1. A right and a wrong option of the second: −2.
        { question_id: first.id, answer: { choices: [firstKey[0] ?? 0] } },
        { question_id: second.id, answer: { choices: [secondKey[0] ?? 0, wrongOption] } },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: view.attempt_id } })).statusCode).toBe(200);

      const result = getAttemptResultResponse.parse((await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token })).json()).data;
      expect(result.sections[1]).toMatchObject({ attempted: 2, correct: 0, partial: 1, wrong: 1, score: -1 });
      expect(result.totals.score).toBe(-1);
      expect(result.questions.filter((question) => question.section === 2).map((question) => question.outcome)).toEqual(['partial', 'wrong', 'unanswered']);
      const solutions = getAttemptSolutionsResponse.parse((await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}`, { token: learner.token })).json()).data;
      expect(solutions.questions.find((question) => question.question_id === first.id)?.outcome).toBe('partial');
    });
  });
}
