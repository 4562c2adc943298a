import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAttemptResponse,
  getAttemptResultResponse,
  getAttemptSolutionsResponse,
  getMyAttemptsResponse,
  practiceTestsPerDay,
  startAttemptResponse,
  startPracticeResponse,
  submitAttemptResponse,
  type AttemptResult,
  type AttemptView,
} from '@pariksha/contract';
import { attempts, papers, questions, topics } from '../src/db/attempts-schema.js';
import { shareEvenly } from '../src/services/attempts/practice.js';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, save, type Change } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [key, ...keysIn(item)]);
}

const questionIds = (view: AttemptView): number[] => view.paper.sections.flatMap((section) => section.questions.map((question) => question.id));

describe('sharing a practice test between topics', () => {
  it('shares as evenly as the topics allow, the first topics first', () => {
    expect(shareEvenly([14], 10)).toEqual([10]);
    expect(shareEvenly([5], 10)).toEqual([5]);
    expect(shareEvenly([10, 10, 10], 10)).toEqual([4, 3, 3]);
    expect(shareEvenly([5, 1, 6], 10)).toEqual([5, 1, 4]);
    expect(shareEvenly([2, 1, 1], 10)).toEqual([2, 1, 1]);
    expect(shareEvenly([9, 2], 10)).toEqual([8, 2]);
  });
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`startPractice ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    function startPractice(learner: SignedUp, topicSlugs: unknown, lang = 'en') {
      return call(server, 'POST', `/startPractice?lang=${lang}`, { token: learner.token, payload: { topics: topicSlugs } });
    }

    async function practice(learner: SignedUp, topicSlugs: string[], lang = 'en'): Promise<AttemptView> {
      const response = await startPractice(learner, topicSlugs, lang);
      expect(response.statusCode, response.body).toBe(200);
      return startPracticeResponse.parse(response.json()).data;
    }

    async function submit(learner: SignedUp, attemptId: string): Promise<AttemptResult> {
      const response = await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: attemptId } });
      expect(response.statusCode, response.body).toBe(200);
      return submitAttemptResponse.parse(response.json()).data;
    }

    /** The bank's rows of these questions: their topic and key. */
    async function bankRows(ids: number[]) {
      return server.database.db
        .select({ id: questions.id, topic: topics.slug, type: questions.type, answer: questions.answer, translations: questions.translations })
        .from(questions)
        .innerJoin(topics, eq(topics.id, questions.topicId))
        .where(inArray(questions.id, ids));
    }

    /** A change answering the question right, or wrong. */
    function answering(row: Awaited<ReturnType<typeof bankRows>>[number], right: boolean): Change {
      const key = row.answer;
      const options = row.translations.en?.options?.length ?? 0;
      if (row.type === 'numeric') return { question_id: row.id, answer: { value: String(Number(key) + (right ? 0 : 1000)) } };
      if (row.type === 'multiple') {
        const chosen = Array.isArray(key) ? key : [key];
        return { question_id: row.id, answer: { choices: right ? chosen : chosen.slice(0, 1) } };
      }
      const choice = Number(key);
      return { question_id: row.id, answer: { choice: right ? choice : (choice + 1) % options } };
    }

    async function practicePapersOf(learner: SignedUp): Promise<number> {
      const [row] = await server.database.db.select({ n: count() }).from(papers).where(eq(papers.ownerUserId, learner.user.id));
      return row?.n ?? 0;
    }

    it('draws only from the topics asked, one section each, +1 and no negative marks, shared evenly', async () => {
      const learner = await signUp(server);
      const view = await practice(learner, ['percentage', 'physics-units-dimensions', 'syllogism']);
      expect(view).toMatchObject({ exam_id: null, status: 'in_progress', responses: [], last_seq_by_client: {} });
      expect(view.paper).toMatchObject({
        title: 'Practice: Percentage, Units and dimensions and Syllogism',
        pattern: 'practice',
        notice: null,
        minutes: 15,
        total_marks: 10,
      });
      expect(Date.parse(view.deadline_at) - Date.parse(view.started_at)).toBe(15 * 60_000);
      expect(
        view.paper.sections.map((section) => [section.id, section.slug, section.name, section.marks_correct, section.marks_wrong, section.minutes, section.questions.length]),
      ).toEqual([
        [1, 'percentage', 'Percentage', 1, 0, null, 5],
        [2, 'physics-units-dimensions', 'Units and dimensions', 1, 0, null, 1],
        [3, 'syllogism', 'Syllogism', 1, 0, null, 4],
      ]);
      expect(view.paper.sections[0]?.translations).toEqual([
        { language_code: 'en', name: 'Percentage' },
        { language_code: 'hi', name: 'प्रतिशत' },
      ]);
      const ids = questionIds(view);
      expect(new Set(ids).size).toBe(10);
      expect(view.paper.sections.flatMap((section) => section.questions.map((question) => question.number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      const rows = new Map((await bankRows(ids)).map((row) => [row.id, row.topic]));
      for (const section of view.paper.sections) {
        for (const question of section.questions) expect(rows.get(question.id)).toBe(section.slug);
      }
      // The paper is the learner's own, and comes without its answers.
      const [paper] = await server.database.db.select().from(papers).where(eq(papers.ownerUserId, learner.user.id));
      expect(paper).toMatchObject({ examId: null, pattern: 'practice', minutes: 15 });
      expect(paper?.sections.map((section) => section.subject)).toEqual(['quantitative-aptitude', 'physics', 'reasoning']);
      expect(keysIn(view.paper)).not.toContain('answer');
      expect(keysIn(view.paper)).not.toContain('explanation');

      const hindi = getAttemptResponse.parse((await call(server, 'GET', `/getAttempt/${view.attempt_id}?lang=hi`, { token: learner.token })).json()).data;
      expect(hindi.paper.title).toBe('अभ्यास: प्रतिशत, मात्रक और विमाएँ, और न्याय निगमन');
      expect(hindi.paper.sections.map((section) => section.name)).toEqual(['प्रतिशत', 'मात्रक और विमाएँ', 'न्याय निगमन']);
    });

    it('gives fewer questions when the topic has fewer, and at least 5 minutes', async () => {
      const learner = await signUp(server);
      const small = await practice(learner, ['percentage']);
      expect(questionIds(small)).toHaveLength(5);
      expect(small.paper).toMatchObject({ minutes: 8, total_marks: 5, title: 'Practice: Percentage' });
      const tiny = await practice(learner, ['physics-units-dimensions']);
      expect(questionIds(tiny)).toHaveLength(1);
      expect(tiny.paper.minutes).toBe(5);
      const whole = await practice(learner, ['indian-polity']);
      expect(questionIds(whole)).toHaveLength(10);
      expect(whole.paper.minutes).toBe(15);
    });

    it('prefers questions the learner never answered right: unseen and wrong before first, then the rest', async () => {
      const learner = await signUp(server);
      const first = await practice(learner, ['indian-polity']);
      const rows = await bankRows(questionIds(first));
      expect(rows).toHaveLength(10);
      // Six right, two wrong, two left unanswered (14 questions in the topic: 4 never seen).
      const right = rows.slice(0, 6);
      const wrong = rows.slice(6, 8);
      const saved = await save(server, learner, first.attempt_id, 'tab', 1, [
        ...right.map((row) => answering(row, true)),
        ...wrong.map((row) => answering(row, false)),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      const result = await submit(learner, first.attempt_id);
      expect(result.totals).toMatchObject({ questions: 10, attempted: 8, correct: 6, wrong: 2, score: 6 });

      const second = questionIds(await practice(learner, ['indian-polity']));
      const [topicCount] = await server.database.db
        .select({ n: count() })
        .from(questions)
        .innerJoin(topics, eq(topics.id, questions.topicId))
        .where(eq(topics.slug, 'indian-polity'));
      const rightIds = new Set(right.map((row) => row.id));
      const neverRight = (topicCount?.n ?? 0) - rightIds.size;
      expect(neverRight).toBe(8);
      // Every question never answered right is in, wrong ones too; the other two come from the right ones.
      expect(second.filter((id) => !rightIds.has(id))).toHaveLength(neverRight);
      for (const row of wrong) expect(second).toContain(row.id);
      expect(second.filter((id) => rightIds.has(id))).toHaveLength(10 - neverRight);
    });

    it('is taken with the same calls as a mock test: save, read, submit, result, solutions, my attempts', async () => {
      const learner = await signUp(server);
      const view = await practice(learner, ['time-work', 'syllogism']);
      const rows = new Map((await bankRows(questionIds(view))).map((row) => [row.id, row]));
      const [a, b, c] = questionIds(view).map((id) => rows.get(id));
      if (a === undefined || b === undefined || c === undefined) throw new Error('practice without questions');
      const saved = await save(server, learner, view.attempt_id, 'tab', 1, [
        { ...answering(a, true), marked: true, time_spent_ms: 3000 },
        { ...answering(b, true), time_spent_ms: 4000 },
        // Wrong costs nothing: no negative marking.
        { ...answering(c, false), time_spent_ms: 5000 },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      const read = getAttemptResponse.parse((await call(server, 'GET', `/getAttempt/${view.attempt_id}`, { token: learner.token })).json()).data;
      expect(read.responses).toHaveLength(3);
      expect(read.paper.pattern).toBe('practice');

      const result = await submit(learner, view.attempt_id);
      expect(result).toMatchObject({ exam_id: null, pattern: 'practice', attempt_number: 1, ranking: null, benchmarks: null, title: 'Practice: Time and Work and Syllogism' });
      expect(result.totals).toMatchObject({ questions: 10, attempted: 3, correct: 2, wrong: 1, score: 2, total_marks: 10, time_spent_ms: 12_000 });
      expect(result.sections.map((section) => section.name)).toEqual(['Time and Work', 'Syllogism']);
      const stored = getAttemptResultResponse.parse(
        (await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: learner.token })).json(),
      ).data;
      expect(stored).toEqual(result);

      const solutions = getAttemptSolutionsResponse.parse(
        (await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}?lang=hi`, { token: learner.token })).json(),
      ).data;
      expect(solutions.title).toBe('अभ्यास: समय और कार्य और न्याय निगमन');
      expect(solutions.questions.map((question) => question.outcome).sort()).toEqual([
        'correct', 'correct', 'unanswered', 'unanswered', 'unanswered', 'unanswered', 'unanswered', 'unanswered', 'unanswered', 'wrong',
      ]);

      const mine = getMyAttemptsResponse.parse((await call(server, 'GET', '/getMyAttempts?lang=hi', { token: learner.token })).json()).data;
      expect(mine).toEqual([
        expect.objectContaining({
          attempt_id: view.attempt_id,
          exam_id: null,
          exam_slug: null,
          exam_title: 'अभ्यास: समय और कार्य और न्याय निगमन',
          pattern: 'practice',
          status: 'submitted',
          score: 2,
          total_marks: 10,
          ranking: null,
        }),
      ]);
    });

    it('submits the practice in progress when another starts, and leaves mock tests alone', async () => {
      const fixture = await addFixturePaper(server.database.db);
      const learner = await signUp(server);
      const mock = startAttemptResponse.parse(
        (await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } })).json(),
      ).data;
      const first = await practice(learner, ['percentage']);
      const [row] = await bankRows(questionIds(first).slice(0, 1));
      if (row === undefined) throw new Error('practice without questions');
      await save(server, learner, first.attempt_id, 'tab', 1, [answering(row, true)]);

      const second = await practice(learner, ['percentage']);
      expect(second.attempt_id).not.toBe(first.attempt_id);
      expect(second.status).toBe('in_progress');
      const earlier = getAttemptResultResponse.parse(
        (await call(server, 'GET', `/getAttemptResult/${first.attempt_id}`, { token: learner.token })).json(),
      ).data;
      expect(earlier).toMatchObject({ submitted_by: 'learner', totals: { correct: 1, score: 1 } });
      const open = await server.database.db
        .select({ id: attempts.id })
        .from(attempts)
        .where(and(eq(attempts.userId, learner.user.id), eq(attempts.status, 'in_progress')));
      expect(open.map((attempt) => attempt.id).sort()).toEqual([mock.attempt_id, second.attempt_id].sort());
    });

    it('starts one practice at a time when several starts arrive at once', async () => {
      const learner = await signUp(server);
      const responses = await Promise.all([1, 2, 3].map(() => startPractice(learner, ['syllogism'])));
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const open = await server.database.db
        .select({ n: count() })
        .from(attempts)
        .where(and(eq(attempts.userId, learner.user.id), isNull(attempts.examId), eq(attempts.status, 'in_progress')));
      expect(open[0]?.n).toBe(1);
      expect(await practicePapersOf(learner)).toBe(3);
    });

    it('refuses unknown topics and topics without questions with a 404 naming them, creating nothing', async () => {
      const learner = await signUp(server);
      const unknown = expectFailure(await startPractice(learner, ['percentage', 'no-such-topic', 'nor-this']), 404);
      expect(unknown).toMatchObject({
        code: 'not_found',
        msg: 'There is no topic called “no-such-topic” or “nor-this” to practise.',
        fields: { topics: 'There is no topic called “no-such-topic” or “nor-this” to practise.' },
      });
      const hindi = expectFailure(await startPractice(learner, ['no-such-topic'], 'hi'), 404);
      expect(hindi.msg).toBe('अभ्यास के लिए “no-such-topic” नाम का कोई विषय नहीं है।');

      await server.database.db
        .insert(topics)
        .values({ slug: 'empty-practice-topic', subject: 'reasoning', translations: { en: { name: 'Puzzles' }, hi: { name: 'पहेलियाँ' } } })
        .onConflictDoNothing();
      const empty = expectFailure(await startPractice(learner, ['syllogism', 'empty-practice-topic']), 404);
      expect(empty).toMatchObject({ code: 'not_found', msg: 'There are no questions to practise in Puzzles yet. Choose another topic.' });
      expect(empty.fields?.topics).toBe(empty.msg);
      expect(expectFailure(await startPractice(learner, ['empty-practice-topic'], 'hi'), 404).msg).toBe(
        'पहेलियाँ में अभी अभ्यास के लिए कोई प्रश्न नहीं है। कोई दूसरा विषय चुनें।',
      );
      expect(await practicePapersOf(learner)).toBe(0);
    });

    describe('hostile bodies get 400, never 5xx, and create nothing', () => {
      const bodies: Array<[string, unknown]> = [
        ['eleven topics', { topics: Array.from({ length: 11 }, (_, i) => `topic-${i}`) }],
        ['four topics', { topics: ['percentage', 'syllogism', 'time-work', 'averages'] }],
        ['no topics', { topics: [] }],
        ['a topic twice', { topics: ['percentage', 'percentage'] }],
        ['numbers for topics', { topics: [1, 2] }],
        ['a null topic', { topics: [null] }],
        ['a nested list', { topics: [['percentage']] }],
        ['topics as text', { topics: 'percentage' }],
        ['no topics field', {}],
        ['a 10 kB slug', { topics: ['a'.repeat(10_000)] }],
        ['SQL in a slug', { topics: ["percentage'); DROP TABLE papers; --"] }],
        ['a slug in capitals', { topics: ['Percentage'] }],
        ['an ill-formed slug', { topics: ['percentage\ud800'] }],
        ['an empty slug', { topics: [''] }],
      ];
      it.each(bodies)('%s', async (_name, body) => {
        const learner = await signUp(server);
        const response = await call(server, 'POST', '/startPractice', { token: learner.token, payload: body });
        expect(expectFailure(response, 400).code).toBe('validation_failed');
        expect(await practicePapersOf(learner)).toBe(0);
      });

      it('says what is wrong in words', async () => {
        const learner = await signUp(server);
        const many = expectFailure(await call(server, 'POST', '/startPractice', { token: learner.token, payload: { topics: ['a', 'b', 'c', 'd'] } }), 400);
        expect(JSON.stringify(many)).toContain('Choose at most 3 topics to practise at once.');
        const twice = expectFailure(await call(server, 'POST', '/startPractice', { token: learner.token, payload: { topics: ['a', 'a'] } }), 400);
        expect(JSON.stringify(twice)).toContain('Send each topic once.');
      });
    });

    it(`refuses more than ${practiceTestsPerDay} practice tests in 24 hours with 429 practice_limit, saying when`, async () => {
      const learner = await signUp(server);
      for (let n = 0; n < practiceTestsPerDay; n++) {
        const response = await startPractice(learner, ['physics-units-dimensions']);
        expect(response.statusCode, response.body).toBe(200);
      }
      const refused = await startPractice(learner, ['physics-units-dimensions']);
      const failure = expectFailure(refused, 429);
      expect(failure.code).toBe('practice_limit');
      const oldest = await server.database.db
        .select({ id: attempts.id, startedAt: attempts.startedAt })
        .from(attempts)
        .where(eq(attempts.userId, learner.user.id))
        .orderBy(attempts.startedAt)
        .limit(1);
      const retryAt = new Date((oldest[0]?.startedAt.getTime() ?? 0) + 24 * 60 * 60 * 1000);
      const when = `${new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(retryAt)} IST`;
      expect(failure.msg).toBe(`You have started 30 practice tests in the last 24 hours, the most for a day. You can start the next one after ${when}.`);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(24 * 60 * 60 - 120);
      expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
      const hindi = expectFailure(await startPractice(learner, ['physics-units-dimensions'], 'hi'), 429);
      expect(hindi.msg).toMatch(/^आपने पिछले 24 घंटों में 30 अभ्यास टेस्ट शुरू किए हैं, जो एक दिन की सीमा है। आप अगला टेस्ट .+ IST के बाद शुरू कर सकते हैं।$/);
      expect(await practicePapersOf(learner)).toBe(practiceTestsPerDay);
      // The practice in progress was left as it was.
      const open = await server.database.db
        .select({ n: count() })
        .from(attempts)
        .where(and(eq(attempts.userId, learner.user.id), eq(attempts.status, 'in_progress')));
      expect(open[0]?.n).toBe(1);

      // Once the oldest is a day old, the next may start.
      await server.database.db
        .update(attempts)
        .set({ startedAt: sql`now() - interval '24 hours 1 minute'` })
        .where(eq(attempts.id, oldest[0]?.id ?? ''));
      expect((await startPractice(learner, ['physics-units-dimensions'])).statusCode).toBe(200);
      // Another learner is not limited by this one.
      expect((await startPractice(await signUp(server), ['physics-units-dimensions'])).statusCode).toBe(200);
    });

    it('needs a signed-in learner', async () => {
      const response = await call(server, 'POST', '/startPractice', { payload: { topics: ['percentage'] } });
      expect(expectFailure(response, 401).code).toBe('unauthorized');
    });

    it('is in the OpenAPI document behind the Bearer token, with each failure', async () => {
      const document = (await server.app.inject({ url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, { operationId?: string; security?: unknown; summary?: string; description?: string; responses?: Record<string, { description?: string }> }>>;
      };
      const operation = document.paths['/api/v1/startPractice']?.post;
      expect(operation?.operationId).toBe('startPractice');
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(operation?.summary).toBeTruthy();
      expect(operation?.description).toContain('submitted');
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '400', '401', '404', '413', '429', '500']);
      expect(operation?.responses?.['429']?.description).toContain('practice_limit');
    });
  });
}
