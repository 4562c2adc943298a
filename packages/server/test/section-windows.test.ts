import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAttemptResponse, startAttemptResponse } from '@pariksha/contract';
import { attemptResponses, attempts, papers } from '../src/db/attempts-schema.js';
import { call, signUp } from './support/accounts.js';
import { addFixturePaper, save, type FixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Sectional timing held by the server: with 10 minutes for Section 1 and the rest for Section 2,
// a save reaches a section only in its window (and the saving grace around it), as the test
// screen offers it; a hand-made save to a closed or unopened section is acknowledged and not taken.
for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`sections timed by the server ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;

    beforeAll(async () => {
      server = await startTestServer(target);
      const db = server.database.db;
      fixture = await addFixturePaper(db);
      const [paper] = await db.select({ sections: papers.sections }).from(papers).where(eq(papers.id, fixture.paperId));
      // Before any attempt reads the paper (so before it is cached): 10 minutes, then 20.
      const sections = (paper?.sections ?? []).map((section, index) => ({ ...section, minutes: index === 0 ? 10 : 20 }));
      await db.update(papers).set({ sections }).where(eq(papers.id, fixture.paperId));
    });
    afterAll(async () => {
      await server?.close();
    });

    /** The attempt as if everything in it (its start, deadline and sections left) happened `seconds` earlier. */
    async function startedEarlier(attemptId: string, seconds: number) {
      const db = server.database.db;
      const [row] = await db.select({ left: attempts.sectionsLeftAt }).from(attempts).where(eq(attempts.id, attemptId));
      const sectionsLeftAt = row?.left?.map((at) => (at === null ? null : new Date(Date.parse(at) - seconds * 1000).toISOString())) ?? null;
      await db
        .update(attempts)
        .set({ startedAt: sql`${attempts.startedAt} - make_interval(secs => ${seconds})`, deadlineAt: sql`${attempts.deadlineAt} - make_interval(secs => ${seconds})`, sectionsLeftAt })
        .where(eq(attempts.id, attemptId));
    }

    it('takes each section’s answers only while it is open', async () => {
      const learner = await signUp(server);
      const started = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } });
      const view = startAttemptResponse.parse(started.json()).data;
      expect(view.paper.sections.map((section) => section.minutes)).toEqual([10, 20]);
      const id = (key: string) => fixture.ids[key] ?? 0;
      const stored = async () => {
        const rows = await server.database.db.select({ questionId: attemptResponses.questionId }).from(attemptResponses).where(eq(attemptResponses.attemptId, view.attempt_id));
        return rows.map((row) => row.questionId).sort((a, b) => a - b);
      };

      // Minute 0: Section 1 is open, Section 2 is not yet.
      const first = await save(server, learner, view.attempt_id, 'tab', 1, [
        { question_id: id('fixture-single-1'), answer: { choice: 1 } },
        { question_id: id('fixture-numeric-1'), answer: { value: '5' } },
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(await stored()).toEqual([id('fixture-single-1')]);

      // Five seconds after Section 1 closed: a save in flight still reaches it; Section 2 is open.
      await startedEarlier(view.attempt_id, 10 * 60 + 5);
      const late = await save(server, learner, view.attempt_id, 'tab', 2, [
        { question_id: id('fixture-single-2'), answer: { choice: 0 } },
        { question_id: id('fixture-numeric-1'), answer: { value: '5' } },
      ]);
      expect(late.statusCode, late.body).toBe(200);
      expect(await stored()).toEqual([id('fixture-single-1'), id('fixture-single-2'), id('fixture-numeric-1')].sort((a, b) => a - b));

      // Half a minute on, Section 1 is closed for good.
      await startedEarlier(view.attempt_id, 30);
      const closed = await save(server, learner, view.attempt_id, 'tab', 3, [
        { question_id: id('fixture-single-3'), answer: { choice: 2 } },
        { question_id: id('fixture-numeric-2'), answer: { value: '7' } },
      ]);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(await stored()).toEqual([id('fixture-single-1'), id('fixture-single-2'), id('fixture-numeric-1'), id('fixture-numeric-2')].sort((a, b) => a - b));

      // A retry of a batch is acknowledged again and changes nothing.
      const again = await save(server, learner, view.attempt_id, 'tab', 3, [
        { question_id: id('fixture-single-3'), answer: { choice: 2 } },
        { question_id: id('fixture-numeric-2'), answer: { value: '7' } },
      ]);
      expect(again.statusCode, again.body).toBe(200);
      expect(await stored()).toHaveLength(4);
    });

    it('lets a section that may be left early close when the next one is reached, and ends the test that much sooner', async () => {
      const db = server.database.db;
      // The same questions as a paper of the exam that had none: Section 1 may be left early.
      const [seeded] = await db.select().from(papers).where(eq(papers.id, fixture.paperId));
      const sections = (seeded?.sections ?? []).map((section, index) => ({ ...section, minutes: index === 0 ? 10 : 20, ...(index === 0 ? { leaveEarly: true } : {}) }));
      await db.insert(papers).values({ examId: fixture.paperlessExamId, pattern: 'exam', minutes: 30, sections, translations: seeded?.translations ?? {} });
      const learner = await signUp(server);
      const view = startAttemptResponse.parse((await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.paperlessExamId } })).json()).data;
      expect(view.paper.sections.map((section) => section.leave_early)).toEqual([true, false]);
      expect(view.sections_left_at).toEqual([null, null]);
      const id = (key: string) => fixture.ids[key] ?? 0;
      const startedAt = Date.parse(view.started_at);

      // Three minutes in, one batch: the last answer in Section 1, then the visit of Section 2's first question.
      await startedEarlier(view.attempt_id, 3 * 60);
      const left = await save(server, learner, view.attempt_id, 'tab', 1, [
        { question_id: id('fixture-single-1'), answer: { choice: 1 } },
        { question_id: id('fixture-multiple-1'), answer: null, keeps_answer: true },
      ]);
      expect(left.statusCode, left.body).toBe(200);
      const ack = (left.json() as { data: { deadline_at: string } }).data;
      const [row] = await db.select().from(attempts).where(eq(attempts.id, view.attempt_id));
      const leftAt = Date.parse(row?.sectionsLeftAt?.[0] ?? '');
      // Left about three minutes in: the seven minutes not used come off the deadline (30 → about 23).
      expect(leftAt - (startedAt - 3 * 60_000)).toBeGreaterThanOrEqual(3 * 60_000);
      expect(leftAt - (startedAt - 3 * 60_000)).toBeLessThan(3 * 60_000 + 5_000);
      expect(Date.parse(ack.deadline_at)).toBe(row?.deadlineAt.getTime());
      expect((row?.deadlineAt.getTime() ?? 0) - leftAt).toBe(20 * 60_000);
      const stored = await db.select({ questionId: attemptResponses.questionId }).from(attemptResponses).where(eq(attemptResponses.attemptId, view.attempt_id));
      expect(stored.map((each) => each.questionId).sort((a, b) => a - b)).toEqual([id('fixture-single-1'), id('fixture-multiple-1')].sort((a, b) => a - b));

      // Section 1 stays closed (past the grace); the view says when it was left.
      await startedEarlier(view.attempt_id, 30);
      await save(server, learner, view.attempt_id, 'tab', 2, [{ question_id: id('fixture-single-2'), answer: { choice: 0 } }]);
      const again = await db.select({ questionId: attemptResponses.questionId }).from(attemptResponses).where(eq(attemptResponses.attemptId, view.attempt_id));
      expect(again).toHaveLength(2);
      const reread = getAttemptResponse.parse((await call(server, 'GET', `/getAttempt/${view.attempt_id}`, { token: learner.token })).json()).data;
      expect(reread.sections_left_at[0]).not.toBeNull();
      expect(reread.sections_left_at[1]).toBeNull();
    });
  });
}
