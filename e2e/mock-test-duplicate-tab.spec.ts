import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support';

// "Duplicate tab" copies a tab's sessionStorage, and with it the id the tab saves under and the
// numbering of its saves. Both tabs then number their saves alike: the server must not take one
// tab's save for a retry of the other's (and drop it). Every answer of both tabs reaches it.

const password = 'pariksha-2026';
const clientIdKey = 'pariksha.attemptClientId';

async function newLearnerToken(request: APIRequestContext): Promise<string> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/v1/signup', {
    data: { first_name: 'Meera Iyer', phone: '9876501234', email: `meera.${unique}@example.in`, password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The learner's answers as the server holds them, by question number (1-based, paper order). */
async function savedAnswers(request: APIRequestContext, token: string, attemptId: string): Promise<number[]> {
  const response = await request.get(`/api/v1/getAttempt/${attemptId}`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await response.json()) as {
    data: { paper: { sections: Array<{ questions: Array<{ id: number }> }> }; responses: Array<{ question_id: number; answer: unknown }> };
  };
  const order = data.paper.sections.flatMap((section) => section.questions.map((question) => question.id));
  return data.responses
    .filter((response) => response.answer !== null)
    .map((response) => order.indexOf(response.question_id) + 1)
    .sort((a, b) => a - b);
}

const heading = (page: Page, number: number) => page.getByRole('heading', { name: `Question ${number}`, exact: true });

async function answerAndSave(page: Page, number: number, option: number) {
  await page.getByRole('complementary').getByRole('button', { name: new RegExp(`^Question ${number},`) }).click();
  await expect(heading(page, number)).toBeVisible();
  await page.getByRole('radio').nth(option).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(heading(page, number + 1)).toBeVisible();
}

test('a duplicated tab and its original both save every answer, under ids of their own', async ({ page, context, request, isMobile }) => {
  test.skip(isMobile, 'The rule is the same on a phone; one project proves it.');
  const token = await newLearnerToken(request);
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const exams = (await (await request.get('/api/v1/getAllExams')).json()) as { data: Array<{ id: number; slug: string }> };
  const exam = exams.data.find((item) => item.slug === 'ssc-cgl-tier-1');
  if (exam === undefined) throw new Error('The seed has no SSC CGL Tier 1');
  const started = await request.post('/api/v1/startAttempt', { data: { exam_id: exam.id }, headers: { Authorization: `Bearer ${token}` } });
  const attemptId = ((await started.json()) as { data: { attempt_id: string } }).data.attempt_id;

  await page.goto(`/dashboard/aptitude?attempt=${attemptId}`);
  await answerAndSave(page, 1, 0);
  await expect.poll(() => savedAnswers(request, token, attemptId)).toEqual([1]);

  // The copy: the same sessionStorage, so the same client id and the same next save number.
  const copiedId = await page.evaluate((key) => window.sessionStorage.getItem(key), clientIdKey);
  expect(copiedId).toBeTruthy();
  const copy = await context.newPage();
  await copy.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [clientIdKey, copiedId ?? ''] as const);
  await copy.goto(`/dashboard/aptitude?attempt=${attemptId}`);
  await answerAndSave(copy, 2, 1);
  await expect.poll(() => savedAnswers(request, token, attemptId)).toEqual([1, 2]);

  // The original saves next, numbered as the copy's save was.
  await page.bringToFront();
  await answerAndSave(page, 4, 2);
  await expect.poll(() => savedAnswers(request, token, attemptId)).toEqual([1, 2, 4]);
  await answerAndSave(copy, 6, 3);
  await expect.poll(() => savedAnswers(request, token, attemptId)).toEqual([1, 2, 4, 6]);

  const ids = await Promise.all([page, copy].map((tab) => tab.evaluate((key) => window.sessionStorage.getItem(key), clientIdKey)));
  expect(new Set(ids).size).toBe(2);
});
