import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getItemQualityResponse } from '@pariksha/contract/studio-questions';
import { users } from '../src/db/accounts-schema.js';
import type { Database } from '../src/db/open.js';
import { attemptResponseHistory, attemptResponses, attempts } from '../src/db/attempts-schema.js';
import { itemStatistics } from '../src/db/item-statistics-schema.js';
import { createPaperCache } from '../src/services/attempts/papers.js';
import { createItemStatistics } from '../src/services/item-statistics/refresh.js';
import { call, expectFailure } from './support/accounts.js';
import { addFixturePaper, type FixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { enrolledStaff, type EnrolledStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Item statistics from submitted attempts, computed in the background, and the review queue that
// lists the flagged versions. 45 candidates sit the fixture paper: its first question (7 × 8, key
// 56 = option 2) is answered right by the weak and wrong (option 3) by the strong, as a wrong key
// would make them; its second (15% of 200) by the strong only.

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`item statistics ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;
    let reviewer: EnrolledStaff;
    let editor: EnrolledStaff;
    const q = (key: string) => fixture.ids[key] ?? 0;

    beforeAll(async () => {
      server = await startTestServer(target);
      fixture = await addFixturePaper(server.database.db);
      reviewer = await enrolledStaff(server, 'reviewer');
      editor = await enrolledStaff(server, 'editor');
    });
    afterAll(async () => {
      await server?.close();
    });

    /** A submitted attempt with these answers and score, as the server would have stored it. */
    async function submitted(score: number, answers: Array<{ key: string; choice: number; changedFrom?: number }>): Promise<void> {
      const db: Database = server.database.db;
      const [user] = await db
        .insert(users)
        .values({ email: `cand.${randomBytes(5).toString('hex')}@example.in`, passwordHash: 'x', firstName: 'Candidate', phone: `9${randomBytes(4).readUInt32BE() % 1e9}`.padEnd(10, '0') })
        .returning({ id: users.id });
      const [attempt] = await db
        .insert(attempts)
        .values({ userId: user?.id ?? 0, examId: fixture.examId, paperId: fixture.paperId, status: 'submitted', deadlineAt: new Date(), submittedAt: new Date(), submittedBy: 'learner', score, result: [] })
        .returning({ id: attempts.id });
      const attemptId = attempt?.id ?? '';
      for (const answer of answers) {
        await db.insert(attemptResponses).values({ attemptId, questionId: q(answer.key), answer: { choice: answer.choice }, visited: true, timeSpentMs: 40_000, clientId: 'c', clientSeq: 2 });
        if (answer.changedFrom !== undefined) {
          await db.insert(attemptResponseHistory).values([
            { attemptId, questionId: q(answer.key), clientId: 'c', seq: 1, answer: { choice: answer.changedFrom }, marked: false, visited: true, timeSpentMs: 20_000 },
            { attemptId, questionId: q(answer.key), clientId: 'c', seq: 2, answer: { choice: answer.choice }, marked: false, visited: true, timeSpentMs: 20_000 },
          ]);
        }
      }
    }

    it('computes facility, discrimination and the thirds’ choices, flags what a reviewer should see, and lists it in the queue', async () => {
      for (let index = 0; index < 45; index += 1) {
        const strong = index >= 15;
        await submitted(strong ? 10 + index / 10 : index / 10, [
          { key: 'fixture-single-1', choice: strong ? 2 : 1, ...(index === 44 ? { changedFrom: 1 } : {}) },
          { key: 'fixture-single-2', choice: strong ? 2 : 0 },
        ]);
      }
      const service = createItemStatistics(server.database.db, createPaperCache(server.database.db));
      expect(await service.refresh()).toBe(6);
      // Nothing changed since: nothing is computed again.
      expect(await service.refresh()).toBe(0);

      const rows = await server.database.db.select().from(itemStatistics);
      const first = rows.find((row) => row.questionId === q('fixture-single-1'));
      expect(first).toMatchObject({ candidates: 45, answered: 45, correct: 15, answerChanges: 1, meanTimeMs: 40_000 });
      expect(first?.facility).toBeCloseTo(1 / 3, 4);
      expect(first?.discrimination).toBeLessThan(-0.9);
      expect(first?.optionShares.top).toEqual([0, 0, 1, 0]);
      expect(first?.optionShares.bottom).toEqual([0, 1, 0, 0]);
      expect(first?.flags).toEqual(['negative_discrimination', 'distractor_beats_key']);
      const second = rows.find((row) => row.questionId === q('fixture-single-2'));
      expect(second?.discrimination).toBeGreaterThan(0.9);
      expect(second?.flags).toEqual([]);
      // Unanswered by all: too hard, and nobody's answer to tell the strong from the weak.
      const third = rows.find((row) => row.questionId === q('fixture-single-3'));
      expect(third).toMatchObject({ candidates: 45, answered: 0, facility: 0, discrimination: null, flags: ['too_hard'] });

      expect(expectFailure(await call(server, 'GET', '/studio/item-quality', { token: editor.token }), 403).code).toBe('forbidden');
      const queue = getItemQualityResponse.parse((await call(server, 'GET', '/studio/item-quality', { token: reviewer.token })).json()).data;
      const listed = queue.find((entry) => entry.question_id === q('fixture-single-1'));
      expect(listed).toMatchObject({ key: 'fixture-single-1', key_answer: { choice: 1 }, open_reports: 0, open_challenges: 0, options: ['54', '56', '58', '64'] });
      expect(listed?.statistics?.flags).toEqual(['negative_discrimination', 'distractor_beats_key']);
      expect(queue.some((entry) => entry.question_id === q('fixture-single-2'))).toBe(false);
      // The most pressing first: two flags before one.
      expect(queue.findIndex((entry) => entry.question_id === q('fixture-single-1'))).toBeLessThan(queue.findIndex((entry) => entry.question_id === q('fixture-single-3')));

      // A new candidate makes the paper's statistics stale again; two servers at once compute it once.
      await submitted(5, [{ key: 'fixture-single-1', choice: 1 }]);
      const other = createItemStatistics(server.database.db, createPaperCache(server.database.db));
      const both = await Promise.all([service.refresh(), other.refresh()]);
      expect(both.reduce((sum, count) => sum + count, 0)).toBe(6);
      const [again] = await server.database.db.select().from(itemStatistics).where(eq(itemStatistics.questionId, q('fixture-single-1')));
      expect(again?.candidates).toBe(46);
    });
  });
}
