import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfileResponse, startTrialResponse } from '@pariksha/contract';
import { userSubscriptions } from '../src/db/commerce-schema.js';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { examIdOf, planIdOf } from './support/grants.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// BASIC's trial opens the one exam the learner chooses: a locked one, named by slug.

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`BASIC's trial and its one exam ${target.title}`, () => {
    let server: TestServer;
    const db = () => server.database.db;
    let basic: number;
    let gold: number;

    beforeAll(async () => {
      server = await startTestServer(target);
      basic = await planIdOf(db(), 'BASIC');
      gold = await planIdOf(db(), 'GOLD');
    });
    afterAll(async () => {
      await server?.close();
    });

    const trial = (learner: SignedUp, payload: object, lang = 'en') =>
      call(server, 'POST', `/startTrial?lang=${lang}`, { token: learner.token, payload });
    const rowsOf = (learner: SignedUp) => db().select().from(userSubscriptions).where(eq(userSubscriptions.userId, learner.user.id));

    it('refuses BASIC without an exam, with an unknown one, or with a free one: 400 naming exam_slug, nothing stored', async () => {
      const learner = await signUp(server);
      const cases: Array<[object, string, string]> = [
        [{ plan_id: basic }, 'Choose the one exam your BASIC trial unlocks.', 'वह एक परीक्षा चुनें जिसे आपका BASIC ट्रायल अनलॉक करेगा।'],
        [
          { plan_id: basic, exam_slug: 'no-such-exam' },
          'We could not find that exam. Choose one from the list.',
          'यह परीक्षा नहीं मिली। सूची में से कोई परीक्षा चुनें।',
        ],
        [
          { plan_id: basic, exam_slug: 'ssc-cgl-tier-1' },
          'SSC CGL Tier 1 is already free for everyone. Choose a locked exam for your BASIC trial.',
          'SSC CGL टियर 1 पहले से सबके लिए मुफ़्त है। अपने BASIC ट्रायल के लिए कोई लॉक परीक्षा चुनें।',
        ],
      ];
      for (const [payload, en, hi] of cases) {
        const english = expectFailure(await trial(learner, payload), 400);
        expect(english).toMatchObject({ code: 'validation_failed', msg: en, fields: { exam_slug: en } });
        expect(expectFailure(await trial(learner, payload, 'hi'), 400).fields).toEqual({ exam_slug: hi });
      }
      expect(await rowsOf(learner)).toEqual([]);
    });

    it('stores BASIC’s chosen exam with the trial, and the profile shows it', async () => {
      const learner = await signUp(server);
      const response = await trial(learner, { plan_id: basic, exam_slug: 'ssc-cpo-paper-1' });
      expect(response.statusCode, response.body).toBe(201);
      const body = startTrialResponse.parse(response.json());
      expect(body.data.trial).toMatchObject({ plan_name: 'BASIC', is_trial: true, exam_slug: 'ssc-cpo-paper-1' });
      expect((await rowsOf(learner)).map((row) => row.examId)).toEqual([await examIdOf(db(), 'ssc-cpo-paper-1')]);
      const profile = getProfileResponse.parse((await call(server, 'GET', '/getProfile', { token: learner.token })).json());
      expect(profile.data.user.membership?.exam_slug).toBe('ssc-cpo-paper-1');
    });

    it('ignores exam_slug for the other plans', async () => {
      const learner = await signUp(server);
      const response = await trial(learner, { plan_id: gold, exam_slug: 'ssc-cgl-tier-1' });
      expect(response.statusCode, response.body).toBe(201);
      expect(startTrialResponse.parse(response.json()).data.trial.exam_slug).toBeNull();
      expect((await rowsOf(learner)).map((row) => row.examId)).toEqual([null]);
    });
  });
}
