import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAttemptResultResponse,
  getAttemptSolutionsResponse,
  getMyAttemptsResponse,
  startAttemptResponse,
  submitAttemptResponse,
  type AttemptView,
} from '@pariksha/contract';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { save } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { examIdOf, expireMemberships, grantCourse, grantPlan, grantTestSeries, planIdOf } from './support/grants.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// startAttempt follows the access rules: a locked exam is refused with what unlocks it, opens with a
// plan, course or test series, and locks again when that ends, never losing an attempt under way.

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`startAttempt and access ${target.title}`, () => {
    let server: TestServer;
    const db = () => server.database.db;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      server = await startTestServer(target);
      for (const slug of ['ssc-cpo-paper-1', 'rrb-je-cbt-1', 'cds', 'neet-pg', 'jee-advanced-paper-1', 'rbi-grade-b-phase-1', 'ssc-cgl-tier-1']) {
        ids[slug] = await examIdOf(db(), slug);
      }
    });
    afterAll(async () => {
      await server?.close();
    });

    const start = (learner: SignedUp, slug: string, lang = 'en') =>
      call(server, 'POST', `/startAttempt?lang=${lang}`, { token: learner.token, payload: { exam_id: ids[slug] } });

    async function started(learner: SignedUp, slug: string): Promise<AttemptView> {
      const response = await start(learner, slug);
      expect(response.statusCode, response.body).toBe(200);
      return startAttemptResponse.parse(response.json()).data;
    }

    it('refuses a locked exam with 409 exam_locked, naming it and the plans that unlock it, in en and hi', async () => {
      const learner = await signUp(server);
      const cpo = expectFailure(await start(learner, 'ssc-cpo-paper-1'), 409);
      expect(cpo).toMatchObject({ code: 'exam_locked', msg: 'SSC CPO Paper 1 is locked. GOLD and PLATINUM unlock it, or BASIC as your one exam.' });
      const cds = expectFailure(await start(learner, 'cds'), 409);
      expect(cds.msg).toBe('CDS (I) is locked. PLATINUM unlocks it, or BASIC as your one exam.');
      const hindi = expectFailure(await start(learner, 'ssc-cpo-paper-1', 'hi-IN'), 409);
      expect(hindi.msg).toBe('SSC CPO पेपर 1 लॉक है। GOLD या PLATINUM प्लान से यह अनलॉक हो जाएगा, या BASIC से, अगर आप इसे अपनी एक परीक्षा के रूप में चुनें।');
    });

    it('lets every learner start a free exam', async () => {
      expect((await started(await signUp(server), 'ssc-cgl-tier-1')).status).toBe('in_progress');
    });

    it('starts a locked exam once a trial unlocks it (every locked exam has a paper)', async () => {
      const learner = await signUp(server);
      expect(expectFailure(await start(learner, 'rrb-je-cbt-1'), 409).code).toBe('exam_locked');
      const trial = await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: await planIdOf(db(), 'GOLD') } });
      expect(trial.statusCode, trial.body).toBe(201);
      const view = await started(learner, 'rrb-je-cbt-1');
      expect(view).toMatchObject({ exam_id: ids['rrb-je-cbt-1'], status: 'in_progress' });
      expect(view.paper.sections.length).toBeGreaterThan(0);
      // GOLD does not cover CDS.
      expect(expectFailure(await start(learner, 'cds'), 409).code).toBe('exam_locked');
    });

    it('starts only BASIC’s chosen exam, and what a course or test series includes', async () => {
      const basic = await signUp(server);
      const trial = await call(server, 'POST', '/startTrial', {
        token: basic.token,
        payload: { plan_id: await planIdOf(db(), 'BASIC'), exam_slug: 'neet-pg' },
      });
      expect(trial.statusCode, trial.body).toBe(201);
      await started(basic, 'neet-pg');
      expect(expectFailure(await start(basic, 'cds'), 409).code).toBe('exam_locked');

      const buyer = await signUp(server);
      await grantTestSeries(db(), buyer.user.id, ['cds']);
      await grantCourse(db(), buyer.user.id, ['jee-advanced-paper-1'], '2099-12-31');
      await started(buyer, 'cds');
      await started(buyer, 'jee-advanced-paper-1');
      expect(expectFailure(await start(buyer, 'rbi-grade-b-phase-1'), 409).code).toBe('exam_locked');
    });

    it('keeps an attempt under way when the plan ends: it resumes, saves and submits, but no new one starts', async () => {
      const learner = await signUp(server);
      await grantPlan(db(), learner.user.id, 'GOLD');
      const view = await started(learner, 'ssc-cpo-paper-1');
      const question = view.paper.sections[0]?.questions[0];
      if (question === undefined) throw new Error('empty paper');

      await expireMemberships(db(), learner.user.id);
      // Opening the test again answers the same attempt, with nothing lost.
      const resumed = await started(learner, 'ssc-cpo-paper-1');
      expect(resumed.attempt_id).toBe(view.attempt_id);
      const saved = await save(server, learner, view.attempt_id, 'tab-1', 1, [{ question_id: question.id, answer: { choice: 0 } }]);
      expect(saved.statusCode, saved.body).toBe(200);
      const submitted = await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: view.attempt_id } });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitAttemptResponse.parse(submitted.json()).data.attempt_id).toBe(view.attempt_id);

      // Submitted, the exam is locked again for a new attempt.
      expect(expectFailure(await start(learner, 'ssc-cpo-paper-1'), 409).code).toBe('exam_locked');
    });

    it('keeps past attempts, results and solutions readable after the access ends', async () => {
      const learner = await signUp(server);
      await grantPlan(db(), learner.user.id, 'PLATINUM');
      const view = await started(learner, 'cds');
      const submitted = await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: view.attempt_id } });
      expect(submitted.statusCode, submitted.body).toBe(200);
      await expireMemberships(db(), learner.user.id);

      const result = await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token });
      expect(result.statusCode, result.body).toBe(200);
      expect(getAttemptResultResponse.parse(result.json()).data.attempt_id).toBe(view.attempt_id);
      const solutions = await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}`, { token: learner.token });
      expect(solutions.statusCode, solutions.body).toBe(200);
      expect(getAttemptSolutionsResponse.parse(solutions.json()).data.attempt_id).toBe(view.attempt_id);
      const mine = await call(server, 'GET', '/getMyAttempts', { token: learner.token });
      expect(getMyAttemptsResponse.parse(mine.json()).data.map((attempt) => attempt.attempt_id)).toEqual([view.attempt_id]);
      const again = await call(server, 'GET', `/getAttempt/${view.attempt_id}`, { token: learner.token });
      expect(again.statusCode, again.body).toBe(200);
    });
  });
}
