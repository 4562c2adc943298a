import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAttemptResultResponse, getMyAttemptsResponse, startAttemptResponse, submitAttemptResponse, type AttemptResult } from '@pariksha/contract';
import { call, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, save, type Change } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { addCandidates, addResultsPaper, attemptNumberOf, section, type ResultsPaper } from './support/results.js';
import { manualClock } from './support/manual-clock.js';
import { standingFreshMs } from '../src/services/attempts/ranking.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The result beyond the score: rank and percentile among first attempts, the average and the
// topper, time per question, answers changed and weak topics (issue 13).

const right = { choice: 0 };
const wrong = { choice: 1 };
const otherWrong = { choice: 2 };

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`attempt results ${target.title}`, () => {
    let server: TestServer;
    // The kept standings expire by this clock: a test moves it on rather than sleeping until they do.
    const clock = manualClock();

    beforeAll(async () => {
      server = await startTestServer(target, { cacheClock: clock.now });
    });
    afterAll(async () => {
      await server?.close();
    });

    async function start(learner: SignedUp, paper: ResultsPaper): Promise<string> {
      const response = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: paper.examId } });
      expect(response.statusCode, response.body).toBe(200);
      return startAttemptResponse.parse(response.json()).data.attempt_id;
    }

    async function submit(learner: SignedUp, attemptId: string): Promise<AttemptResult> {
      const response = await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: attemptId } });
      expect(response.statusCode, response.body).toBe(200);
      return submitAttemptResponse.parse(response.json()).data;
    }

    async function result(learner: SignedUp, attemptId: string, lang = 'en'): Promise<AttemptResult> {
      const response = await call(server, 'GET', `/getAttemptResult/${attemptId}?lang=${lang}`, { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getAttemptResultResponse.parse(response.json()).data;
    }

    /** Starts, answers the paper's questions in order (null: skip) and submits. */
    async function take(learner: SignedUp, paper: ResultsPaper, answers: ReadonlyArray<Change['answer']>): Promise<AttemptResult> {
      const attemptId = await start(learner, paper);
      const changes = answers.flatMap((answer, index) => (answer === null ? [] : [{ question_id: paper.ids[index] ?? 0, answer }]));
      if (changes.length > 0) expect((await save(server, learner, attemptId, 'tab', 1, changes)).statusCode).toBe(200);
      return submit(learner, attemptId);
    }

    it('ranks among first attempts: equal scores share a rank, the percentile counts those at or below', async () => {
      const paper = await addResultsPaper(server.database.db);
      // Eleven others: 9, 7.5, 6, 6, 6, 4, 3, 2, 0, 0, −1.5.
      await addCandidates(
        server.database.db,
        paper,
        [9, 7.5, 6, 6, 6, 4, 3, 2, 0, 0, -1.5].map((score) => ({ score, sections: [section(score), section(0)] })),
      );
      const learner = await signUp(server);
      // Exactly 6, a tie with three others: three Percentage right (+2 each), Series skipped.
      const mine = await take(learner, paper, [right, right, right, null, null, null]);
      expect(mine.totals.score).toBe(6);
      // 12 candidates; two scored more (9, 7.5); ten scored 6 or less (four sixes with this one).
      expect(mine.ranking).toEqual({ rank: 3, candidates: 12, percentile: 83.3, provisional: false, counted: true });
      expect(mine.attempt_number).toBe(1);
      expect(mine.pattern).toBe('exam');
      // The same from getAttemptResult, in Hindi too.
      expect((await result(learner, mine.attempt_id, 'hi')).ranking).toEqual(mine.ranking);
    });

    it('a retake is placed against the ranking but does not enter it, so no one’s rank moves', async () => {
      const paper = await addResultsPaper(server.database.db);
      await addCandidates(server.database.db, paper, [5, 4, 3].map((score) => ({ score, sections: [section(score), section(0)] })));
      const ravi = await signUp(server, { first_name: 'Ravi' });
      const asha = await signUp(server, { first_name: 'Asha' });
      const ashaResult = await take(asha, paper, [right, right, null, right, null, null]); // 5
      const first = await take(ravi, paper, [right, null, null, null, null, null]); // 2
      expect(ashaResult.ranking).toMatchObject({ rank: 1, candidates: 4, percentile: 100 });
      expect(first.ranking).toMatchObject({ rank: 5, candidates: 5, counted: true, provisional: true });

      const retake = await take(ravi, paper, [right, right, right, right, right, right]); // 9
      expect(await attemptNumberOf(server.database.db, retake.attempt_id)).toBe(2);
      expect(retake.attempt_number).toBe(2);
      // Would be first of the five, but the five are still five.
      expect(retake.ranking).toEqual({ rank: 1, candidates: 5, percentile: 100, provisional: true, counted: false });
      // Asha is still first (the retake's 9 is not among the candidates), and Ravi's first attempt still last.
      expect((await result(asha, ashaResult.attempt_id)).ranking).toMatchObject({ rank: 1, candidates: 5 });
      expect((await result(ravi, first.attempt_id)).ranking).toMatchObject({ rank: 5, candidates: 5, percentile: 20 });
      // getMyAttempts numbers both and ranks each.
      const mine = getMyAttemptsResponse.parse((await call(server, 'GET', '/getMyAttempts', { token: ravi.token })).json()).data;
      expect(mine.map((attempt) => [attempt.attempt_number, attempt.ranking?.rank, attempt.ranking?.counted])).toEqual([
        [2, 1, false],
        [1, 5, true],
      ]);
      expect(mine[0]?.exam_slug).toMatch(/^results-/);
    });

    it('negative marking ranks a negative score below every zero', async () => {
      const paper = await addResultsPaper(server.database.db);
      await addCandidates(server.database.db, paper, [0, 0, 1].map((score) => ({ score, sections: [section(score), section(0)] })));
      const learner = await signUp(server);
      const mine = await take(learner, paper, [wrong, wrong, null, wrong, null, null]); // −0.5 −0.5 −0.25
      expect(mine.totals.score).toBe(-1.25);
      expect(mine.ranking).toMatchObject({ rank: 4, candidates: 4, percentile: 25, provisional: true });
    });

    it('ranks numeric answers by their tolerance: a value within it scores, one outside loses the negative mark', async () => {
      const fixture = await addFixturePaper(server.database.db);
      const numeric = fixture.ids['fixture-numeric-2'] ?? 0; // π to two places: 3.14 ± 0.01, +4/−1
      const exact = fixture.ids['fixture-numeric-1'] ?? 0; // −12.5 exactly
      const takeNumeric = async (values: [string, string]) => {
        const learner = await signUp(server);
        const response = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } });
        const attemptId = startAttemptResponse.parse(response.json()).data.attempt_id;
        const saved = await save(server, learner, attemptId, 'tab', 1, [
          { question_id: numeric, answer: { value: values[0] } },
          { question_id: exact, answer: { value: values[1] } },
        ]);
        expect(saved.statusCode, saved.body).toBe(200);
        return { learner, submitted: await submit(learner, attemptId) };
      };
      const within = await takeNumeric(['3.15', '-12.50']); // both right: 8
      const outside = await takeNumeric(['3.16', '-12.5']); // one right, one wrong: 3
      const bothWrong = await takeNumeric(['3.2', '12.5']); // −2
      expect([within.submitted.totals.score, outside.submitted.totals.score, bothWrong.submitted.totals.score]).toEqual([8, 3, -2]);
      expect(bothWrong.submitted.ranking).toMatchObject({ rank: 3, candidates: 3, percentile: 33.3 });
      expect((await result(outside.learner, outside.submitted.attempt_id)).ranking).toMatchObject({ rank: 2, candidates: 3, percentile: 66.6 });
      expect((await result(within.learner, within.submitted.attempt_id)).ranking).toMatchObject({ rank: 1, candidates: 3, percentile: 100 });
    });

    it('counts a submit on this server at once, and one on another server once standingFreshMs has passed', async () => {
      const paper = await addResultsPaper(server.database.db);
      const learner = await signUp(server);
      const mine = await take(learner, paper, [right, null, null, null, null, null]); // 2
      expect(mine.ranking).toMatchObject({ rank: 1, candidates: 1 });
      // Another server's submit: written straight into the database, unseen by this server's keeping.
      await addCandidates(server.database.db, paper, [{ score: 5, sections: [section(5), section(0)] }]);
      // Up to standingFreshMs old, the standing this server keeps is its answer…
      clock.advance(standingFreshMs);
      expect((await result(learner, mine.attempt_id)).ranking).toMatchObject({ rank: 1, candidates: 1 });
      // …and a moment older, it counts again.
      clock.advance(1);
      expect((await result(learner, mine.attempt_id)).ranking).toMatchObject({ rank: 2, candidates: 2 });
      // This server's own submit: counted by the very next read.
      await take(await signUp(server), paper, [right, right, right, right, null, null]); // 7
      expect((await result(learner, mine.attempt_id)).ranking).toMatchObject({ rank: 3, candidates: 3 });
    });

    it('says the rank is provisional below 10 candidates and settled from 10', async () => {
      const paper = await addResultsPaper(server.database.db);
      await addCandidates(server.database.db, paper, Array.from({ length: 8 }, () => ({ score: 1, sections: [section(1), section(0)] })));
      const ninth = await take(await signUp(server), paper, [null, null, null, null, null, null]);
      expect(ninth.ranking).toMatchObject({ candidates: 9, provisional: true });
      const tenth = await take(await signUp(server), paper, [null, null, null, right, null, null]);
      expect(tenth.ranking).toMatchObject({ rank: 1, candidates: 10, provisional: false });
    });

    it('shows the average candidate and the topper per section, from first attempts only', async () => {
      const paper = await addResultsPaper(server.database.db);
      await addCandidates(server.database.db, paper, [
        { score: 7, sections: [section(6, 100_000, 3, 3), section(1, 50_000, 1, 1)], submittedSecondsAgo: 100 },
        // The same 7, submitted earlier: the topper.
        { score: 7, sections: [section(4, 80_000, 2, 2), section(3, 40_000, 3, 3)], submittedSecondsAgo: 200 },
        { score: 1, sections: [section(1, 60_000, 1, 2), section(0, 30_000, 0, 0)] },
        // A retake: left out of both.
        { score: 9, sections: [section(6, 1, 3, 3), section(3, 1, 3, 3)], attemptNumber: 2 },
      ]);
      const learner = await signUp(server);
      const mine = await take(learner, paper, [right, null, null, right, right, null]); // 2 + 2 = 4
      expect(mine.benchmarks?.candidates).toBe(4);
      expect(mine.benchmarks?.topper).toEqual({
        score: 7,
        time_spent_ms: 120_000,
        sections: [
          { score: 4, time_spent_ms: 80_000, correct: 2, attempted: 2 },
          { score: 3, time_spent_ms: 40_000, correct: 3, attempted: 3 },
        ],
      });
      // Percentage: (6 + 4 + 1 + 2) ÷ 4; Series: (1 + 3 + 0 + 2) ÷ 4.
      expect(mine.benchmarks?.average.sections.map((entry) => entry.score)).toEqual([3.25, 1.5]);
      expect(mine.benchmarks?.average.score).toBe(4.75);
      expect(mine.sections.map((entry) => entry.total_marks)).toEqual([6, 3]);
    });

    it('counts answers changed by first and final answer, leaving out visits, clears and returns', async () => {
      const paper = await addResultsPaper(server.database.db);
      const learner = await signUp(server);
      const attemptId = await start(learner, paper);
      const [q1, q2, q3, q4, q5, q6] = paper.ids.map((id) => id);
      const batches: Change[][] = [
        [
          { question_id: q1 ?? 0, answer: right }, // right → wrong
          { question_id: q2 ?? 0, answer: wrong }, // wrong → right
          { question_id: q3 ?? 0, answer: wrong }, // wrong → another wrong
          { question_id: q4 ?? 0, answer: right }, // right, then a stale tab's visit showing a wrong one
          { question_id: q5 ?? 0, answer: right }, // right, then cleared
          { question_id: q6 ?? 0, answer: right }, // right → wrong → right
        ],
        [
          { question_id: q1 ?? 0, answer: wrong },
          { question_id: q2 ?? 0, answer: right },
          { question_id: q3 ?? 0, answer: otherWrong },
          { question_id: q5 ?? 0, answer: null },
          { question_id: q6 ?? 0, answer: wrong },
        ],
        [{ question_id: q6 ?? 0, answer: right }],
      ];
      for (const [index, changes] of batches.entries()) {
        expect((await save(server, learner, attemptId, 'tab-a', index + 1, changes)).statusCode).toBe(200);
      }
      const stale = await save(server, learner, attemptId, 'tab-b', 1, [{ question_id: q4 ?? 0, answer: wrong, keeps_answer: true }]);
      expect(stale.statusCode, stale.body).toBe(200);
      const mine = await submit(learner, attemptId);
      expect(mine.answer_changes).toEqual({ right_to_wrong: 1, wrong_to_right: 1, wrong_to_wrong: 1 });
      expect(mine.questions.map((question) => question.outcome)).toEqual(['wrong', 'correct', 'wrong', 'correct', 'unanswered', 'correct']);
    });

    it('times each question from every save, across a reload that brought a new tab id', async () => {
      const paper = await addResultsPaper(server.database.db);
      const learner = await signUp(server);
      const attemptId = await start(learner, paper);
      const [q1, q2, q3] = paper.ids;
      expect(
        (
          await save(server, learner, attemptId, 'before-reload', 1, [
            { question_id: q1 ?? 0, answer: right, time_spent_ms: 5000 },
            { question_id: q2 ?? 0, answer: null, visited: true, time_spent_ms: 3000 },
          ])
        ).statusCode,
      ).toBe(200);
      // The page reloaded: a new client id counts its seqs from 1; q1 is seen again, q4 for the first time.
      expect(
        (
          await save(server, learner, attemptId, 'after-reload', 1, [
            { question_id: q1 ?? 0, answer: right, time_spent_ms: 4000, keeps_answer: true },
            { question_id: q3 ?? 0, answer: null, time_spent_ms: 2000 },
          ])
        ).statusCode,
      ).toBe(200);
      const mine = await submit(learner, attemptId);
      expect(mine.questions.slice(0, 4).map((question) => question.time_spent_ms)).toEqual([9000, 3000, 2000, 0]);
      expect(mine.questions[0]).toMatchObject({ number: 1, section: 1, outcome: 'correct', topic: 'results-percentage' });
      expect(mine.sections[0]?.time_spent_ms).toBe(14_000);
    });

    it('names weak topics from this attempt and the ones before it, weakest first', async () => {
      const learner = await signUp(server);
      // Earlier: Percentage all right, Series all wrong. Now: Percentage one of three, Series two of three.
      await take(learner, await addResultsPaper(server.database.db), [right, right, right, wrong, wrong, wrong]);
      const later = await take(learner, await addResultsPaper(server.database.db), [right, wrong, null, right, right, wrong]);
      expect(later.weak_topics.attempts).toBe(2);
      expect(later.weak_topics.topics).toEqual([
        { slug: 'results-series', name: 'Number Series', questions: 6, attempted: 6, correct: 2 },
        { slug: 'results-percentage', name: 'Percentage', questions: 6, attempted: 5, correct: 4 },
      ]);
      const hindi = await result(learner, later.attempt_id, 'hi');
      expect(hindi.weak_topics.topics.map((topic) => topic.name)).toEqual(['संख्या श्रृंखला', 'प्रतिशत']);
    });
  });
}
