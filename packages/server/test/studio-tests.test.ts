import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeAnswerResponse,
  getAttemptResponse,
  getAttemptResultResponse,
  getAttemptSolutionsResponse,
  getMyExamAccessResponse,
  startAttemptResponse,
} from '@pariksha/contract';
import { getAnswerChallengesResponse } from '@pariksha/contract/studio-questions';
import { getStudioTestsResponse, getTestTopicsResponse, previewStudioTestResponse, saveStudioTestResponse, testRefusedResponse, type TestDefinitionInput } from '@pariksha/contract/studio-tests';
import { answerChallenges } from '../src/db/answer-keys-schema.js';
import { attemptResponses, attempts, papers, questionItems, questions, topics } from '../src/db/attempts-schema.js';
import { exams } from '../src/db/content-schema.js';
import { paperStatisticsMarks } from '../src/db/item-statistics-schema.js';
import { auditLog } from '../src/db/staff-schema.js';
import { createPaperCache } from '../src/services/attempts/papers.js';
import { createItemStatistics } from '../src/services/item-statistics/refresh.js';
import { call, expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { addFixturePaper, save, type FixturePaper } from './support/attempts.js';
import { databaseTargets } from './support/databases.js';
import { addPublishedQuestions } from './support/questions.js';
import { enrolledStaff, type EnrolledStaff } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The test builder end to end through the API: an editor builds a test from pools of published
// questions, publishes it, and every learner of the exam draws their own paper of the same mix.

const words = (n: number, topic: string) => ({
  en: { text: `${topic} question ${n}: what is ${n} + ${n}?`, options: [`${2 * n}`, `${2 * n + 1}`, `${2 * n - 1}`, `${n}`], explanation: `${n} + ${n} = ${2 * n}.` },
  hi: { text: `${topic} प्रश्न ${n}: ${n} + ${n} कितना है?`, options: [`${2 * n}`, `${2 * n + 1}`, `${2 * n - 1}`, `${n}`], explanation: `${n} + ${n} = ${2 * n}।` },
});

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the test builder ${target.title}`, () => {
    let server: TestServer;
    let fixture: FixturePaper;
    let examSlug: string;
    let editor: EnrolledStaff;
    const topicIds = new Map<string, number>();

    beforeAll(async () => {
      server = await startTestServer(target);
      const db = server.database.db;
      fixture = await addFixturePaper(db);
      const [exam] = await db.select({ slug: exams.slug }).from(exams).where(eq(exams.id, fixture.examId));
      examSlug = exam?.slug ?? '';
      for (const slug of ['builder-percentage', 'builder-ratio']) {
        await db
          .insert(topics)
          .values({ slug, subject: 'quantitative-aptitude', translations: { en: { name: slug === 'builder-ratio' ? 'Ratio' : 'Percentage' }, hi: { name: slug === 'builder-ratio' ? 'अनुपात' : 'प्रतिशत' } } })
          .onConflictDoNothing();
        const [row] = await db.select({ id: topics.id }).from(topics).where(eq(topics.slug, slug));
        topicIds.set(slug, row?.id ?? 0);
      }
      // Percentage: 6 easy, 4 medium (one in English only); Ratio: 5 hard; and one written for another exam.
      const question = (key: string, topic: string, difficulty: string, n: number, examSlugs: string[] = [], hindi = true): Parameters<typeof addPublishedQuestions>[1][number] => {
        const { en, hi } = words(n, topic);
        return { key, subject: 'quantitative-aptitude', topicId: topicIds.get(topic) ?? 0, type: 'single', difficulty, answer: 0, translations: hindi ? { en, hi } : { en }, examSlugs };
      };
      await addPublishedQuestions(db, [
        ...Array.from({ length: 6 }, (_, at) => question(`builder-pct-easy-${at}`, 'builder-percentage', 'easy', at + 1)),
        ...Array.from({ length: 4 }, (_, at) => question(`builder-pct-medium-${at}`, 'builder-percentage', 'medium', at + 11, [], at !== 3)),
        ...Array.from({ length: 5 }, (_, at) => question(`builder-ratio-hard-${at}`, 'builder-ratio', 'hard', at + 21, [examSlug])),
        question('builder-ratio-other-exam', 'builder-ratio', 'hard', 40, ['some-other-exam']),
      ]);
      editor = await enrolledStaff(server, 'editor');
    });
    afterAll(async () => {
      await server?.close();
    });

    const studio = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = editor.token) =>
      call(server, method, `/studio${path}`, { token, ...(payload === undefined ? {} : { payload }) });

    const draft = (changes: Partial<TestDefinitionInput> = {}): TestDefinitionInput => ({
      exam: examSlug,
      title: { en: 'Arithmetic Speed Test', hi: 'अंकगणित गति टेस्ट' },
      minutes: 20,
      draw: 'per_candidate',
      languages: ['en', 'hi'],
      attempts_allowed: 2,
      challenge_days: 3,
      sections: [
        {
          name: { en: 'Percentage', hi: 'प्रतिशत' },
          marks_correct: 2,
          marks_wrong: 0.5,
          pools: [
            { topic: 'builder-percentage', difficulty: 'easy', count: 3 },
            { topic: 'builder-percentage', difficulty: 'any', count: 2 },
          ],
        },
        { name: { en: 'Ratio', hi: 'अनुपात' }, marks_correct: 3, marks_wrong: 1, minutes: null, pools: [{ topic: 'builder-ratio', difficulty: 'hard', count: 3 }] },
      ],
      ...changes,
    });

    /** Per section of the learner's paper: each question's topic and difficulty, sorted. */
    async function mixOf(attemptId: string): Promise<string[][]> {
      const db = server.database.db;
      const [row] = await db.select({ sections: papers.sections }).from(attempts).innerJoin(papers, eq(papers.id, attempts.paperId)).where(eq(attempts.id, attemptId));
      const sections = row?.sections ?? [];
      const ids = sections.flatMap((section) => section.questionIds);
      const found = await db.select({ id: questions.id, topic: topics.slug, difficulty: questions.difficulty }).from(questions).innerJoin(topics, eq(topics.id, questions.topicId)).where(inArray(questions.id, ids));
      const of = new Map(found.map((question) => [question.id, `${question.topic}/${question.difficulty}`]));
      return sections.map((section) => section.questionIds.map((id) => of.get(id) ?? '?').sort());
    }

    async function start(learner: SignedUp) {
      const started = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.examId } });
      expect(started.statusCode, started.body).toBe(200);
      return startAttemptResponse.parse(started.json()).data;
    }

    it('lists the topics an exam may draw, builds a test from two pools, and gives every candidate the same mix', async () => {
      const topicList = getTestTopicsResponse.parse((await studio('GET', `/test-topics?exam=${examSlug}`)).json()).data;
      const pct = topicList.find((topic) => topic.slug === 'builder-percentage');
      const ratio = topicList.find((topic) => topic.slug === 'builder-ratio');
      expect(pct).toMatchObject({ name: 'Percentage', available: { easy: 6, medium: 4, hard: 0 }, in_hindi: { easy: 6, medium: 3, hard: 0 } });
      // The question written for another exam is not this exam's to draw.
      expect(ratio?.available).toEqual({ easy: 0, medium: 0, hard: 5 });

      const created = await studio('POST', '/tests', { draft: draft() });
      expect(created.statusCode, created.body).toBe(200);
      const test = saveStudioTestResponse.parse(created.json()).data;
      expect(test).toMatchObject({ state: 'draft', version: null, questions: 8, sections: 2, shortfalls: [] });

      const published = await studio('POST', `/tests/${test.id}/publish`, { base_updated_at: test.updated_at });
      expect(published.statusCode, published.body).toBe(200);
      expect(saveStudioTestResponse.parse(published.json()).data).toMatchObject({ state: 'published', version: 1, changed: false });

      const asha = await signUp(server, { first_name: 'Asha' });
      const ravi = await signUp(server, { first_name: 'Ravi' });
      const [ashaView, raviView] = [await start(asha), await start(ravi)];
      expect(ashaView.paper.title).toBe('Arithmetic Speed Test');
      for (const view of [ashaView, raviView]) expect(view.paper.sections.map((section) => section.questions.length)).toEqual([5, 3]);
      const [ashaMix, raviMix] = [await mixOf(ashaView.attempt_id), await mixOf(raviView.attempt_id)];
      // Three easy, two of any difficulty (the medium one in English only is never drawn: Hindi is offered).
      expect(ashaMix[0]?.filter((entry) => entry === 'builder-percentage/easy').length).toBeGreaterThanOrEqual(3);
      expect(ashaMix[0]?.every((entry) => entry.startsWith('builder-percentage/'))).toBe(true);
      expect(ashaMix[1]).toEqual(['builder-ratio/hard', 'builder-ratio/hard', 'builder-ratio/hard']);
      expect(raviMix[1]).toEqual(ashaMix[1]);
      expect(raviMix[0]?.length).toBe(ashaMix[0]?.length);
      const [ashaPaper] = await server.database.db.select({ paperId: attempts.paperId, testVersionId: attempts.testVersionId }).from(attempts).where(eq(attempts.id, ashaView.attempt_id));
      const [raviPaper] = await server.database.db.select({ paperId: attempts.paperId, testVersionId: attempts.testVersionId }).from(attempts).where(eq(attempts.id, raviView.attempt_id));
      expect(ashaPaper?.paperId).not.toBe(raviPaper?.paperId);
      expect(ashaPaper?.testVersionId).toBe(raviPaper?.testVersionId);
      const englishOnly = await server.database.db.select({ id: questions.id }).from(questions).where(and(eq(questions.topicId, topicIds.get('builder-percentage') ?? 0), eq(questions.difficulty, 'medium')));
      expect(englishOnly).toHaveLength(4);

      // Both submit: ranked together although each sat their own paper.
      for (const [learner, view] of [[asha, ashaView], [ravi, raviView]] as const) {
        expect((await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: view.attempt_id } })).statusCode).toBe(200);
      }
      const result = getAttemptResultResponse.parse((await call(server, 'GET', `/getAttemptResult/${ashaView.attempt_id}`, { token: asha.token })).json()).data;
      expect(result.ranking?.candidates).toBe(2);
      expect(result.totals.total_marks).toBe(19);
      expect(ashaView.paper.total_marks).toBe(19);

      // Two tabs starting at once get one attempt and leave one drawn paper, not two.
      const kiran = await signUp(server, { first_name: 'Kiran' });
      const [tabOne, tabTwo] = await Promise.all([start(kiran), start(kiran)]);
      expect(tabOne.attempt_id).toBe(tabTwo.attempt_id);
      const drawnForKiran = await server.database.db.select({ id: papers.id }).from(papers).where(eq(papers.ownerUserId, kiran.user.id));
      expect(drawnForKiran).toHaveLength(1);

      // Two attempts allowed: the second starts, the third is refused.
      const second = await start(asha);
      expect((await call(server, 'POST', '/submitAttempt', { token: asha.token, payload: { attempt_id: second.attempt_id } })).statusCode).toBe(200);
      const third = expectFailure(await call(server, 'POST', '/startAttempt', { token: asha.token, payload: { exam_id: fixture.examId } }), 409);
      expect(third.code).toBe('attempts_used');
      expect(third.msg).toBe('This test allows 2 attempts, and you have made them all. Your results stay under Tests in your dashboard.');

      const entries = await server.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.subjectId, String(test.id)));
      expect(entries.map((entry) => entry.action).sort()).toEqual(['test.create', 'test.publish']);
    });

    it('refuses to publish pools the published questions cannot fill, and a save over someone else’s', async () => {
      const created = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: draft({ draw: 'same', attempts_allowed: null }) })).json()).data;
      const greedy = draft({ draw: 'same', sections: [{ name: { en: 'Ratio', hi: 'अनुपात' }, marks_correct: 1, marks_wrong: 0, pools: [{ topic: 'builder-ratio', difficulty: 'hard', count: 6 }] }] });
      const saved = await studio('PUT', `/tests/${created.id}`, { base_updated_at: created.updated_at, draft: greedy });
      expect(saved.statusCode, saved.body).toBe(200);
      const current = saveStudioTestResponse.parse(saved.json()).data;
      expect(current.shortfalls).toEqual([{ section: 0, pool: 0, asked: 6, available: 5 }]);

      const stale = testRefusedResponse.parse((await studio('PUT', `/tests/${created.id}`, { base_updated_at: created.updated_at, draft: draft() })).json());
      expect(stale.code).toBe('version_conflict');
      expect(stale.data.draft.sections[0]?.pools[0]?.count).toBe(6);

      const refused = await studio('POST', `/tests/${created.id}/publish`, { base_updated_at: current.updated_at });
      expect(refused.statusCode).toBe(422);
      expect(testRefusedResponse.parse(refused.json())).toMatchObject({ code: 'pools_short', data: { state: 'draft', version: null } });

      const unknownExam = expectFailure(await studio('POST', '/tests', { draft: draft({ exam: 'no-such-exam' }) }), 422);
      expect(unknownExam.fields).toEqual({ 'draft.exam': 'There is no exam with this slug.' });
      const backwards = expectFailure(await studio('POST', '/tests', { draft: draft({ opens_at: '2026-12-02T10:00:00+05:30', closes_at: '2026-12-01T10:00:00+05:30' }) }), 400);
      expect(backwards.fields).toEqual({ 'draft.closes_at': 'Close the test after it opens.' });
      const [percentage, ratio] = draft().sections;
      const timedAfterUntimed = expectFailure(await studio('POST', '/tests', { draft: draft({ sections: [{ ...percentage!, minutes: null }, { ...ratio!, minutes: 10 }] }) }), 400);
      expect(timedAfterUntimed.fields).toEqual({ 'draft.sections.0.minutes': 'Give this section its own minutes: timed sections run one after another, and only the last may take the time left.' });
      const leftEarly = expectFailure(await studio('POST', '/tests', { draft: draft({ sections: [{ ...percentage!, leave_early: true }, { ...ratio!, minutes: 5, leave_early: true }] }) }), 400);
      expect(leftEarly.fields).toEqual({
        'draft.sections.0.leave_early': 'Give the section its own minutes to let candidates leave it early.',
        'draft.sections.1.leave_early': 'The last section cannot be left early: candidates submit the test instead.',
        'draft.sections.0.minutes': 'Give this section its own minutes: timed sections run one after another, and only the last may take the time left.',
      });
      const learner = await signUp(server);
      expect((await studio('GET', '/tests', undefined, learner.token)).statusCode).toBe(403);
      const list = getStudioTestsResponse.parse((await studio('GET', '/tests')).json()).data;
      expect(list[0]?.id).toBe(created.id);
    });

    it('gives everyone one paper when drawn the same, opens and closes on time, and falls back to the exam’s own paper once withdrawn', async () => {
      const db = server.database.db;
      const created = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: draft({ draw: 'same', attempts_allowed: null }) })).json()).data;
      const published = saveStudioTestResponse.parse((await studio('POST', `/tests/${created.id}/publish`, { base_updated_at: created.updated_at })).json()).data;
      const [meera, kiran] = [await signUp(server), await signUp(server)];
      const [one, two] = [await start(meera), await start(kiran)];
      const rows = await db.select({ paperId: attempts.paperId }).from(attempts).where(inArray(attempts.id, [one.attempt_id, two.attempt_id]));
      expect(new Set(rows.map((row) => row.paperId)).size).toBe(1);
      expect(rows[0]?.paperId).not.toBe(fixture.paperId);
      for (const [learner, view] of [[meera, one], [kiran, two]] as const) await call(server, 'POST', '/submitAttempt', { token: learner.token, payload: { attempt_id: view.attempt_id } });

      const withdrawn = await studio('POST', `/tests/${created.id}/withdraw`, { base_updated_at: published.updated_at });
      expect(saveStudioTestResponse.parse(withdrawn.json()).data.state).toBe('withdrawn');
      // The earlier per-candidate test is still published: learners start it again.
      const next = await start(meera);
      const [row] = await db.select({ testVersionId: attempts.testVersionId }).from(attempts).where(eq(attempts.id, next.attempt_id));
      expect(row?.testVersionId).not.toBeNull();
      await call(server, 'POST', '/submitAttempt', { token: meera.token, payload: { attempt_id: next.attempt_id } });

      // A test that opens tomorrow is not started today: the per-candidate one stays current.
      const later = saveStudioTestResponse.parse(
        (await studio('POST', '/tests', { draft: draft({ draw: 'same', opens_at: new Date(Date.now() + 86_400_000).toISOString() }) })).json(),
      ).data;
      await studio('POST', `/tests/${later.id}/publish`, { base_updated_at: later.updated_at });
      const tomorrow = await start(kiran);
      const [kiranRow] = await db.select({ paperId: attempts.paperId, testVersionId: attempts.testVersionId }).from(attempts).where(eq(attempts.id, tomorrow.attempt_id));
      const [latestVersionPaper] = await db.select({ id: papers.id }).from(papers).where(eq(papers.testVersionId, kiranRow?.testVersionId ?? 0));
      expect(latestVersionPaper).toBeDefined();
      expect(tomorrow.paper.title).toBe('Arithmetic Speed Test');
    });

    it('puts fixed questions first for everyone, draws the pools from the rest, and refuses a key the exam cannot use', async () => {
      const fixed = draft({
        sections: [
          {
            name: { en: 'Ratio', hi: 'अनुपात' },
            marks_correct: 1,
            marks_wrong: 0,
            questions: ['builder-ratio-hard-4', 'builder-ratio-hard-0'],
            pools: [{ topic: 'builder-ratio', difficulty: 'hard', count: 3 }],
          },
        ],
        attempts_allowed: null,
      });
      const created = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: { ...fixed, sections: [{ ...fixed.sections[0], questions: ['builder-ratio-other-exam'] }] } })).json()).data;
      expect(created.missing).toEqual([{ section: 0, key: 'builder-ratio-other-exam' }]);
      const refused = testRefusedResponse.parse((await studio('POST', `/tests/${created.id}/publish`, { base_updated_at: created.updated_at })).json());
      expect(refused.code).toBe('pools_short');

      const saved = saveStudioTestResponse.parse((await studio('PUT', `/tests/${created.id}`, { base_updated_at: created.updated_at, draft: fixed })).json()).data;
      expect(saved).toMatchObject({ missing: [], shortfalls: [], questions: 5 });
      await studio('POST', `/tests/${created.id}/publish`, { base_updated_at: saved.updated_at });
      const ratioIds = new Set(
        (await server.database.db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, topicIds.get('builder-ratio') ?? 0))).map((row) => row.id),
      );
      for (const learner of [await signUp(server), await signUp(server)]) {
        const view = await start(learner);
        const shown = view.paper.sections[0]?.questions.map((question) => question.id) ?? [];
        expect(shown).toHaveLength(5);
        expect(shown.every((id) => ratioIds.has(id))).toBe(true);
        const [first, second] = await server.database.db.select({ id: questions.id }).from(questions).innerJoin(questionItems, eq(questionItems.id, questions.itemId)).where(inArray(questionItems.key, ['builder-ratio-hard-4', 'builder-ratio-hard-0'])).orderBy(questionItems.key);
        // Fixed in the order the editor gave: hard-4, then hard-0.
        expect(shown.slice(0, 2)).toEqual([second?.id, first?.id]);
      }
    });

    it('copies an exam’s seeded paper into a draft with the same questions, sections and marking', async () => {
      const copied = await studio('POST', '/tests/from-paper', { exam: examSlug });
      expect(copied.statusCode, copied.body).toBe(200);
      const test = saveStudioTestResponse.parse(copied.json()).data;
      expect(test.draft.sections.map((section) => [section.name.en, section.marks_correct, section.marks_wrong, section.questions])).toEqual([
        ['Reasoning', 2, 0.5, ['fixture-single-1', 'fixture-single-2', 'fixture-single-3']],
        ['Mixed', 4, 1, ['fixture-multiple-1', 'fixture-numeric-1', 'fixture-numeric-2']],
      ]);
      expect(test.draft).toMatchObject({ draw: 'same', languages: ['en', 'hi'], minutes: 30, title: { en: 'Fixture Test Mock Test', hi: 'जाँच टेस्ट मॉक टेस्ट' } });
      expect(test.missing).toEqual([]);
      await studio('POST', `/tests/${test.id}/publish`, { base_updated_at: test.updated_at });
      const view = await start(await signUp(server));
      const seeded = (await server.database.db.select({ sections: papers.sections }).from(papers).where(eq(papers.id, fixture.paperId)))[0]?.sections ?? [];
      expect(view.paper.sections.map((section) => section.questions.map((question) => question.id))).toEqual(seeded.map((section) => section.questionIds));
      expect(expectFailure(await studio('POST', '/tests/from-paper', { exam: 'no-such-exam' }), 404).msg).toBe('This exam has no paper to copy.');
    });

    it('opens a locked exam’s test to every signed-in learner when the team makes it free, and only then', async () => {
      const db = server.database.db;
      const [locked] = await db.select({ slug: exams.slug }).from(exams).where(eq(exams.id, fixture.lockedExamId));
      const pools = { sections: [{ name: { en: 'Percentage', hi: 'प्रतिशत' }, marks_correct: 1, marks_wrong: 0, pools: [{ topic: 'builder-percentage', difficulty: 'easy' as const, count: 2 }] }] };
      const learner = await signUp(server);
      const startLocked = () => call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: fixture.lockedExamId } });
      const accessOf = async () =>
        getMyExamAccessResponse.parse((await call(server, 'GET', '/getMyExamAccess', { token: learner.token })).json()).data.exams.find((exam) => exam.exam_id === fixture.lockedExamId);

      const forTheExam = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: draft({ exam: locked?.slug ?? '', ...pools }) })).json()).data;
      await studio('POST', `/tests/${forTheExam.id}/publish`, { base_updated_at: forTheExam.updated_at });
      expect(expectFailure(await startLocked(), 409).code).toBe('exam_locked');
      expect(await accessOf()).toMatchObject({ status: 'locked', via: null });

      const free = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: draft({ exam: locked?.slug ?? '', access: 'free', ...pools }) })).json()).data;
      expect(free.draft.access).toBe('free');
      await studio('POST', `/tests/${free.id}/publish`, { base_updated_at: free.updated_at });
      expect(await accessOf()).toMatchObject({ status: 'take', via: 'free' });
      const started = await startLocked();
      expect(started.statusCode, started.body).toBe(200);
      expect(startAttemptResponse.parse(started.json()).data.paper.sections[0]?.questions).toHaveLength(2);
    });

    it('previews a draw of the saved draft with the keys, storing nothing', async () => {
      const db = server.database.db;
      const created = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: draft() })).json()).data;
      const [before] = await db.select({ n: count() }).from(papers);
      const answer = await studio('GET', `/tests/${created.id}/preview`);
      expect(answer.statusCode, answer.body).toBe(200);
      const preview = previewStudioTestResponse.parse(answer.json()).data;
      expect(preview.sections.map((section) => section.questions.length)).toEqual([5, 3]);
      expect(preview.total_marks).toBe(19);
      const first = preview.sections[0]?.questions[0];
      expect(first).toMatchObject({ number: 1, type: 'single', topic: 'builder-percentage', correct_answer: { choice: 0 }, accepted_range: null });
      expect(first?.translations.hi?.text).toContain('प्रश्न');
      expect(preview.sections[1]?.questions.every((question) => question.topic === 'builder-ratio' && question.difficulty === 'hard')).toBe(true);
      const [after] = await db.select({ n: count() }).from(papers);
      expect(after?.n).toBe(before?.n);
      const short = saveStudioTestResponse.parse(
        (await studio('PUT', `/tests/${created.id}`, { base_updated_at: created.updated_at, draft: draft({ sections: [{ name: { en: 'Ratio', hi: 'अनुपात' }, marks_correct: 1, marks_wrong: 0, pools: [{ topic: 'builder-ratio', difficulty: 'hard', count: 9 }] }] }) })).json(),
      ).data;
      expect(short.shortfalls).toHaveLength(1);
      expect(expectFailure(await studio('GET', `/tests/${created.id}/preview`), 422).code).toBe('pools_short');
      expect((await studio('GET', '/tests/999999/preview')).statusCode).toBe(404);
    });

    it('lets the team take the saved draft as a candidate: timed, saved and scored, never ranked, challenged or counted', async () => {
      const db = server.database.db;
      const created = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: draft({ shuffle_options: true }) })).json()).data;
      const taken = await studio('POST', `/tests/${created.id}/preview/attempt?lang=hi`);
      expect(taken.statusCode, taken.body).toBe(200);
      const view = startAttemptResponse.parse(taken.json()).data;
      expect(view.paper).toMatchObject({ pattern: 'preview', title: 'पूर्वावलोकन: अंकगणित गति टेस्ट', minutes: 20, total_marks: 19 });
      expect(view.paper.notice).toContain('रैंक नहीं');
      expect(view.paper.sections.map((section) => section.questions.length)).toEqual([5, 3]);
      const [row] = await db.select({ examId: attempts.examId, orders: attempts.optionOrders, challengeDays: papers.challengeDays }).from(attempts).innerJoin(papers, eq(papers.id, attempts.paperId)).where(eq(attempts.id, view.attempt_id));
      // No exam on the attempt: a learner's start at the exam never meets it; shuffled as a candidate's would be.
      expect(row).toMatchObject({ examId: null, challengeDays: 0 });
      expect(Object.keys(row?.orders ?? {})).toHaveLength(8);
      const learner = await signUp(server);
      const theirs = await start(learner);
      expect(theirs.attempt_id).not.toBe(view.attempt_id);
      expect(theirs.paper.pattern).not.toBe('preview');
      // Still a draft: publishing is the only way learners meet it.
      expect(getStudioTestsResponse.parse((await studio('GET', '/tests')).json()).data.find((test) => test.id === created.id)?.state).toBe('draft');

      const staffAsLearner = { ...learner, token: editor.token };
      const first = view.paper.sections[0]?.questions[0];
      expect((await save(server, staffAsLearner, view.attempt_id, 'studio-preview', 1, [{ question_id: first?.id ?? 0, answer: { choice: 0 } }])).statusCode).toBe(200);
      const read = getAttemptResponse.parse((await call(server, 'GET', `/getAttempt/${view.attempt_id}`, { token: editor.token })).json()).data;
      expect(read.responses.find((response) => response.question_id === first?.id)?.answer).toEqual({ choice: 0 });
      expect((await call(server, 'POST', '/submitAttempt', { token: editor.token, payload: { attempt_id: view.attempt_id } })).statusCode).toBe(200);
      const result = getAttemptResultResponse.parse((await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: editor.token })).json()).data;
      expect(result.totals.attempted).toBe(1);
      expect(result.ranking).toBeNull();
      const challenge = await call(server, 'POST', '/challengeAnswer', {
        token: editor.token,
        payload: { attempt_id: view.attempt_id, question_id: first?.id, answer: { choice: 1 }, reason: 'Checking the challenge form from a preview.' },
      });
      expect(expectFailure(challenge, 409).code).toBe('challenge_window_closed');
      // The item statistics skip it: no mark is kept for its paper.
      await createItemStatistics(db, createPaperCache(db)).refresh();
      const [paper] = await db.select({ id: attempts.paperId }).from(attempts).where(eq(attempts.id, view.attempt_id));
      expect(await db.select().from(paperStatisticsMarks).where(eq(paperStatisticsMarks.paperId, paper?.id ?? 0))).toEqual([]);

      // Another preview while one is open submits the open one first; a learner may not take one at all.
      const again = startAttemptResponse.parse((await studio('POST', `/tests/${created.id}/preview/attempt`)).json()).data;
      expect(again.paper.title).toBe('Preview: Arithmetic Speed Test');
      const open = startAttemptResponse.parse((await studio('POST', `/tests/${created.id}/preview/attempt`)).json()).data;
      const [earlier] = await db.select({ status: attempts.status }).from(attempts).where(eq(attempts.id, again.attempt_id));
      expect(earlier?.status).toBe('submitted');
      expect(open.attempt_id).not.toBe(again.attempt_id);
      expect((await studio('POST', `/tests/${created.id}/preview/attempt`, undefined, learner.token)).statusCode).toBe(403);
      expect((await studio('POST', '/tests/999999/preview/attempt')).statusCode).toBe(404);
    });

    it('shows each candidate the options in an order of their own, and saves, marks, solves and challenges in it', async () => {
      const db = server.database.db;
      const created = saveStudioTestResponse.parse((await studio('POST', '/tests', { draft: draft({ draw: 'same', shuffle_options: true, attempts_allowed: null }) })).json()).data;
      expect(created.draft.shuffle_options).toBe(true);
      await studio('POST', `/tests/${created.id}/publish`, { base_updated_at: created.updated_at });
      const [leela, arjun] = [await signUp(server), await signUp(server)];
      const [view, other] = [await start(leela), await start(arjun)];
      const questionsShown = view.paper.sections.flatMap((section) => section.questions);
      expect(questionsShown).toHaveLength(8);

      // Each kept an order of every question's four options (both learners sit the one paper, in orders of their own).
      const kept = await db.select({ id: attempts.id, orders: attempts.optionOrders }).from(attempts).where(inArray(attempts.id, [view.attempt_id, other.attempt_id]));
      for (const row of kept) {
        expect(Object.keys(row.orders ?? {}).map(Number).sort()).toEqual(questionsShown.map((question) => question.id).sort());
        for (const order of Object.values(row.orders ?? {})) expect([...order].sort()).toEqual([0, 1, 2, 3]);
      }

      // "What is n + n?": the key is 2n (option 0 as written); where it is shown depends on the learner's order.
      const written = (text: string) => {
        const n = Number(/what is (\d+) \+/.exec(text)?.[1]);
        return [`${2 * n}`, `${2 * n + 1}`, `${2 * n - 1}`, `${n}`];
      };
      const shownAt = new Map<number, { key: number; wrong: number }>();
      for (const question of questionsShown) {
        const english = question.translations.find((words) => words.language_code === 'en');
        const own = written(english?.text ?? '');
        expect([...(english?.options ?? [])].sort()).toEqual([...own].sort());
        shownAt.set(question.id, { key: english?.options?.indexOf(own[0] ?? '') ?? -1, wrong: english?.options?.indexOf(own[1] ?? '') ?? -1 });
      }

      // The learner taps the key where they see it: stored as option 0, read back where they saw it.
      const changes = questionsShown.map((question) => ({ question_id: question.id, answer: { choice: shownAt.get(question.id)?.key ?? -1 } }));
      expect((await save(server, leela, view.attempt_id, 'phone', 1, changes)).statusCode).toBe(200);
      const stored = await db.select({ answer: attemptResponses.answer }).from(attemptResponses).where(eq(attemptResponses.attemptId, view.attempt_id));
      expect(stored.map((row) => row.answer)).toEqual(questionsShown.map(() => ({ choice: 0 })));
      const reread = getAttemptResponse.parse((await call(server, 'GET', `/getAttempt/${view.attempt_id}`, { token: leela.token })).json()).data;
      expect(reread.paper).toEqual(view.paper);
      for (const response of reread.responses) expect(response.answer).toEqual({ choice: shownAt.get(response.question_id)?.key });

      expect((await call(server, 'POST', '/submitAttempt', { token: leela.token, payload: { attempt_id: view.attempt_id } })).statusCode).toBe(200);
      const result = getAttemptResultResponse.parse((await call(server, 'GET', `/getAttemptResult/${view.attempt_id}`, { token: leela.token })).json()).data;
      expect(result.totals).toMatchObject({ correct: 8, wrong: 0, score: 19 });

      const solutions = getAttemptSolutionsResponse.parse((await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}`, { token: leela.token })).json()).data;
      for (const solution of solutions.questions) {
        const at = shownAt.get(solution.question_id);
        expect(solution.correct_answer).toEqual({ choice: at?.key });
        expect(solution).toMatchObject({ answer: { choice: at?.key }, outcome: 'correct' });
        expect(solution.translations.find((words) => words.language_code === 'en')?.options).toEqual(
          questionsShown.find((question) => question.id === solution.question_id)?.translations.find((words) => words.language_code === 'en')?.options,
        );
      }

      // A challenge names the option as shown; the team reads it in the question's own order.
      const [first] = questionsShown;
      const wrongShown = shownAt.get(first?.id ?? 0)?.wrong ?? -1;
      const payload = { attempt_id: view.attempt_id, question_id: first?.id, reason: 'The key looks wrong to me: I worked it out twice.' };
      expect(expectFailure(await call(server, 'POST', '/challengeAnswer', { token: leela.token, payload: { ...payload, answer: { choice: shownAt.get(first?.id ?? 0)?.key } } }), 422).code).toBe('same_as_key');
      const sent = await call(server, 'POST', '/challengeAnswer', { token: leela.token, payload: { ...payload, answer: { choice: wrongShown } } });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(challengeAnswerResponse.parse(sent.json()).data.answer).toEqual({ choice: wrongShown });
      const [challenge] = await db.select({ proposed: answerChallenges.proposedAnswer }).from(answerChallenges).where(eq(answerChallenges.attemptId, view.attempt_id));
      expect(challenge?.proposed).toEqual({ choice: 1 });
      // The reviewers' queue shows the order the learner saw, so "option 2" in a reason can be read.
      const reviewer = await enrolledStaff(server, 'reviewer');
      const queue = getAnswerChallengesResponse.parse((await call(server, 'GET', '/studio/answer-challenges?status=received', { token: reviewer.token })).json()).data;
      const [learnersOrder] = await db.select({ orders: attempts.optionOrders }).from(attempts).where(eq(attempts.id, view.attempt_id));
      expect(queue.find((each) => each.question_id === first?.id)?.shown_order).toEqual(learnersOrder?.orders?.[first?.id ?? 0]);
      const again = getAttemptSolutionsResponse.parse((await call(server, 'GET', `/getAttemptSolutions/${view.attempt_id}`, { token: leela.token })).json()).data;
      expect(again.questions.find((solution) => solution.question_id === first?.id)?.challenge?.answer).toEqual({ choice: wrongShown });
      await call(server, 'POST', '/submitAttempt', { token: arjun.token, payload: { attempt_id: other.attempt_id } });
    });
  });
}
