import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AttemptSolutions, AttemptView } from '@pariksha/contract/responses/attempts';
import { expectNoAxeViolations } from './axe';
import { learnerApi, questionHeading, signIn, signUp } from './learners';
import { killLeftoverServers, startServer, type RunningServer } from './servers';
import { appReady, test } from './support';

/** Words as a reader sees them: the server's drawn HTML (html: true) without its tags and entities. */
const shownText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

// Results that teach, in Chromium: two learners take the same SSC test and each sees their own
// rank; solutions are reviewed in Hindi; a weak-topic practice test starts and finishes. The
// ranks are exact only where no one else has taken the test, so this file runs a server of its
// own (one per project, on its own port) with a fresh database.

const ports = { phone: 3310, desktop: 3311 } as const;
const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let dataDir: string;
/** Learner one scores 0 (answers nothing right); learner two answers five questions right. */
const learners: Array<{ token: string; attemptId: string }> = [];

test.beforeAll(async ({ request }, testInfo) => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(join(tmpdir(), 'pariksha-e2e-results-'));
  server = await startServer({ port: ports[testInfo.project.name === 'phone' ? 'phone' : 'desktop'], dataDir: join(dataDir, 'data') });
  const base = server.url;
  const exam = await learnerApi(request, base, '').sscExam();

  // One: takes the test and submits every answer wrong or left (its key unknown yet).
  const one = await signUp(request, base);
  const oneApi = learnerApi(request, base, one);
  const first = await oneApi.start(exam.id);
  await saveAnswers(request, base, one, first, []);
  await oneApi.submit(first.attempt_id);
  learners.push({ token: one, attemptId: first.attempt_id });

  // Two: the same paper; with one's solutions (now open to one) answers the first five right.
  const key = await solutions(request, base, one, first.attempt_id);
  const two = await signUp(request, base);
  const twoApi = learnerApi(request, base, two);
  const second = await twoApi.start(exam.id);
  await saveAnswers(request, base, two, second, key.questions.slice(0, 5).map((question) => ({ question_id: question.question_id, answer: question.correct_answer })));
  await twoApi.submit(second.attempt_id);
  learners.push({ token: two, attemptId: second.attempt_id });
});

test.afterAll(async () => {
  await killLeftoverServers();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

async function solutions(request: APIRequestContext, base: string, token: string, attemptId: string): Promise<AttemptSolutions> {
  const response = await request.get(`${base}/api/v1/getAttemptSolutions/${attemptId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: AttemptSolutions }).data;
}

async function saveAnswers(
  request: APIRequestContext,
  base: string,
  token: string,
  view: AttemptView,
  answers: ReadonlyArray<{ question_id: number; answer: AttemptSolutions['questions'][number]['correct_answer'] }>,
) {
  // Every question visited for a while, so that each has a time; the answers as given.
  const byQuestion = new Map(answers.map((entry) => [entry.question_id, entry.answer]));
  const changes = view.paper.sections
    .flatMap((section) => section.questions)
    .slice(0, 10)
    .map((question, index) => ({
      question_id: question.id,
      answer: byQuestion.get(question.id) ?? null,
      marked: index === 7,
      visited: true,
      time_spent_ms: 10_000 + index * 4000,
    }));
  const response = await request.post(`${base}/api/v1/saveResponses`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { attempt_id: view.attempt_id, client_id: 'e2e-results', seq: 1, changes },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openResult(page: Page, attemptId: string) {
  await page.goto(`${server.url}/dashboard/test-result?attempt=${attemptId}`);
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
}

test('two learners take the same test: each sees their own rank and percentile, and their attempts', async ({ page, context }) => {
  const [one, two] = learners;
  if (one === undefined || two === undefined) throw new Error('beforeAll did not set the learners up');
  await signIn(context, two.token);
  await openResult(page, two.attemptId);
  const rank = page.getByRole('region', { name: 'Your rank' });
  await expect(rank).toContainText('Rank');
  await expect(rank).toContainText('1');
  await expect(rank).toContainText('of 2 candidates');
  await expect(rank).toContainText('100.0 percentile');
  await expect(rank).toContainText('provisional');
  // Score and time by section, with the numbers behind the chart; the slowest question first.
  await page.getByRole('button', { name: 'Show the numbers' }).first().click();
  await expect(page.getByRole('table', { name: /Score, accuracy and time by section/ })).toBeVisible();
  const slowest = page.getByRole('region', { name: 'Where your time went' }).getByRole('button').first();
  await expect(slowest).toContainText('Question 10');
  // It opens that question's solution.
  await slowest.click();
  const opened = page.getByRole('region', { name: 'Solutions' }).getByRole('heading', { name: 'Question 10', exact: true });
  await expect(opened).toBeInViewport();
  await expect(opened).toBeFocused();
  await expectNoAxeViolations(page);

  // Learner one, in another browser session: second of two, 50th percentile; My attempts says so.
  const other = await context.browser()?.newContext({ ...test.info().project.use });
  if (other === undefined) throw new Error('no browser');
  await signIn(other, one.token);
  const onePage = await other.newPage();
  await openResult(onePage, one.attemptId);
  const oneRank = onePage.getByRole('region', { name: 'Your rank' });
  await expect(oneRank).toContainText('of 2 candidates');
  await expect(oneRank).toContainText('50.0 percentile');
  await onePage.goto(`${server.url}/dashboard/test`);
  await appReady(onePage);
  const attempts = onePage.getByRole('table', { name: 'My attempts' });
  await expect(attempts).toContainText('SSC CGL Tier 1');
  await expect(attempts).toContainText('2 / 2');
  await expect(onePage.getByRole('img', { name: 'Score and percentile over time' })).toBeVisible();
  await other.close();
});

test('solutions are reviewed in Hindi: the question, the answers and the explanation, filtered and by keyboard', async ({ page, context, request }) => {
  const [one] = learners;
  if (one === undefined) throw new Error('beforeAll did not set the learners up');
  const key = await solutions(request, server.url, one.token, one.attemptId);
  const firstHindi = key.questions[0]?.translations.find((words) => words.language_code === 'hi');
  if (firstHindi === undefined) throw new Error('question 1 has no Hindi');
  await signIn(context, one.token, 'hi');
  await page.goto(`${server.url}/dashboard/test-result?attempt=${one.attemptId}`);
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'आपके टेस्ट के परिणाम' })).toBeVisible();
  const review = page.getByRole('region', { name: 'हल' });
  await expect(review.getByRole('heading', { name: 'प्रश्न 1', exact: true })).toBeVisible();
  await expect(review).toContainText(shownText(firstHindi.text).slice(0, 20));
  await expect(review.getByRole('heading', { name: 'व्याख्या' })).toBeVisible();
  await expect(review).toContainText(shownText(firstHindi.explanation).slice(0, 20));
  await expect(review).toContainText('सही उत्तर');
  // Only the unanswered: learner one answered none.
  await review.getByRole('radio', { name: /बिना उत्तर/ }).check();
  await expect(review).toContainText('आपने इस प्रश्न का उत्तर नहीं दिया।');
  // The next question with the keyboard (focus on the page, not in a field).
  await review.getByRole('heading', { name: 'प्रश्न 1', exact: true }).click();
  await page.keyboard.press('ArrowRight');
  await expect(questionHeading(page, 2)).toBeVisible();
  // The questions' language switches on its own: English words, Hindi page.
  await review.getByRole('combobox').selectOption('en');
  const secondEnglish = key.questions[1]?.translations.find((words) => words.language_code === 'en');
  await expect(review).toContainText(shownText(secondEnglish?.text ?? 'missing').slice(0, 20));
  await expectNoAxeViolations(page);
});

test('a weak-topic practice test starts from the result, runs on the test screen and finishes with its own result', async ({ page, context }) => {
  const [one] = learners;
  if (one === undefined) throw new Error('beforeAll did not set the learners up');
  await signIn(context, one.token);
  await openResult(page, one.attemptId);
  const topics = page.getByRole('region', { name: 'Accuracy by topic' });
  await expect(topics).toContainText('Your weakest topics');
  await topics.getByRole('button', { name: 'Practise these topics' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-instruction\\?attempt=${uuid}$`));
  await expect(page.getByText(/^Practice: /).first()).toBeVisible();
  await page.getByLabel(/I have read/).check();
  await page.getByRole('button', { name: 'START TEST' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/aptitude\\?attempt=${uuid}$`));
  await expect(questionHeading(page, 1)).toBeVisible();
  // Practice draws from the banks: a single-correct question or a multiple-correct one.
  await page.getByRole('radio').or(page.getByRole('checkbox')).first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(page, 2)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-result\\?attempt=${uuid}$`));
  await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
  await expect(page.getByText('This is a practice test: it has no rank.', { exact: false })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('1/');
});
