import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeAnswerResponse, getAttemptResultResponse, getAttemptSolutionsResponse, startAttemptResponse } from '@pariksha/contract';
import { decideAnswerChallengeResponse, getAnswerChallengesResponse } from '@pariksha/contract/studio-questions';
import { attemptRescores } from '../src/db/answer-keys-schema.js';
import { attempts, papers, questions } from '../src/db/attempts-schema.js';
import { auditLog } from '../src/db/staff-schema.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { createAttemptsService } from '../src/services/attempts/index.js';
import { createMemoryMailer } from '../src/services/mailer/index.js';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, save, type FixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { enrolledStaff, type EnrolledStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// "Challenge this answer" to the rescore: the fixture paper's first question (7 × 8, key B = 56)
// is challenged as if its key were A, accepted, and every attempt at the paper scored again once.

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`answer-key challenges ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;
    let reviewer: EnrolledStaff;
    let editor: EnrolledStaff;
    const mailer = createMemoryMailer();
    const q = (key: string) => fixture.ids[key] ?? 0;

    beforeAll(async () => {
      server = await startTestServer(target, { mailer, publicUrl: 'https://pariksha.example' });
      fixture = await addFixturePaper(server.database.db);
      reviewer = await enrolledStaff(server, 'reviewer');
      editor = await enrolledStaff(server, 'editor');
    });
    afterAll(async () => {
      await server?.close();
    });

    /** Starts the fixture test, answers question 1 with `choice` and submits it. */
    async function sat(learner: SignedUp, choice: number, submit = true): Promise<string> {
      const started = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } });
      const attemptId = startAttemptResponse.parse(started.json()).data.attempt_id;
      expect((await save(server, learner, attemptId, `tab-${attemptId}`, 1, [{ question_id: q('fixture-single-1'), answer: { choice } }])).statusCode).toBe(200);
      if (submit) expect((await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: attemptId } })).statusCode).toBe(200);
      return attemptId;
    }
    const challenge = (learner: SignedUp, payload: object, lang = 'en') => call(server, 'POST', `/challengeAnswer?lang=${lang}`, { token: learner.token, payload });
    const result = async (learner: SignedUp, attemptId: string) =>
      getAttemptResultResponse.parse((await call(server, 'GET', `/getAttemptResult/${attemptId}`, { token: learner.token })).json()).data;
    const solutions = async (learner: SignedUp, attemptId: string) =>
      getAttemptSolutionsResponse.parse((await call(server, 'GET', `/getAttemptSolutions/${attemptId}`, { token: learner.token })).json()).data;
    const studio = (who: { token: string }, method: 'GET' | 'POST', path: string, payload?: object) =>
      call(server, method, `/studio${path}`, { token: who.token, ...(payload === undefined ? {} : { payload }) });
    const reason = 'The product of 7 and 8 is printed as option A in the Hindi paper, so A must be the key.';

    it('takes a challenge within the window, refuses what cannot be one, and a reviewer’s acceptance scores every attempt again once', async () => {
      const asha = await signUp(server, { first_name: 'Asha' });
      const ravi = await signUp(server, { first_name: 'Ravi' });
      const meera = await signUp(server, { first_name: 'Meera' });
      const ashaAttempt = await sat(asha, 0);
      const raviAttempt = await sat(ravi, 1);
      const meeraAttempt = await sat(meera, 0);
      const before = { asha: await result(asha, ashaAttempt), ravi: await result(ravi, raviAttempt) };
      expect(before.asha.totals.score).toBe(-0.5);
      expect(before.ravi.totals.score).toBe(2);
      expect(before.ravi.ranking?.rank).toBe(1);
      expect(before.asha.ranking?.rank).toBe(2);

      const shown = await solutions(asha, ashaAttempt);
      expect(Date.parse(shown.challenge_until ?? '') - Date.parse(before.asha.submitted_at)).toBe(3 * 24 * 60 * 60 * 1000);

      const payload = { attempt_id: ashaAttempt, question_id: q('fixture-single-1'), answer: { choice: 0 }, reason };
      expect(expectFailure(await challenge(asha, { ...payload, answer: { choice: 1 } }), 422).code).toBe('same_as_key');
      expect(expectFailure(await challenge(asha, { ...payload, answer: { choice: 4 } }), 422).code).toBe('answer_invalid');
      expect(expectFailure(await challenge(asha, { ...payload, answer: { value: '56' } }), 422).code).toBe('answer_invalid');
      expect(expectFailure(await challenge(asha, { ...payload, reason: 'Wrong.' }), 400).fields).toEqual({ reason: 'Say why in at least 20 characters.' });
      expect(expectFailure(await challenge(asha, { ...payload, question_id: q('fixture-outside') }), 404).msg).toBe('This question is not in this test.');
      expect(expectFailure(await challenge(ravi, payload), 404).msg).toBe('No such attempt.');

      const sent = await challenge(asha, payload);
      expect(sent.statusCode, sent.body).toBe(201);
      const first = challengeAnswerResponse.parse(sent.json());
      expect(first.data).toMatchObject({ answer: { choice: 0 }, reason, status: 'received', decision_note: null });
      const again = await challenge(asha, { ...payload, reason: `${reason} Again.` }, 'hi');
      expect(again.statusCode).toBe(200);
      expect(challengeAnswerResponse.parse(again.json()).msg).toBe('आप इस उत्तर को पहले ही चुनौती दे चुके हैं। समीक्षकों का निर्णय यहीं दिखेगा।');
      expect((await solutions(asha, ashaAttempt)).questions[0]?.challenge).toEqual(first.data);
      // Meera too, and then after her window: four days on, a challenge is refused.
      expect((await challenge(meera, { ...payload, attempt_id: meeraAttempt })).statusCode).toBe(201);
      const late = await signUp(server);
      const lateAttempt = await sat(late, 0);
      await server.database.db.update(attempts).set({ submittedAt: new Date(Date.now() - 4 * 24 * 60 * 60 * 1000) }).where(eq(attempts.id, lateAttempt));
      expect(expectFailure(await challenge(late, { ...payload, attempt_id: lateAttempt }), 409).code).toBe('challenge_window_closed');
      expect((await solutions(late, lateAttempt)).challenge_until).toBeNull();

      // The reviewers' queue: the question and its key, never who challenged.
      expect(expectFailure(await studio(editor, 'GET', '/answer-challenges'), 403).code).toBe('forbidden');
      const queue = getAnswerChallengesResponse.parse((await studio(reviewer, 'GET', '/answer-challenges')).json()).data;
      const listed = queue.find((item) => item.id === first.data.id);
      expect(listed).toMatchObject({ key: 'fixture-single-1', type: 'single', current_answer: { choice: 1 }, same_answer: 2, attempts: 4, options: ['54', '56', '58', '64'] });
      expect(JSON.stringify(listed)).not.toContain(asha.email);

      expect(expectFailure(await studio(reviewer, 'POST', `/answer-challenges/${first.data.id}/decide`, { decision: 'accepted', note: 'Yes.', answer: { choice: 1 } }), 422).code).toBe('same_as_key');
      const decided = await studio(reviewer, 'POST', `/answer-challenges/${first.data.id}/decide`, { decision: 'accepted', note: 'The key was wrong: A is correct in both languages.' });
      expect(decided.statusCode, decided.body).toBe(200);
      const accepted = decideAnswerChallengeResponse.parse(decided.json());
      expect(accepted.data.rescored).toBe(4);
      expect(accepted.msg).toBe('Accepted. The key is corrected and 4 attempts were scored again.');
      expect(expectFailure(await studio(reviewer, 'POST', `/answer-challenges/${first.data.id}/decide`, { decision: 'rejected', note: 'Again' }), 409).code).toBe('decided');

      // Both learners see the corrected key, the re-scored result and rank, and what changed.
      const after = { asha: await result(asha, ashaAttempt), ravi: await result(ravi, raviAttempt) };
      expect(after.asha.totals.score).toBe(2);
      expect(after.ravi.totals.score).toBe(-0.5);
      expect(after.asha.ranking?.rank).toBe(1);
      expect(after.ravi.ranking?.rank).toBe(4);
      expect(after.asha.rescores).toEqual([expect.objectContaining({ previous_score: -0.5, score: 2, previous_rank: 2, rank: 1, questions: [1] })]);
      expect(after.ravi.rescores).toEqual([expect.objectContaining({ previous_score: 2, score: -0.5, previous_rank: 1, rank: 4, questions: [1] })]);
      const solved = (await solutions(ravi, raviAttempt)).questions[0];
      expect(solved).toMatchObject({ correct_answer: { choice: 0 }, outcome: 'wrong', key_correction: { previous_answer: { choice: 1 }, note: 'The key was wrong: A is correct in both languages.' } });
      // Meera's challenge proposed the same key: accepted with it.
      expect((await solutions(meera, meeraAttempt)).questions[0]?.challenge).toMatchObject({ status: 'accepted' });
      expect((await solutions(asha, ashaAttempt)).questions[0]?.challenge).toMatchObject({ status: 'accepted', decision_note: 'The key was wrong: A is correct in both languages.' });

      // A new version carries the corrected key for papers drawn from now on; the sat one is kept.
      const versions = await server.database.db.select().from(questions).where(eq(questions.id, q('fixture-single-1')));
      expect(versions[0]?.state).toBe('superseded');
      const audit = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'answer_key.correct'));
      expect(audit.at(-1)).toMatchObject({ actorUserId: reviewer.userId, before: { answer: 1 } });

      // Once: a second rescore, from this server or another, finds nothing to do.
      const other = createAttemptsService(server.database.db);
      expect(await other.rescorePaper(fixture.paperId)).toBe(0);
      const rows = await server.database.db.select().from(attemptRescores).where(eq(attemptRescores.attemptId, ashaAttempt));
      expect(rows).toHaveLength(1);

      // Mailed once each, in the learner's language, with the old and new score and rank.
      const mailing = createAttemptsService(server.database.db, { mailer, publicUrl: 'https://pariksha.example' });
      await mailing.sweep();
      await mailing.sweep();
      const toAsha = mailer.sent.filter((mail) => mail.to === asha.email && mail.subject.includes('answer key corrected'));
      expect(toAsha).toHaveLength(1);
      expect(toAsha[0]?.text).toContain('Your score: 2 (was -0.5)');
      expect(toAsha[0]?.text).toContain('Your rank: 1 (was 2)');
      expect(toAsha[0]?.text).toContain(`https://pariksha.example/dashboard/test-result?attempt=${ashaAttempt}`);
    });

    it('keeps a key corrected in the studio when the next start seeds the content files again', async () => {
      const db = server.database.db;
      const learner = await signUp(server);
      const exams = (await call(server, 'GET', '/getAllExams')).json() as { data: Array<{ id: number; slug: string }> };
      const ssc = exams.data.find((exam) => exam.slug === 'ssc-cgl-tier-1');
      const started = startAttemptResponse.parse((await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: ssc?.id } })).json()).data;
      const first = started.paper.sections[0]?.questions[0];
      expect((await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: started.attempt_id } })).statusCode).toBe(200);
      const key = (await solutions(learner, started.attempt_id)).questions[0]?.correct_answer;
      const other = key !== undefined && 'choice' in key ? (key.choice + 1) % 4 : 0;
      const sent = await challenge(learner, { attempt_id: started.attempt_id, question_id: first?.id, answer: { choice: other }, reason });
      const id = challengeAnswerResponse.parse(sent.json()).data.id;
      expect((await studio(reviewer, 'POST', `/answer-challenges/${id}/decide`, { decision: 'accepted', note: 'Corrected for the seeding test.' })).statusCode).toBe(200);
      const [sat] = await db.select({ itemId: questions.itemId }).from(questions).where(eq(questions.id, first?.id ?? 0));
      const publishedAnswer = async () => (await db.select().from(questions).where(and(eq(questions.itemId, sat?.itemId ?? 0), eq(questions.state, 'published'))))[0]?.answer;
      expect(await publishedAnswer()).toBe(other);
      // The next start reads the content files, whose answer is still the one corrected: the correction stands.
      await prepareDatabase(server.database);
      expect(await publishedAnswer()).toBe(other);
    });

    it('scores again an attempt submitted while the key was corrected (the sweep), and concurrent submits end on the corrected key', async () => {
      const db = server.database.db;
      const learners = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
      const open = await Promise.all(learners.map((learner) => sat(learner, 2, false)));
      // A second correction of question 1 (now keyed A), to C, accepted while six learners who chose C submit.
      const challenger = await signUp(server);
      const challengerAttempt = await sat(challenger, 0);
      const sent = await challenge(challenger, { attempt_id: challengerAttempt, question_id: q('fixture-single-1'), answer: { choice: 2 }, reason: 'The question was printed as 7 × 8 + 2 in the Hindi paper, so C (58) is right.' });
      const id = challengeAnswerResponse.parse(sent.json()).data.id;
      const [decided] = await Promise.all([
        studio(reviewer, 'POST', `/answer-challenges/${id}/decide`, { decision: 'accepted', note: 'The printed question asked for 7 × 8 + 2.' }),
        ...learners.map((learner, index) => call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: open[index] } })),
      ]);
      expect(decided?.statusCode, decided?.body).toBe(200);

      // As if a submit had read the old key and committed after the rescore looked: behind its paper.
      const [paper] = await db.select({ keyVersion: papers.keyVersion }).from(papers).where(eq(papers.id, fixture.paperId));
      await db.update(attempts).set({ keyVersion: 0 }).where(eq(attempts.id, open[0] ?? ''));
      const service = createAttemptsService(db);
      await Promise.all([service.sweep(), createAttemptsService(db).sweep()]);
      const all = await db.select().from(attempts).where(and(eq(attempts.paperId, fixture.paperId), eq(attempts.status, 'submitted')));
      for (const attempt of all) expect(attempt.keyVersion, attempt.id).toBe(paper?.keyVersion);
      // Each learner's C is now the key: +2, whichever way their submit and the correction met.
      for (const attemptId of open) {
        const row = all.find((attempt) => attempt.id === attemptId);
        expect(row?.score, attemptId).toBe(2);
        const rescores = await db.select().from(attemptRescores).where(eq(attemptRescores.attemptId, attemptId));
        expect(rescores.length, attemptId).toBeLessThanOrEqual(1);
      }
    });
  });
}
