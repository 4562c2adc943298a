import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllSubscriptionsResponse,
  getAllTestimonialsResponse,
  getAllTestSeriesResponse,
  getMyExamAccessResponse,
  getExamsResponse,
  planCoverage,
  type Course,
  type TestSeries,
} from '@pariksha/contract';
import { contentCacheTtlMs } from '../src/services/cache-expiry.js';
import { papers } from '../src/db/attempts-schema.js';
import { call, signUp } from './support/accounts.js';
import { completePayment, placeOrder, webhookSecret } from './support/commerce.js';
import { databaseTargets } from './support/databases.js';
import { manualClock } from './support/manual-clock.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Every count a learner reads is counted from what exists, and every promise is something the
// product does: a test series or course counts the mock tests (papers) of its exams, as free
// those a signed-in learner can start without paying, its learners from who took them or enrolled;
// the plans and courses promise no classes, mentors or notes, which the product does not have.

/** Words for what the product does not have: live classes, mentors, notes, previous papers… */
const missingFeatures = [
  /\blive\b/i,
  /\bsessions?\b/i,
  /\bdoubt/i,
  /\bmentor/i,
  /\bnotes\b/i,
  /\bPDF/,
  /video solution/i,
  /previous[- ]year/i,
  /\bcapsule/i,
  /current affairs quiz/i,
  /study plan/i,
  /one-to-one/i,
  /mock interview/i,
  /\d+\s*\+/,
  /लाइव/,
  /सेशन/,
  /डाउट/,
  /मेंटर/,
  /नोट्स/,
  /पिछले वर्षों/,
  /वीडियो हल/,
  /अध्ययन योजना/,
  /वन-टू-वन/,
];

function promisesMissing(texts: readonly string[]): string[] {
  return texts.filter((text) => missingFeatures.some((pattern) => pattern.test(text)));
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`counts and promises learners read ${target.title}`, () => {
    let server: TestServer;
    const clock = manualClock();

    beforeAll(async () => {
      server = await startTestServer(target, { cacheClock: clock.now, paymentWebhookSecret: webhookSecret });
    });
    afterAll(async () => {
      await server?.close();
    });

    async function read<T>(url: string, schema: { parse(value: unknown): T }): Promise<T> {
      const response = await server.app.inject({ url });
      expect(response.statusCode, response.body).toBe(200);
      return schema.parse(response.json());
    }

    /** For each exam slug: its paper's pattern, and whether a new learner may start it free. */
    async function whatExists() {
      const paperRows = await server.database.db.select({ examId: papers.examId, pattern: papers.pattern }).from(papers).where(isNotNull(papers.examId));
      const exams = (await read('/api/v1/getAllExams', getExamsResponse)).data;
      const learner = await signUp(server);
      const access = getMyExamAccessResponse.parse((await call(server, 'GET', '/getMyExamAccess', { token: learner.token })).json()).data.exams;
      const bySlug = new Map(
        exams.map((exam) => [
          exam.slug,
          {
            pattern: paperRows.find((row) => row.examId === exam.id)?.pattern ?? null,
            free: access.find((entry) => entry.exam_id === exam.id)?.via === 'free',
          },
        ]),
      );
      const counted = (slugs: readonly string[]) => {
        const withPaper = slugs.map((slug) => bySlug.get(slug)).filter((exam) => exam?.pattern != null);
        return { total: withPaper.length, free: withPaper.filter((exam) => exam?.free).length };
      };
      return { counted };
    }

    it('a test series counts the mock tests its exams have, and as free those a learner starts without paying', async () => {
      const { counted } = await whatExists();
      const series = (await read('/api/v1/getAllTestSeries', getAllTestSeriesResponse)).data;
      expect(series.length).toBeGreaterThan(0);
      for (const item of series) {
        const { total, free } = counted(item.exam_slugs);
        expect([item.slug, item.total_tests, item.free_tests]).toEqual([item.slug, total, free]);
        expect(item).not.toHaveProperty('chapter_tests');
        expect(item).not.toHaveProperty('sectional_tests');
        // Every number in its lines is one of its counts.
        for (const line of item.tests) {
          for (const number of line.match(/\d+/g) ?? []) expect([total, free], `${item.slug}: ${line}`).toContain(Number(number));
        }
      }
      const bySlug = (slug: string): TestSeries | undefined => series.find((item) => item.slug === slug);
      // SBI PO Prelims has one paper, on its own pattern, free for every signed-in learner.
      expect(bySlug('sbi-po-mock-test-series')).toMatchObject({
        total_tests: 1,
        free_tests: 1,
        tests: ['1 mock test, free to take', 'On the exam’s own pattern and timing', 'All-India rank and a worked solution for every question'],
      });
      // RBI Grade B is locked, and its paper is the general aptitude test: the series says both.
      expect(bySlug('rbi-grade-b-test-series')).toMatchObject({
        total_tests: 1,
        free_tests: 0,
        tests: ['1 mock test', 'The general aptitude test: this exam’s own pattern is not ready yet', 'All-India rank and a worked solution for every question'],
      });
      const hindi = (await read('/api/v1/getAllTestSeries?lang=hi', getAllTestSeriesResponse)).data;
      expect(hindi.find((item) => item.slug === 'sbi-po-mock-test-series')?.tests).toEqual([
        '1 मॉक टेस्ट, मुफ़्त',
        'परीक्षा के अपने पैटर्न और समय पर',
        'ऑल इंडिया रैंक और हर प्रश्न का विस्तृत हल',
      ]);
      expect(hindi.find((item) => item.slug === 'sbi-po-mock-test-series')?.translations.map((t) => t.tests[0])).toEqual([
        '1 mock test, free to take',
        '1 मॉक टेस्ट, मुफ़्त',
      ]);
    });

    it('an exam says which mock test a learner takes for it, with that test’s own numbers', async () => {
      const exams = (await read('/api/v1/getAllExams', getExamsResponse)).data;
      const paperRows = await server.database.db
        .select({ examId: papers.examId, pattern: papers.pattern, minutes: papers.minutes, sections: papers.sections })
        .from(papers)
        .where(isNotNull(papers.examId));
      for (const exam of exams) {
        const paper = paperRows.find((row) => row.examId === exam.id);
        const questions = paper?.sections.reduce((sum, section) => sum + section.questionIds.length, 0);
        expect([exam.slug, exam.mock_test?.pattern, exam.mock_test?.questions, exam.mock_test?.minutes]).toEqual([
          exam.slug,
          paper?.pattern,
          questions,
          paper?.minutes,
        ]);
      }
      // NEET UG is 180 questions in 180 minutes, and so is its mock test, written for it.
      expect(exams.find((exam) => exam.slug === 'neet-ug')).toMatchObject({
        questions: 180,
        minutes: 180,
        mock_test: { pattern: 'exam', questions: 180, minutes: 180, marks: 720 },
      });
      // An exam with no questions of its own still says its mock test is the general one.
      expect(exams.find((exam) => exam.slug === 'ssc-gd-constable')?.mock_test).toEqual({ pattern: 'general', questions: 100, minutes: 60, marks: 100 });
      expect(exams.find((exam) => exam.slug === 'sbi-po-prelims')?.mock_test).toEqual({ pattern: 'exam', questions: 100, minutes: 60, marks: 100 });
    });

    it('a course counts its mock tests the same way, and its tiles and text promise only what the product does', async () => {
      const { counted } = await whatExists();
      for (const lang of ['en', 'hi']) {
        const courses = (await read(`/api/v1/getAllCourses?lang=${lang}`, getAllCoursesResponse)).data;
        for (const course of courses) {
          const { total, free } = counted(course.exam_slugs);
          expect([course.slug, course.total_tests, course.free_tests]).toEqual([course.slug, total, free]);
          const texts = [course.name, course.description, ...course.about, ...course.features.flatMap((tile) => [tile.title, tile.text])];
          expect(promisesMissing(texts), `${course.slug} (${lang})`).toEqual([]);
          expect(course.features.map((tile) => tile.icon)).not.toContain('live-classes');
        }
      }
      const sbi = (await read('/api/v1/getAllCourses', getAllCoursesResponse)).data.find((course: Course) => course.slug === 'sbi-po-exam');
      expect(sbi).toMatchObject({ total_tests: 2, free_tests: 2 });
      expect(sbi?.features[0]).toMatchObject({ icon: 'mock-tests', title: '2 mock tests' });
    });

    it('counts a series’ learners from who took its tests, and a course’s from who enrolled', async () => {
      const before = await read('/api/v1/getAllTestSeries', getAllTestSeriesResponse);
      const courses = await read('/api/v1/getAllCourses', getAllCoursesResponse);
      // A fresh database: nobody has taken a test or bought a course yet, whatever a seed might say.
      expect(before.data.map((item) => item.users)).toEqual(before.data.map(() => 0));
      expect(courses.data.map((course) => course.enrolments)).toEqual(courses.data.map(() => 0));

      const exams = (await read('/api/v1/getAllExams', getExamsResponse)).data;
      const sbiPo = exams.find((exam) => exam.slug === 'sbi-po-prelims');
      for (let n = 0; n < 2; n++) {
        const learner = await signUp(server);
        const started = await call(server, 'POST', '/startAttempt', { token: learner.token, payload: { exam_id: sbiPo?.id } });
        expect(started.statusCode, started.body).toBe(200);
      }
      const buyer = await signUp(server);
      const order = await placeOrder(server, buyer.token, { item: { kind: 'course', slug: 'rbi-grade-b-phase-1' } });
      expect((await completePayment(server, buyer.token, order.data.payment.payment_id, 'succeed')).statusCode).toBe(200);

      clock.advance(contentCacheTtlMs + 1);
      const after = await read('/api/v1/getAllTestSeries', getAllTestSeriesResponse);
      expect(after.data.find((item) => item.slug === 'sbi-po-mock-test-series')?.users).toBe(2);
      expect(after.data.filter((item) => item.slug !== 'sbi-po-mock-test-series').map((item) => item.users)).toEqual(
        after.data.slice(1).map(() => 0),
      );
      const enrolled = (await read('/api/v1/getAllCourses', getAllCoursesResponse)).data;
      expect(enrolled.find((course) => course.slug === 'rbi-grade-b-phase-1')?.enrolments).toBe(1);
    });

    it('the home page’s questions and learners’ stories speak of nothing the product lacks', async () => {
      for (const lang of ['en', 'hi']) {
        const faqs = (await read(`/api/v1/getAllFaqs?lang=${lang}`, getAllFaqsResponse)).data;
        expect(promisesMissing(faqs.flatMap((faq) => [faq.question, faq.answer])), `FAQs (${lang})`).toEqual([]);
        const stories = (await read(`/api/v1/getAllTestimonials?lang=${lang}`, getAllTestimonialsResponse)).data.data;
        expect(promisesMissing(stories.map((story) => story.description)), `testimonials (${lang})`).toEqual([]);
      }
      // Each exam has one mock test, and not always on its own pattern: the FAQ says so.
      const faqs = (await read('/api/v1/getAllFaqs', getAllFaqsResponse)).data;
      expect(faqs.find((faq) => faq.question === 'How do the mock tests work?')?.answer).toContain('general aptitude test');
    });

    it('the plans promise only what the product does, and say what each one unlocks', async () => {
      const categories = (await read('/api/v1/getAllCategories', getAllCategoriesResponse)).data.data;
      for (const lang of ['en', 'hi']) {
        const plans = (await read(`/api/v1/getAllSubscriptions?lang=${lang}`, getAllSubscriptionsResponse)).data;
        expect(plans.map((plan) => plan.plan_name)).toEqual(['BASIC', 'GOLD', 'PLATINUM']);
        for (const plan of plans) {
          const details = JSON.parse(plan.plan_details) as string[];
          expect(promisesMissing([plan.plan_description, ...details, plan.plan_type ?? '']), `${plan.plan_name} (${lang})`).toEqual([]);
        }
      }
      const english = (await read('/api/v1/getAllSubscriptions', getAllSubscriptionsResponse)).data;
      const gold = english.find((plan) => plan.plan_name === 'GOLD');
      // GOLD names the categories it opens, as planCoverage has them.
      for (const slug of planCoverage.GOLD.categories) {
        const name = categories.find((category) => category.slug === slug)?.name ?? slug;
        expect(gold?.plan_description).toContain(name);
      }
      // A badge is no claim of popularity that nothing counts.
      expect(english.map((plan) => plan.plan_type)).not.toContain('Most Popular');
    });
  });
}
