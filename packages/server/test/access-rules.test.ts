import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCoverage, startTrialResponse, todayInIndia } from '@pariksha/contract';
import { subscriptionPlans } from '../src/db/commerce-schema.js';
import { exams } from '../src/seed/content/index.js';
import { call, signUp, unauthorizedBody } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import {
  accessBySlug,
  expireMemberships,
  grantCourse,
  grantPlan,
  grantTestSeries,
  openOf,
  planIdOf,
} from './support/grants.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Who may take what: every rule of services/access, through getMyExamAccess.

/** The seeded locked exams, by category: banking, ssc, railways (GOLD's), then the others. */
const goldLocked = ['rbi-grade-b-phase-1', 'ssc-cpo-paper-1', 'rrb-je-cbt-1'];
const otherLocked = ['cds', 'jee-advanced-paper-1', 'neet-pg'];
const allLocked = [...goldLocked, ...otherLocked];

/** `YYYY-MM-DD` in India, `days` from today. */
function dayInIndia(days: number): string {
  return todayInIndia(new Date(Date.now() + days * 86_400_000));
}

describe('the seeded exams the rules are tested on', () => {
  it('are locked, and GOLD’s categories are those planCoverage names', () => {
    const locked = exams.filter((exam) => exam.status !== 'take').map((exam) => exam.slug);
    expect([...locked].sort()).toEqual([...allLocked].sort());
    const gold = planCoverage.GOLD.categories as readonly string[];
    for (const slug of goldLocked) expect(gold).toContain(exams.find((exam) => exam.slug === slug)?.categorySlug);
    for (const slug of otherLocked) expect(gold).not.toContain(exams.find((exam) => exam.slug === slug)?.categorySlug);
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`who may take what ${target.title}`, () => {
    let server: TestServer;
    const db = () => server.database.db;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('needs a token: none, or an unknown one, is a 401', async () => {
      for (const token of [undefined, 'not-a-token']) {
        const response = await call(server, 'GET', '/getMyExamAccess', token === undefined ? {} : { token });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(unauthorizedBody);
      }
    });

    it('opens every free exam to a new learner, and no locked one', async () => {
      const access = await accessBySlug(server, await signUp(server));
      expect([...access.keys()].sort()).toEqual(exams.map((exam) => exam.slug).sort());
      for (const exam of exams) {
        const expected = exam.status === 'take' ? { status: 'take', via: 'free', until: null } : { status: 'locked', via: null, until: null };
        expect(access.get(exam.slug), exam.slug).toMatchObject(expected);
      }
    });

    it('BASIC opens its one chosen exam only', async () => {
      const learner = await signUp(server);
      await grantPlan(db(), learner.user.id, 'BASIC', { exam: 'ssc-cpo-paper-1' });
      expect(await openOf(server, learner, allLocked)).toEqual(['ssc-cpo-paper-1']);
      const access = await accessBySlug(server, learner);
      expect(access.get('ssc-cpo-paper-1')).toMatchObject({ status: 'take', via: 'plan' });
    });

    it('GOLD opens SSC, Banking and Railways, not CDS, JEE Advanced or NEET PG', async () => {
      const learner = await signUp(server);
      await grantPlan(db(), learner.user.id, 'GOLD');
      expect(await openOf(server, learner, allLocked)).toEqual(goldLocked);
    });

    it('PLATINUM opens everything', async () => {
      const learner = await signUp(server);
      await grantPlan(db(), learner.user.id, 'PLATINUM');
      expect(await openOf(server, learner, allLocked)).toEqual(allLocked);
    });

    it('a plan the coverage does not describe opens nothing', async () => {
      const learner = await signUp(server);
      await db()
        .insert(subscriptionPlans)
        .values({ planName: 'EXAM DAY PASS', priceAnnually: 99, priceMonthly: 99, sortOrder: 99, translations: {} })
        .onConflictDoNothing();
      await grantPlan(db(), learner.user.id, 'EXAM DAY PASS');
      expect(await openOf(server, learner, allLocked)).toEqual([]);
    });

    it('a trial opens what its plan covers for 7 days, then locks again', async () => {
      const learner = await signUp(server);
      const response = await call(server, 'POST', '/startTrial', { token: learner.token, payload: { plan_id: await planIdOf(db(), 'GOLD') } });
      expect(response.statusCode, response.body).toBe(201);
      const { trial } = startTrialResponse.parse(response.json()).data;
      expect((Date.parse(trial.ends_at) - Date.parse(trial.starts_at)) / 86_400_000).toBe(7);
      const access = await accessBySlug(server, learner);
      for (const slug of goldLocked) expect(access.get(slug)).toEqual(expect.objectContaining({ status: 'take', via: 'trial', until: trial.ends_at }));
      expect(await openOf(server, learner, allLocked)).toEqual(goldLocked);

      await expireMemberships(db(), learner.user.id);
      expect(await openOf(server, learner, allLocked)).toEqual([]);
      expect((await accessBySlug(server, learner)).get('ssc-cpo-paper-1')).toMatchObject({ status: 'locked', via: null, until: null });
    });

    it('a paid plan ends too, and one that has not started yet opens nothing', async () => {
      const ended = await signUp(server);
      await grantPlan(db(), ended.user.id, 'PLATINUM', { span: { from: -40, to: -10 } });
      expect(await openOf(server, ended, allLocked)).toEqual([]);
      const future = await signUp(server);
      await grantPlan(db(), future.user.id, 'PLATINUM', { span: { from: 2, to: 30 } });
      expect(await openOf(server, future, allLocked)).toEqual([]);
    });

    it('a bought test series opens its own exams while it lasts', async () => {
      const learner = await signUp(server);
      await grantTestSeries(db(), learner.user.id, ['cds', 'ssc-cgl-tier-1']);
      expect(await openOf(server, learner, allLocked)).toEqual(['cds']);
      const cds = (await accessBySlug(server, learner)).get('cds');
      expect(cds).toMatchObject({ status: 'take', via: 'test_series' });
      // The free exam in it stays free.
      expect((await accessBySlug(server, learner)).get('ssc-cgl-tier-1')).toMatchObject({ via: 'free' });

      const lapsed = await signUp(server);
      await grantTestSeries(db(), lapsed.user.id, ['cds'], { from: -400, to: -35 });
      expect(await openOf(server, lapsed, allLocked)).toEqual([]);
    });

    it('a bought course opens its exams until its last day ends in India', async () => {
      const learner = await signUp(server);
      await grantCourse(db(), learner.user.id, ['jee-advanced-paper-1'], '2099-04-30');
      const jee = (await accessBySlug(server, learner)).get('jee-advanced-paper-1');
      // The end of 30 April in India is 18:30 that day in UTC.
      expect(jee).toEqual(expect.objectContaining({ status: 'take', via: 'course', until: '2099-04-30T18:30:00.000Z' }));

      const lastDay = await signUp(server);
      await grantCourse(db(), lastDay.user.id, ['neet-pg'], dayInIndia(0));
      expect(await openOf(server, lastDay, allLocked)).toEqual(['neet-pg']);

      const over = await signUp(server);
      await grantCourse(db(), over.user.id, ['neet-pg'], dayInIndia(-1));
      expect(await openOf(server, over, allLocked)).toEqual([]);
    });

    it('answers what opens an exam last, when several do', async () => {
      const learner = await signUp(server);
      await grantPlan(db(), learner.user.id, 'GOLD', { span: { to: 5 } });
      await grantTestSeries(db(), learner.user.id, ['rbi-grade-b-phase-1'], { to: 200 });
      const access = await accessBySlug(server, learner);
      expect(access.get('rbi-grade-b-phase-1')).toMatchObject({ via: 'test_series' });
      expect(access.get('ssc-cpo-paper-1')).toMatchObject({ via: 'plan' });
      const rbiUntil = Date.parse(access.get('rbi-grade-b-phase-1')?.until ?? '');
      expect(rbiUntil).toBeGreaterThan(Date.now() + 199 * 86_400_000);
    });

    it('keeps one learner’s grants their own', async () => {
      const owner = await signUp(server);
      await grantPlan(db(), owner.user.id, 'PLATINUM');
      expect(await openOf(server, await signUp(server), allLocked)).toEqual([]);
    });
  });
}
