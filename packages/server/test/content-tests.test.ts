import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttemptResponse } from '@pariksha/contract';
import { getStudioTestResponse, getStudioTestsResponse } from '@pariksha/contract/studio-tests';
import { attempts, papers, questionItems, questions } from '../src/db/attempts-schema.js';
import { exams } from '../src/db/content-schema.js';
import { tests } from '../src/db/tests-schema.js';
import { seedContentTests } from '../src/services/tests/content-tests.js';
import { call, signUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { enrolledStaff, type EnrolledStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Today's papers in the builder: every exam's own paper from the content files stands in the test
// list as a draft of the same questions, sections and marking; learners take the seeded paper as
// before until an editor publishes it; seeding keeps the draft in step until the studio saves it.
for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the content files' papers in the test builder ${target.title}`, () => {
    let server: TestServer;
    let editor: EnrolledStaff;

    beforeAll(async () => {
      server = await startTestServer(target);
      editor = await enrolledStaff(server, 'editor');
    });
    afterAll(async () => {
      await server?.close();
    });

    const seedAgain = () => server.database.db.transaction((tx) => seedContentTests(tx));

    it('lists each exam’s own paper as a draft of the same questions, and learners still take the seeded paper', async () => {
      const db = server.database.db;
      const list = getStudioTestsResponse.parse((await call(server, 'GET', '/studio/tests', { token: editor.token })).json()).data;
      const own = await db
        .select({ slug: exams.slug })
        .from(papers)
        .innerJoin(exams, eq(exams.id, papers.examId))
        .where(and(eq(papers.pattern, 'exam'), isNull(papers.testVersionId), isNull(papers.ownerUserId)));
      const fromContent = list.filter((test) => test.source === 'content');
      expect(fromContent.map((test) => test.exam.slug).sort()).toEqual(own.map((paper) => paper.slug).sort());
      // The general aptitude paper standing in for an exam is not that exam's paper: NEET has its own, a paperless one has none.
      expect(fromContent.length).toBeGreaterThan(10);

      const ssc = fromContent.find((test) => test.exam.slug === 'ssc-cgl-tier-1');
      expect(ssc).toMatchObject({ state: 'draft', version: null, questions: 100, sections: 4, draw: 'same' });
      const [paper] = await db
        .select({ id: papers.id, sections: papers.sections })
        .from(papers)
        .innerJoin(exams, eq(exams.id, papers.examId))
        .where(and(eq(exams.slug, 'ssc-cgl-tier-1'), isNull(papers.testVersionId), isNull(papers.ownerUserId)));
      const [row] = await db.select({ draft: tests.draft }).from(tests).where(eq(tests.id, ssc?.id ?? 0));
      const keys = await db.select({ id: questions.id, key: questionItems.key }).from(questions).innerJoin(questionItems, eq(questionItems.id, questions.itemId));
      const keyOf = new Map(keys.map((each) => [each.id, each.key]));
      expect(row?.draft.sections.map((section) => section.questions)).toEqual(paper?.sections.map((section) => section.questionIds.map((id) => keyOf.get(id))));

      // Not published: a learner of SSC CGL starts the seeded paper, as before.
      const learner = await signUp(server);
      const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, 'ssc-cgl-tier-1'));
      const view = startAttemptResponse.parse((await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: exam?.id } })).json()).data;
      const [attempt] = await db.select({ paperId: attempts.paperId, testVersionId: attempts.testVersionId }).from(attempts).where(eq(attempts.id, view.attempt_id));
      expect(attempt).toEqual({ paperId: paper?.id, testVersionId: null });
    });

    it('keeps a draft in step with the files until the studio saves it, and never adds a second', async () => {
      const db = server.database.db;
      const [ssc] = await db
        .select({ id: tests.id, draft: tests.draft })
        .from(tests)
        .innerJoin(exams, eq(exams.id, tests.examId))
        .where(and(eq(exams.slug, 'ssc-cgl-tier-1'), eq(tests.fromContent, true)));
      if (ssc === undefined) throw new Error('SSC CGL has no test from the content files');
      // As if the files had changed since: seeding brings the draft back to them.
      await db.update(tests).set({ draft: { ...ssc.draft, minutes: 59 } }).where(eq(tests.id, ssc.id));
      await seedAgain();
      const [synced] = await db.select({ draft: tests.draft }).from(tests).where(eq(tests.id, ssc.id));
      expect(synced?.draft).toEqual(ssc.draft);
      expect(await db.select({ id: tests.id }).from(tests).where(and(eq(tests.fromContent, true), eq(tests.id, ssc.id)))).toHaveLength(1);

      // Saved in the studio: it is the editor's now, and seeding leaves it alone.
      const current = getStudioTestResponse.parse((await call(server, 'GET', `/studio/tests/${ssc.id}`, { token: editor.token })).json()).data;
      const saved = await call(server, 'PUT', `/studio/tests/${ssc.id}`, { token: editor.token, payload: { base_updated_at: current.updated_at, draft: { ...ssc.draft, minutes: 50 } } });
      expect(saved.statusCode, saved.body).toBe(200);
      await seedAgain();
      const [kept] = await db.select({ draft: tests.draft }).from(tests).where(eq(tests.id, ssc.id));
      expect(kept?.draft.minutes).toBe(50);
      const all = await db.select({ id: tests.id }).from(tests).where(eq(tests.fromContent, true));
      expect(new Set(all.map((each) => each.id)).size).toBe(all.length);

      // Published: the exam's learners start the editor's version, the same questions in 50 minutes.
      const edited = getStudioTestResponse.parse((await call(server, 'GET', `/studio/tests/${ssc.id}`, { token: editor.token })).json()).data;
      const published = await call(server, 'POST', `/studio/tests/${ssc.id}/publish`, { token: editor.token, payload: { base_updated_at: edited.updated_at } });
      expect(published.statusCode, published.body).toBe(200);
      const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.slug, 'ssc-cgl-tier-1'));
      const [seededPaper] = await db.select({ sections: papers.sections }).from(papers).where(and(eq(papers.examId, exam?.id ?? 0), isNull(papers.testVersionId), isNull(papers.ownerUserId)));
      const learner = await signUp(server);
      const view = startAttemptResponse.parse((await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: exam?.id } })).json()).data;
      expect(view.paper.minutes).toBe(50);
      expect(view.paper.sections.map((section) => section.questions.map((question) => question.id))).toEqual(seededPaper?.sections.map((section) => section.questionIds));
      const [attempt] = await db.select({ testVersionId: attempts.testVersionId }).from(attempts).where(eq(attempts.id, view.attempt_id));
      expect(attempt?.testVersionId).not.toBeNull();
    });
  });
}
