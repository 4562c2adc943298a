import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptRequestsPerMinute,
  getAttemptResponse,
  getAttemptResultResponse,
  getMyAttemptsResponse,
  saveResponsesResponse,
  startAttemptResponse,
  submitAttemptResponse,
  type AttemptResult,
  type AttemptView,
} from '@pariksha/contract';
import { attemptResponseHistory, attemptResponses, attempts, attemptSaves } from '../src/db/attempts-schema.js';
import { createAttemptsService } from '../src/services/attempts/index.js';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, moveDeadline, save, type FixturePaper } from './support/attempts.js';
import { buildServer } from '../src/app.js';
import { learnerLimits } from '../src/http/rate-limits.js';
import { openPostgres } from '../src/db/open.js';
import { databaseTargets, postgresTarget } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysIn(item)]);
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`mock-test attempts ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;
    let asha: SignedUp;
    let ravi: SignedUp;
    const q = (key: string) => fixture.ids[key] ?? 0;

    beforeAll(async () => {
      // A low general limit per learner: the attempt calls have their own, sized for saves.
      server = await startTestServer(target, { rateLimitPerMinute: 5 });
      fixture = await addFixturePaper(server.database.db);
      asha = await signUp(server, { first_name: 'Asha' });
      ravi = await signUp(server, { first_name: 'Ravi' });
    });
    afterAll(async () => {
      await server?.close();
    });

    /** A new learner's new attempt at the fixture exam. */
    async function freshAttempt(learner?: SignedUp): Promise<{ learner: SignedUp; view: AttemptView }> {
      const who = learner ?? (await signUp(server));
      const response = await call(server, 'POST', '/startAttempt', { token: who.token, payload: { exam_id: fixture.examId } });
      expect(response.statusCode, response.body).toBe(200);
      return { learner: who, view: startAttemptResponse.parse(response.json()).data };
    }

    async function submit(learner: SignedUp, attemptId: string): Promise<AttemptResult> {
      const response = await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: attemptId } });
      expect(response.statusCode, response.body).toBe(200);
      return submitAttemptResponse.parse(response.json()).data;
    }

    async function read(learner: SignedUp, attemptId: string, lang = 'en'): Promise<AttemptView> {
      const response = await call(server, 'GET', `/getAttempt/${attemptId}?lang=${lang}`, { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getAttemptResponse.parse(response.json()).data;
    }

    describe('start, read, save, submit', () => {
      it('starts an attempt with the paper, the deadline and the server’s clock, and resumes it on a second start', async () => {
        const { learner, view } = await freshAttempt();
        expect(view.status).toBe('in_progress');
        expect(view.exam_id).toBe(fixture.examId);
        const started = Date.parse(view.started_at);
        expect(Date.parse(view.deadline_at) - started).toBe(30 * 60_000);
        expect(Math.abs(Date.parse(view.server_time) - Date.now())).toBeLessThan(60_000);
        expect(view.paper).toMatchObject({ title: 'Fixture Test Mock Test', minutes: 30, total_marks: 18, pattern: 'exam', notice: null });
        expect(view.paper.sections.map((section) => [section.id, section.name, section.marks_correct, section.marks_wrong])).toEqual([
          [1, 'Reasoning', 2, 0.5],
          [2, 'Mixed', 4, 1],
        ]);
        const questions = view.paper.sections.flatMap((section) => section.questions);
        expect(questions.map((question) => question.number)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(questions.map((question) => question.type)).toEqual(['single', 'single', 'single', 'multiple', 'numeric', 'numeric']);
        expect(questions[0]?.translations.map((words) => words.language_code).sort()).toEqual(['en', 'hi']);
        expect(questions[4]?.translations[0]?.options).toBeUndefined();
        expect(view.responses).toEqual([]);
        expect(view.last_seq_by_client).toEqual({});

        const again = await freshAttempt(learner);
        expect(again.view.attempt_id).toBe(view.attempt_id);
        expect(again.view.deadline_at).toBe(view.deadline_at);
      });

      it('never sends answers or explanations while the attempt is in progress', async () => {
        const { learner, view } = await freshAttempt();
        for (const body of [
          (await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } })).json(),
          (await call(server, 'GET', `/getAttempt/${view.attempt_id}?lang=hi`, { token: learner.token })).json(),
        ]) {
          const paperKeys = keysIn((body as { data: { paper: unknown } }).data.paper);
          expect(paperKeys).not.toContain('answer');
          expect(paperKeys).not.toContain('explanation');
          expect(JSON.stringify(body)).not.toContain('7 × 8 = 56');
        }
      });

      it('saves, reads back, submits and lists the attempt', async () => {
        const { learner, view } = await freshAttempt();
        const ack = await save(server, learner, view.attempt_id, 'tab-1', 1, [
          { question_id: q('fixture-single-1'), answer: { choice: 1 }, time_spent_ms: 4000 },
          { question_id: q('fixture-numeric-1'), answer: { value: '-12.5' }, marked: true, time_spent_ms: 9000 },
        ]);
        const data = saveResponsesResponse.parse(ack.json()).data;
        expect(data).toMatchObject({ attempt_id: view.attempt_id, client_id: 'tab-1', seq: 1, status: 'in_progress', deadline_at: view.deadline_at });

        const reread = await read(learner, view.attempt_id);
        expect(reread.responses.sort((a, b) => a.question_id - b.question_id)).toEqual(
          [
            { question_id: q('fixture-single-1'), answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 4000 },
            { question_id: q('fixture-numeric-1'), answer: { value: '-12.5' }, marked: true, visited: true, time_spent_ms: 9000 },
          ].sort((a, b) => a.question_id - b.question_id),
        );
        expect(reread.last_seq_by_client).toEqual({ 'tab-1': 1 });
        expect(reread.deadline_at).toBe(view.deadline_at);

        const result = await submit(learner, view.attempt_id);
        expect(result.submitted_by).toBe('learner');
        expect(result.totals).toMatchObject({ questions: 6, attempted: 2, correct: 2, wrong: 0, score: 6, total_marks: 18, time_spent_ms: 13_000 });
        const stored = getAttemptResultResponse.parse(
          (await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token })).json(),
        ).data;
        expect(stored).toEqual(result);
        expect((await read(learner, view.attempt_id)).status).toBe('submitted');

        const mine = getMyAttemptsResponse.parse((await call(server, 'GET', '/getMyAttempts', { token: learner.token })).json()).data;
        expect(mine).toEqual([
          expect.objectContaining({ attempt_id: view.attempt_id, exam_id: fixture.examId, exam_title: 'Fixture Test', status: 'submitted', score: 6, total_marks: 18 }),
        ]);
      });

      it('lists attempts newest first, with no score while in progress', async () => {
        const { learner, view: first } = await freshAttempt();
        await submit(learner, first.attempt_id);
        const { view: second } = await freshAttempt(learner);
        expect(second.attempt_id).not.toBe(first.attempt_id);
        const mine = getMyAttemptsResponse.parse((await call(server, 'GET', '/getMyAttempts?lang=hi', { token: learner.token })).json()).data;
        expect(mine.map((attempt) => [attempt.attempt_id, attempt.status, attempt.score, attempt.exam_title])).toEqual([
          [second.attempt_id, 'in_progress', null, 'जाँच टेस्ट'],
          [first.attempt_id, 'submitted', 0, 'जाँच टेस्ट'],
        ]);
      });

      it('gives the result of an attempt in progress as a 409, and refuses locked and unknown exams', async () => {
        const { learner, view } = await freshAttempt();
        expect(expectFailure(await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token }), 409).code).toBe(
          'attempt_in_progress',
        );
        const start = (examId: number) => call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: examId } });
        expect(expectFailure(await start(fixture.lockedExamId), 409).code).toBe('exam_locked');
        expect(expectFailure(await start(fixture.paperlessExamId), 404).code).toBe('not_found');
        expect(expectFailure(await start(2_000_000_000), 404).code).toBe('not_found');
      });

      it('says its failures in the request’s language', async () => {
        const { learner, view } = await freshAttempt();
        const other = await call(server, 'GET', `/getAttempt/${view.attempt_id}?lang=hi`, { token: ravi.token });
        expect(expectFailure(other, 404).msg).toBe('यह टेस्ट प्रयास नहीं मिला।');
        const locked = await call(server, 'POST', '/startAttempt?lang=hi-IN', { token: learner.token, payload: { exam_id: fixture.lockedExamId } });
        // Locked for this learner (no plan opens it): named, with the plans that would (access-attempts.test.ts).
        expect(expectFailure(locked, 409).msg).toMatch(/^जाँच टेस्ट लॉक है। .*PLATINUM.* BASIC से, अगर आप इसे अपनी एक परीक्षा के रूप में चुनें।$/);
        await submit(learner, view.attempt_id);
        const closed = await call(server, 'POST', '/saveResponses?lang=hi', {
          token: learner.token,
          payload: {
            attempt_id: view.attempt_id,
            client_id: 'tab',
            seq: 1,
            changes: [{ question_id: q('fixture-single-1'), answer: null, marked: false, visited: true, time_spent_ms: 0 }],
          },
        });
        expect(expectFailure(closed, 409)).toMatchObject({ code: 'attempt_closed', msg: 'यह टेस्ट जमा हो चुका है; आपके सहेजे गए उत्तरों का मूल्यांकन हो गया है।' });
      });

      it('starts one attempt when two tabs start at once', async () => {
        const learner = await signUp(server);
        const responses = await Promise.all(
          [1, 2, 3].map(() => call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } })),
        );
        const ids = responses.map((response) => startAttemptResponse.parse(response.json()).data.attempt_id);
        expect(new Set(ids).size).toBe(1);
      });

      it('needs a signed-in learner for every call', async () => {
        const { view } = await freshAttempt();
        const calls = [
          call(server, 'POST', '/startAttempt', { payload: { exam_id: fixture.examId } }),
          call(server, 'GET', `/getAttempt/${view.attempt_id}`),
          call(server, 'POST', '/saveResponses', { payload: {} }),
          call(server, 'POST', '/submitAttempt', { payload: { attempt_id: view.attempt_id } }),
          call(server, 'GET', `/getAttemptResult/${view.attempt_id}`),
          call(server, 'GET', '/getMyAttempts'),
        ];
        for (const response of await Promise.all(calls)) expect(expectFailure(response, 401).code).toBe('unauthorized');
      });
    });

    describe('saves', () => {
      it('applies a replayed batch once and answers the same acknowledgement', async () => {
        const { learner, view } = await freshAttempt();
        const changes = [{ question_id: q('fixture-single-2'), answer: { choice: 2 }, time_spent_ms: 5000 }];
        const first = saveResponsesResponse.parse((await save(server, learner, view.attempt_id, 'tab', 1, changes)).json()).data;
        const replay = saveResponsesResponse.parse((await save(server, learner, view.attempt_id, 'tab', 1, changes)).json()).data;
        expect({ ...replay, server_time: '' }).toEqual({ ...first, server_time: '' });
        const responses = (await read(learner, view.attempt_id)).responses;
        expect(responses).toEqual([{ question_id: q('fixture-single-2'), answer: { choice: 2 }, marked: false, visited: true, time_spent_ms: 5000 }]);
        const [history] = await server.database.db
          .select({ n: count() })
          .from(attemptResponseHistory)
          .where(eq(attemptResponseHistory.attemptId, view.attempt_id));
        expect(history?.n).toBe(1);
      });

      // A duplicated browser tab copies the tab's client_id and goes on numbering from the same seq:
      // its batches must not pass for retries (and be dropped) or for late ones (and be ignored).
      it('refuses with seq_conflict a batch at or below a seq its client used, other than the same batch', async () => {
        const { learner, view } = await freshAttempt();
        const saved = await save(server, learner, view.attempt_id, 'tab', 2, [{ question_id: q('fixture-single-1'), answer: { choice: 1 }, time_spent_ms: 2000 }]);
        expect(saved.statusCode, saved.body).toBe(200);
        const otherTabSameSeq = await save(server, learner, view.attempt_id, 'tab', 2, [{ question_id: q('fixture-single-2'), answer: { choice: 3 } }]);
        expect(expectFailure(otherTabSameSeq, 409).code).toBe('seq_conflict');
        const otherTabLowerSeq = await save(server, learner, view.attempt_id, 'tab', 1, [
          { question_id: q('fixture-single-1'), answer: { choice: 3 }, time_spent_ms: 1000 },
          { question_id: q('fixture-single-3'), answer: { choice: 0 }, time_spent_ms: 1000 },
        ]);
        expect(expectFailure(otherTabLowerSeq, 409).code).toBe('seq_conflict');
        // Nothing of the refused batches was applied…
        expect((await read(learner, view.attempt_id)).responses).toEqual([
          { question_id: q('fixture-single-1'), answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 2000 },
        ]);
        // …and sent again under a new client id, all of it applies (the latest save wins).
        const again = await save(server, learner, view.attempt_id, 'tab-2', 1, [
          { question_id: q('fixture-single-1'), answer: { choice: 3 }, time_spent_ms: 1000 },
          { question_id: q('fixture-single-3'), answer: { choice: 0 }, time_spent_ms: 1000 },
        ]);
        expect(again.statusCode, again.body).toBe(200);
        const responses = new Map((await read(learner, view.attempt_id)).responses.map((response) => [response.question_id, response]));
        expect(responses.get(q('fixture-single-1'))).toMatchObject({ answer: { choice: 3 }, time_spent_ms: 3000 });
        expect(responses.get(q('fixture-single-3'))).toMatchObject({ answer: { choice: 0 } });
        // The first tab goes on above its own seq.
        const next = await save(server, learner, view.attempt_id, 'tab', 3, [{ question_id: q('fixture-single-2'), answer: { choice: 2 } }]);
        expect(next.statusCode, next.body).toBe(200);
        const history = await server.database.db
          .select({ clientId: attemptResponseHistory.clientId, seq: attemptResponseHistory.seq })
          .from(attemptResponseHistory)
          .where(eq(attemptResponseHistory.attemptId, view.attempt_id));
        expect(history.map((row) => `${row.clientId}:${row.seq}`).sort()).toEqual(['tab-2:1', 'tab-2:1', 'tab:2', 'tab:3']);
        const conflict = await call(server, 'POST', '/saveResponses?lang=hi', {
          token: learner.token,
          payload: { attempt_id: view.attempt_id, client_id: 'tab', seq: 3, changes: [{ question_id: q('fixture-single-3'), answer: null, marked: false, visited: true, time_spent_ms: 0 }] },
        });
        expect(expectFailure(conflict, 409).msg).toMatch(/दूसरे टैब/);
      });

      it('refuses with seq_conflict a batch that a higher seq of its client overtook while it was written', async () => {
        const { learner, view } = await freshAttempt();
        // What another tab's batch 9, written at the same moment, leaves behind before its save row is seen.
        await server.database.db.insert(attemptResponses).values({
          attemptId: view.attempt_id,
          questionId: q('fixture-single-1'),
          answer: { choice: 2 },
          clientId: 'tab',
          clientSeq: 9,
        });
        const overtaken = await save(server, learner, view.attempt_id, 'tab', 2, [
          { question_id: q('fixture-single-1'), answer: { choice: 0 } },
          { question_id: q('fixture-single-2'), answer: { choice: 1 } },
        ]);
        expect(expectFailure(overtaken, 409).code).toBe('seq_conflict');
      });

      it('keeps the answer another tab saved when a change only reports a visit or time on screen', async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'laptop', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 2 }, marked: true, time_spent_ms: 4000 }]);
        // The phone read the attempt before that: it still shows the question unanswered.
        const visit = await save(server, learner, view.attempt_id, 'phone', 1, [
          { question_id: q('fixture-single-1'), answer: null, marked: false, time_spent_ms: 3000, keeps_answer: true },
          { question_id: q('fixture-single-2'), answer: null, marked: false, time_spent_ms: 500, keeps_answer: true },
        ]);
        expect(visit.statusCode, visit.body).toBe(200);
        const responses = new Map((await read(learner, view.attempt_id)).responses.map((response) => [response.question_id, response]));
        expect(responses.get(q('fixture-single-1'))).toEqual({ question_id: q('fixture-single-1'), answer: { choice: 2 }, marked: true, visited: true, time_spent_ms: 7000 });
        expect(responses.get(q('fixture-single-2'))).toEqual({ question_id: q('fixture-single-2'), answer: null, marked: false, visited: true, time_spent_ms: 500 });
        // A choice after a visit in one batch is a choice.
        const chosen = await save(server, learner, view.attempt_id, 'phone', 2, [
          { question_id: q('fixture-single-1'), answer: null, marked: false, time_spent_ms: 100, keeps_answer: true },
          { question_id: q('fixture-single-1'), answer: { choice: 0 }, marked: false, time_spent_ms: 100 },
        ]);
        expect(chosen.statusCode, chosen.body).toBe(200);
        expect((await read(learner, view.attempt_id)).responses.find((r) => r.question_id === q('fixture-single-1'))).toMatchObject({ answer: { choice: 0 }, time_spent_ms: 7200 });
      });

      it('counts a batch saved before batches were hashed as the same batch', async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 } }]);
        await server.database.db.update(attemptSaves).set({ batchHash: null }).where(eq(attemptSaves.attemptId, view.attempt_id));
        const replay = await save(server, learner, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 }, time_spent_ms: 7 }]);
        expect(replay.statusCode, replay.body).toBe(200);
        expect((await read(learner, view.attempt_id)).responses[0]).toMatchObject({ answer: { choice: 1 }, time_spent_ms: 1000 });
      });

      it('takes the latest save from two clients, and adds up time per question', async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'phone', 7, [{ question_id: q('fixture-multiple-1'), answer: { choices: [0] }, time_spent_ms: 3000 }]);
        await save(server, learner, view.attempt_id, 'laptop', 1, [
          { question_id: q('fixture-multiple-1'), answer: { choices: [0, 2] }, marked: true, visited: false, time_spent_ms: 4000 },
        ]);
        const reread = await read(learner, view.attempt_id);
        expect(reread.responses).toEqual([
          { question_id: q('fixture-multiple-1'), answer: { choices: [0, 2] }, marked: true, visited: true, time_spent_ms: 7000 },
        ]);
        expect(reread.last_seq_by_client).toEqual({ phone: 7, laptop: 1 });
        // The phone, still on seq 8, changes it again: its seq is above its own last.
        await save(server, learner, view.attempt_id, 'phone', 8, [{ question_id: q('fixture-multiple-1'), answer: null, time_spent_ms: 0 }]);
        expect((await read(learner, view.attempt_id)).responses[0]?.answer).toBeNull();
      });

      it('keeps a batch’s last change of a question, with the time of all of them', async () => {
        const { learner, view } = await freshAttempt();
        const response = await save(server, learner, view.attempt_id, 'tab', 1, [
          { question_id: q('fixture-single-1'), answer: { choice: 0 }, time_spent_ms: 1000 },
          { question_id: q('fixture-single-1'), answer: { choice: 1 }, time_spent_ms: 2000 },
        ]);
        expect(response.statusCode, response.body).toBe(200);
        expect((await read(learner, view.attempt_id)).responses).toEqual([
          { question_id: q('fixture-single-1'), answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 3000 },
        ]);
      });

      it(`applies saves up to the grace after the deadline, then refuses them with attempt_closed and submits`, async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 } }]);
        await moveDeadline(server.database.db, view.attempt_id, 4);
        const inGrace = await save(server, learner, view.attempt_id, 'tab', 2, [{ question_id: q('fixture-single-2'), answer: { choice: 2 } }]);
        expect(inGrace.statusCode, inGrace.body).toBe(200);

        await moveDeadline(server.database.db, view.attempt_id, 60);
        const late = await save(server, learner, view.attempt_id, 'tab', 3, [{ question_id: q('fixture-single-3'), answer: { choice: 0 } }]);
        const failure = expectFailure(late, 409);
        expect(failure.code).toBe('attempt_closed');
        // A retry of a batch applied in time still gets its acknowledgement.
        const retry = await save(server, learner, view.attempt_id, 'tab', 2, [{ question_id: q('fixture-single-2'), answer: { choice: 2 } }]);
        expect(saveResponsesResponse.parse(retry.json()).data.status).toBe('submitted');

        const result = getAttemptResultResponse.parse(
          (await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token })).json(),
        ).data;
        expect(result.submitted_by).toBe('deadline');
        expect(result.submitted_at).toBe(
          (await server.database.db.select({ at: attempts.deadlineAt }).from(attempts).where(eq(attempts.id, view.attempt_id)))[0]?.at.toISOString(),
        );
        expect(result.totals).toMatchObject({ attempted: 2, correct: 2, score: 4 });
      });
    });

    describe('the deadline', () => {
      it('submits a due attempt when it is read (submit-on-read)', async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 } }]);
        await moveDeadline(server.database.db, view.attempt_id, 60);
        const reread = await read(learner, view.attempt_id);
        expect(reread.status).toBe('submitted');
        const [row] = await server.database.db.select().from(attempts).where(eq(attempts.id, view.attempt_id));
        expect(row).toMatchObject({ status: 'submitted', submittedBy: 'deadline', score: 2 });
      });

      it('starts a new attempt when the one in progress is past its deadline', async () => {
        const { learner, view } = await freshAttempt();
        await moveDeadline(server.database.db, view.attempt_id, 60);
        const next = await freshAttempt(learner);
        expect(next.view.attempt_id).not.toBe(view.attempt_id);
        const [old] = await server.database.db.select().from(attempts).where(eq(attempts.id, view.attempt_id));
        expect(old).toMatchObject({ status: 'submitted', submittedBy: 'deadline' });
      });

      it('is submitted by the sweeper with what was saved, even if the browser never returns', async () => {
        const swept = await startTestServer(target, { attemptSweepMs: 100 });
        try {
          const paper = await addFixturePaper(swept.database.db);
          const learner = await signUp(swept);
          const started = await call(swept, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: paper.examId } });
          const view = startAttemptResponse.parse(started.json()).data;
          await save(swept, learner, view.attempt_id, 'tab', 1, [
            { question_id: paper.ids['fixture-single-1'] ?? 0, answer: { choice: 1 } },
            { question_id: paper.ids['fixture-single-2'] ?? 0, answer: { choice: 0 } },
          ]);
          await moveDeadline(swept.database.db, view.attempt_id, 60);
          const row = async () => (await swept.database.db.select().from(attempts).where(eq(attempts.id, view.attempt_id)))[0];
          await expect.poll(async () => (await row())?.status, { timeout: 10_000, interval: 100 }).toBe('submitted');
          // 2 for the right answer, −0.5 for the wrong one.
          expect(await row()).toMatchObject({ submittedBy: 'deadline', score: 1.5 });
        } finally {
          await swept.close();
        }
      });

      it('counts a Submit sent at zero (the page’s own, within the grace) as submitted by the deadline, at the deadline', async () => {
        const { learner, view } = await freshAttempt();
        await moveDeadline(server.database.db, view.attempt_id, 2);
        const [deadline] = await server.database.db.select({ at: attempts.deadlineAt }).from(attempts).where(eq(attempts.id, view.attempt_id));
        const result = await submit(learner, view.attempt_id);
        expect(result.submitted_by).toBe('deadline');
        expect(Date.parse(result.submitted_at)).toBe(deadline?.at.getTime());
      });

      it('submits each due attempt once when two sweepers run at once (two servers)', async () => {
        const started = await Promise.all([1, 2, 3].map(() => freshAttempt()));
        for (const { view } of started) await moveDeadline(server.database.db, view.attempt_id, 60);
        const one = createAttemptsService(server.database.db);
        const two = createAttemptsService(server.database.db);
        const counts = await Promise.all([one.sweep(), two.sweep(), one.sweep()]);
        expect(counts.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(3);
        for (const { learner, view } of started) {
          const result = getAttemptResultResponse.parse(
            (await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token })).json(),
          ).data;
          expect(result.submitted_by).toBe('deadline');
        }
        // Nothing in progress is left due.
        expect(await one.sweep()).toBe(0);
      });
    });

    describe('submit', () => {
      it('gives one result for a double submit and for two tabs submitting at once', async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 } }]);
        const results = await Promise.all([submit(learner, view.attempt_id), submit(learner, view.attempt_id)]);
        const again = await submit(learner, view.attempt_id);
        expect(results[1]).toEqual(results[0]);
        expect(again).toEqual(results[0]);
        const rows = await server.database.db.select().from(attempts).where(and(eq(attempts.id, view.attempt_id), eq(attempts.status, 'submitted')));
        expect(rows).toHaveLength(1);
        // Saves after submit are refused.
        const late = await save(server, learner, view.attempt_id, 'tab', 2, [{ question_id: q('fixture-single-2'), answer: { choice: 2 } }]);
        expect(expectFailure(late, 409).code).toBe('attempt_closed');
      });

      it('scores every save it acknowledged, when saves and the submit race', async () => {
        const { learner, view } = await freshAttempt();
        const answers: Array<[string, { choice: number } | { choices: number[] } | { value: string }]> = [
          ['fixture-single-1', { choice: 1 }],
          ['fixture-single-2', { choice: 2 }],
          ['fixture-single-3', { choice: 0 }],
          ['fixture-multiple-1', { choices: [0, 2] }],
          ['fixture-numeric-1', { value: '-12.5' }],
          ['fixture-numeric-2', { value: '3.14' }],
        ];
        const saves = answers.map(([key, answer], index) => save(server, learner, view.attempt_id, `tab-${index}`, 1, [{ question_id: q(key), answer }]));
        const [result, ...acks] = await Promise.all([
          (async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            return submit(learner, view.attempt_id);
          })(),
          ...saves,
        ]);
        const acknowledged = acks.filter((ack) => ack.statusCode === 200).length;
        expect(acks.every((ack) => ack.statusCode === 200 || ack.statusCode === 409)).toBe(true);
        expect(result?.totals).toMatchObject({ attempted: acknowledged, correct: acknowledged });
      });

      it('scores with the paper’s marking: negative marks, marked-only, multiple-correct and numeric answers', async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'tab', 1, [
          // Section 1 (+2/−0.5): right and marked (counts), wrong, marked without an answer (does not count).
          { question_id: q('fixture-single-1'), answer: { choice: 1 }, marked: true, time_spent_ms: 10_000 },
          { question_id: q('fixture-single-2'), answer: { choice: 0 }, time_spent_ms: 20_000 },
          { question_id: q('fixture-single-3'), answer: null, marked: true, time_spent_ms: 30_000 },
          // Section 2 (+4/−1): the exact set (in another order), a numeric typed another way, one outside the tolerance.
          { question_id: q('fixture-multiple-1'), answer: { choices: [2, 0] }, time_spent_ms: 1000 },
          { question_id: q('fixture-numeric-1'), answer: { value: '-12.50' }, time_spent_ms: 2000 },
          { question_id: q('fixture-numeric-2'), answer: { value: '3.16' }, time_spent_ms: 3000 },
        ]);
        const result = await submit(learner, view.attempt_id);
        expect(result.sections).toEqual([
          { name: 'Reasoning', questions: 3, attempted: 2, correct: 1, wrong: 1, partial: 0, score: 1.5, total_marks: 6, time_spent_ms: 60_000 },
          { name: 'Mixed', questions: 3, attempted: 3, correct: 2, wrong: 1, partial: 0, score: 7, total_marks: 12, time_spent_ms: 6000 },
        ]);
        expect(result.totals).toEqual({ questions: 6, attempted: 5, correct: 3, wrong: 2, score: 8.5, total_marks: 18, time_spent_ms: 66_000 });
        const hindi = getAttemptResultResponse.parse(
          (await call(server, 'GET', `/getAttemptResult/${view.attempt_id}?lang=hi`, { token: learner.token })).json(),
        ).data;
        expect(hindi.sections.map((section) => section.name)).toEqual(['तर्कशक्ति', 'मिश्रित']);
        expect(hindi.title).toBe('जाँच टेस्ट मॉक टेस्ट');
      });

      it('counts a subset of the right options, or a numeric within tolerance, as it should', async () => {
        const { learner, view } = await freshAttempt();
        await save(server, learner, view.attempt_id, 'tab', 1, [
          { question_id: q('fixture-multiple-1'), answer: { choices: [0] } },
          { question_id: q('fixture-numeric-2'), answer: { value: '3.149' } },
        ]);
        const result = await submit(learner, view.attempt_id);
        expect(result.sections[1]).toMatchObject({ attempted: 2, correct: 1, wrong: 1, score: 3 });
      });
    });

    describe('only the owner reaches an attempt', () => {
      it('answers another learner 404 on read, save, submit and result, and changes nothing', async () => {
        const { view } = await freshAttempt(asha);
        await save(server, asha, view.attempt_id, 'tab', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 1 } }]);
        const unknown = '00000000-0000-4000-8000-000000000000';
        for (const id of [view.attempt_id, unknown]) {
          const responses = [
            await call(server, 'GET', `/getAttempt/${id}`, { token: ravi.token }),
            await save(server, ravi, id, 'evil', 1, [{ question_id: q('fixture-single-1'), answer: { choice: 3 } }]),
            // Not a 400 for a question outside the paper either: that would confirm the attempt exists.
            await save(server, ravi, id, 'evil', 2, [{ question_id: q('fixture-outside'), answer: { choice: 3 } }]),
            await call(server, 'POST', '/submitAttempt', { token: ravi.token, payload: { attempt_id: id } }),
            await call(server, 'GET', `/getAttemptResult/${id}`, { token: ravi.token }),
          ];
          // The same 404 whether the attempt exists or not.
          for (const response of responses) {
            expect(expectFailure(response, 404)).toEqual({ result: 0, msg: 'No such attempt.', error: 'No such attempt.', code: 'not_found' });
          }
        }
        const mine = await read(asha, view.attempt_id);
        expect(mine.status).toBe('in_progress');
        expect(mine.responses[0]?.answer).toEqual({ choice: 1 });
        expect(getMyAttemptsResponse.parse((await call(server, 'GET', '/getMyAttempts', { token: ravi.token })).json()).data.map((a) => a.attempt_id)).not.toContain(
          view.attempt_id,
        );
      });
    });

    describe('hostile requests get 4xx, never 5xx', () => {
      let learner: SignedUp;
      let attemptId: string;
      beforeAll(async () => {
        const started = await freshAttempt();
        learner = started.learner;
        attemptId = started.view.attempt_id;
      });

      const good = () => ({ question_id: q('fixture-single-1'), answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 1 });
      const bodies: Array<[string, () => unknown]> = [
        ['no changes', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [] })],
        ['201 changes', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: Array.from({ length: 201 }, good) })],
        ['a seq of 0', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 0, changes: [good()] })],
        ['a fractional seq', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1.5, changes: [good()] })],
        ['a seq past int4', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 2 ** 31, changes: [good()] })],
        ['a long client_id', () => ({ attempt_id: attemptId, client_id: 'x'.repeat(65), seq: 1, changes: [good()] })],
        ['an ill-formed client_id', () => ({ attempt_id: attemptId, client_id: 'tab\ud800', seq: 1, changes: [good()] })],
        ['an attempt_id that is not a uuid', () => ({ attempt_id: "1' OR '1'='1", client_id: 'tab', seq: 1, changes: [good()] })],
        ['a question_id as text', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), question_id: '1' }] })],
        ['a question_id past int4', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), question_id: 2 ** 40 }] })],
        ['a choice as text', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), answer: { choice: 'a' } }] })],
        ['two answer kinds at once', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), answer: { choice: 1, value: '2' } }] })],
        ['a huge choices array', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), answer: { choices: Array.from({ length: 5000 }, (_, i) => i % 4) } }] })],
        ['repeated choices', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), answer: { choices: [1, 1] } }] })],
        ['a numeric value that is not a number', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), answer: { value: '1e400' } }] })],
        ['negative time', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), time_spent_ms: -1 }] })],
        ['marked as text', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), marked: 'yes' }] })],
        ['keeps_answer as text', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), keeps_answer: 'yes' }] })],
        ['an ill-formed answer value', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), question_id: q('fixture-numeric-1'), answer: { value: '1\udc00' } }] })],
        ['changes as an object', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: { 0: good() } })],
        ['a question of another paper', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), question_id: q('fixture-outside') }] })],
        ['a question that does not exist', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), question_id: 2_000_000_000 }] })],
        ['a value for a single-correct question', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), answer: { value: '1' } }] })],
        ['an option that is not there', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), answer: { choice: 7 } }] })],
        ['a choice for a numeric question', () => ({ attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), question_id: q('fixture-numeric-1'), answer: { choice: 1 } }] })],
      ];

      it.each(bodies)('refuses a save with %s (400) and applies nothing', async (_name, body) => {
        const response = await call(server, 'POST', '/saveResponses', { token: learner.token, payload: body() });
        expect(expectFailure(response, 400).code).toBe('validation_failed');
        expect((await read(learner, attemptId)).responses).toEqual([]);
      });

      it('refuses a body over the size limit (413) and odd ids on the other calls (400)', async () => {
        const huge = { attempt_id: attemptId, client_id: 'tab', seq: 1, changes: [{ ...good(), pad: 'x'.repeat(200_000) }] };
        expect((await call(server, 'POST', '/saveResponses', { token: learner.token, payload: huge })).statusCode).toBe(413);
        for (const response of [
          await call(server, 'GET', '/getAttempt/not-a-uuid', { token: learner.token }),
          await call(server, 'GET', '/getAttemptResult/%F0%9F%98%80', { token: learner.token }),
          await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: 42 } }),
          await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: '1' } }),
          await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: 2 ** 53 } }),
        ]) {
          expect(response.statusCode, response.body).toBe(400);
        }
      });
    });

    describe('the API document and limits', () => {
      it('lists every attempt call in OpenAPI, behind the Bearer token', async () => {
        const document = (await server.app.inject({ url: '/api/v1/openapi.json' })).json() as {
          paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
        };
        const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
        for (const id of ['startAttempt', 'getAttempt', 'saveResponses', 'submitAttempt', 'getAttemptResult', 'getMyAttempts']) {
          const operation = operations.find((candidate) => candidate.operationId === id);
          expect(operation, id).toBeDefined();
          expect(operation?.security, id).toEqual([{ bearerAuth: [] }]);
        }
      });

      it('sizes the attempt calls’ own limit for saves, above the api’s general one, per learner', async () => {
        // This server's general limit is 5 a minute per learner; the learner's saves go on past it.
        const { learner, view } = await freshAttempt();
        const general = [];
        for (let n = 0; n < 6; n++) general.push((await call(server, 'GET', '/getProfile', { token: learner.token })).statusCode);
        expect(general).toEqual([200, 200, 200, 200, 200, 429]);
        for (let seq = 1; seq <= 12; seq++) {
          const response = await call(server, 'POST', '/saveResponses', {
            token: learner.token,
            payload: {
              attempt_id: view.attempt_id,
              client_id: 'tab',
              seq,
              changes: [{ question_id: q('fixture-single-1'), answer: { choice: seq % 4 }, marked: false, visited: true, time_spent_ms: 1000 }],
            },
          });
          expect(response.statusCode, response.body).toBe(200);
        }
        expect(attemptRequestsPerMinute).toBeGreaterThan(learnerLimits.api);
      });
    });
  });
}

describe.skipIf(postgresTarget.skip)('two servers on one PostgreSQL, requests alternating between them', () => {
  let server: TestServer;
  let second: { app: Awaited<ReturnType<typeof buildServer>>; close(): Promise<void> };

  beforeAll(async () => {
    server = await startTestServer(postgresTarget);
    const database = await openPostgres(server.database.url ?? '');
    const app = await buildServer({ db: database.db });
    await app.ready();
    second = { app, close: async () => (await app.close(), await database.close()) };
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('continues the attempt across both with nothing lost, and gives one result', async () => {
    const fixture = await addFixturePaper(server.database.db);
    const learner = await signUp(server);
    const via = (n: number): TestServer => (n % 2 === 0 ? server : { ...server, app: second.app });
    const view = startAttemptResponse.parse(
      (await call(via(1), 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } })).json(),
    ).data;
    const keys = ['fixture-single-1', 'fixture-single-2', 'fixture-single-3'];
    for (const [index, key] of keys.entries()) {
      const response = await save(via(index), learner, view.attempt_id, 'tab', index + 1, [{ question_id: fixture.ids[key] ?? 0, answer: { choice: 1 } }]);
      expect(response.statusCode, response.body).toBe(200);
    }
    // A retry of seq 2 reaching the other server is acknowledged and changes nothing; another batch
    // numbered 2 (a second tab with the same id) is refused there too.
    const retry = await save(via(0), learner, view.attempt_id, 'tab', 2, [{ question_id: fixture.ids['fixture-single-2'] ?? 0, answer: { choice: 1 } }]);
    expect(retry.statusCode, retry.body).toBe(200);
    const clash = await save(via(0), learner, view.attempt_id, 'tab', 2, [{ question_id: fixture.ids['fixture-single-2'] ?? 0, answer: { choice: 3 } }]);
    expect(expectFailure(clash, 409).code).toBe('seq_conflict');
    const onSecond = getAttemptResponse.parse((await call(via(1), 'GET', `/getAttempt/${view.attempt_id}`, { token: learner.token })).json()).data;
    expect(onSecond.responses).toHaveLength(3);
    expect(onSecond.responses.every((response) => JSON.stringify(response.answer) === '{"choice":1}')).toBe(true);
    expect(onSecond.deadline_at).toBe(view.deadline_at);

    const results = await Promise.all(
      [0, 1].map(async (n) =>
        submitAttemptResponse.parse(
          (await call(via(n), 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: view.attempt_id } })).json(),
        ).data,
      ),
    );
    expect(results[1]).toEqual(results[0]);
    // 7 × 8 = 56 is option 1 (right); the other two are wrong: 2 − 0.5 − 0.5.
    expect(results[0]?.totals.score).toBe(1);
  });
});
