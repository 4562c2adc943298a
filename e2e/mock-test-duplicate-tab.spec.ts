import { expect, type Page } from '@playwright/test';
import type { AttemptView } from '@pariksha/contract/responses/attempts';
import { answerAndNext, jumpTo, learnerApi, questionHeading, signIn, signUp } from './learners';
import { test } from './support';

// "Duplicate tab" copies a tab's sessionStorage, and with it the id the tab saves under and the
// numbering of its saves. Both tabs then number their saves alike: the server must not take one
// tab's save for a retry of the other's (and drop it). Every answer of both tabs reaches it.

const clientIdKey = 'pariksha.attemptClientId';

/** The question numbers (paper order, from 1) the server holds an answer for. */
function answeredNumbers(view: AttemptView): number[] {
  const order = view.paper.sections.flatMap((section) => section.questions.map((question) => question.id));
  return view.responses
    .filter((response) => response.answer !== null)
    .map((response) => order.indexOf(response.question_id) + 1)
    .sort((a, b) => a - b);
}

async function answer(page: Page, isMobile: boolean, number: number, option: number) {
  await jumpTo(page, isMobile, number);
  await answerAndNext(page, option);
  await expect(questionHeading(page, number + 1)).toBeVisible();
}

test('a duplicated tab and its original both save every answer, under ids of their own', async ({ page, context, request, isMobile }) => {
  const token = await signUp(request);
  await signIn(context, token);
  const api = learnerApi(request, '', token);
  const { attempt_id: attemptId } = await api.start((await api.sscExam()).id);
  const saved = async () => answeredNumbers(await api.attempt(attemptId));

  await page.goto(`/dashboard/aptitude?attempt=${attemptId}`);
  await answer(page, isMobile, 1, 0);
  await expect.poll(saved).toEqual([1]);

  // The copy: the same sessionStorage, so the same client id and the same next save number.
  const copiedId = await page.evaluate((key) => window.sessionStorage.getItem(key), clientIdKey);
  expect(copiedId).toBeTruthy();
  const copy = await context.newPage();
  await copy.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [clientIdKey, copiedId ?? ''] as const);
  await copy.goto(`/dashboard/aptitude?attempt=${attemptId}`);
  await answer(copy, isMobile, 2, 1);
  await expect.poll(saved).toEqual([1, 2]);

  // The original saves next, numbered as the copy's saves were.
  await page.bringToFront();
  await answer(page, isMobile, 4, 2);
  await expect.poll(saved).toEqual([1, 2, 4]);
  await copy.bringToFront();
  await answer(copy, isMobile, 6, 3);
  await expect.poll(saved).toEqual([1, 2, 4, 6]);

  const ids = await Promise.all([page, copy].map((tab) => tab.evaluate((key) => window.sessionStorage.getItem(key), clientIdKey)));
  expect(new Set(ids).size).toBe(2);
});
