import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { jumpTo, learnerApi, learnerName, questionHeading, signIn, signUp } from './learners';
import { test } from './support';

// A learner takes the seeded SSC CGL Tier 1 mock test in Chromium, from the test list to the
// result, and nothing they saved is lost: not on reload, not offline, not from a second page.

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The seeded SSC CGL Tier 1 exam. */
const sscExam = (request: APIRequestContext) => learnerApi(request, '', '').sscExam();

/** From the SSC test list through Take Test and the instructions to the first question. */
async function startSsc(page: Page, exam: { category_id: number }, words = { take: 'Take Test', start: 'START TEST', declaration: /I have read/ }) {
  await page.goto(`/dashboard/test-list/${exam.category_id}`);
  const card = page.getByRole('listitem').filter({ hasText: /SSC CGL/ }).first();
  await card.getByRole('button', { name: words.take }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-instruction\\?attempt=${uuid}$`));
  const start = page.getByRole('button', { name: words.start });
  await expect(start).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByLabel(words.declaration).check();
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/aptitude\\?attempt=${uuid}$`));
  return new URL(page.url()).searchParams.get('attempt') ?? '';
}

test('a learner takes the SSC CGL test from the test list to the result, and a double Submit gives one result', async ({ page, context, request, isMobile }) => {
  const token = await signUp(request);
  const exam = await sscExam(request);
  await signIn(context, token);
  const attemptId = await startSsc(page, exam);
  // The browser's back button does not take a started attempt back to its instructions.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard/aptitude\\?attempt=${attemptId}$`));

  await expect(questionHeading(page, 1)).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await expect(questionHeading(page, 2)).toBeVisible();
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(questionHeading(page, 3)).toBeVisible();
  // Question 3 is only marked: marked but not answered.
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await jumpTo(page, isMobile, 6);
  await expect(questionHeading(page, 6)).toBeVisible();
  await page.getByRole('radio').nth(2).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  // Back to the first: the server has it (the tick).
  await jumpTo(page, isMobile, 1);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-summary\\?attempt=${attemptId}$`));
  // From the summary, the browser's back button is Back: the questions, as they were.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard/aptitude\\?attempt=${attemptId}$`));
  await expect(questionHeading(page, 1)).toBeVisible();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-summary\\?attempt=${attemptId}$`));
  await expect(page.getByText('Are you sure you want to submit test ?')).toBeVisible();
  await expect(page.getByText('Marked but not answered — will not be scored: 3')).toBeVisible();
  await expect(page.getByText('Answered and marked — will be scored: 2')).toBeVisible();
  await expectNoAxeViolations(page);
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await submit.dblclick();

  await expect(page).toHaveURL(new RegExp(`/dashboard/test-result\\?attempt=${attemptId}$`));
  await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
  await expect(page.locator('#content').getByText(learnerName)).toBeVisible();
  const totals = page.getByRole('row', { name: /^Total/ });
  await expect(totals).toContainText('3/100');
  await expectNoAxeViolations(page);
  const mine = (await (await request.get('/api/v1/getMyAttempts', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: Array<{ attempt_id: string; status: string }>;
  };
  expect(mine.data).toEqual([expect.objectContaining({ attempt_id: attemptId, status: 'submitted' })]);
  // The browser's back button does not reopen a submitted attempt's questions: its result comes back.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-result\\?attempt=${attemptId}$`));
  await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
});

test('in Hindi: the test list, instructions and questions speak Hindi, and answers survive switching language', async ({ page, context, request, isMobile }) => {
  const token = await signUp(request);
  const exam = await sscExam(request);
  await signIn(context, token, 'hi');
  await startSsc(page, exam, { take: 'टेस्ट दें', start: 'टेस्ट शुरू करें', declaration: /मैंने निर्देश पढ़/ });
  await expect(questionHeading(page, 1)).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'सेव करें और आगे' }).click();
  await page.getByLabel('प्रश्नों की भाषा').selectOption('en');
  await jumpTo(page, isMobile, 1);
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.getByLabel('प्रश्नों की भाषा').selectOption('hi');
  await expect(page.getByRole('radio').first()).toBeChecked();
  // The question screen's dialogs speak Hindi too: their close button is बंद करें, not Close.
  await page.getByRole('button', { name: 'निर्देश', exact: true }).click();
  const instructions = page.getByRole('dialog', { name: 'निर्देश' });
  await instructions.getByRole('button', { name: 'बंद करें' }).click();
  await expect(instructions).toBeHidden();
  if (isMobile) {
    await page.getByRole('button', { name: 'प्रश्न पैलेट' }).click();
    await page.getByRole('dialog', { name: 'प्रश्न पैलेट' }).getByRole('button', { name: 'बंद करें' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.getByRole('button', { name: 'टेस्ट जमा करें' }).click();
  await expect(page.getByText('क्या आप वाकई टेस्ट जमा करना चाहते हैं?')).toBeVisible();
  await page.getByRole('button', { name: 'जमा करें', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'आपके टेस्ट के परिणाम' })).toBeVisible();
});

test('a reload comes back to the same question, answers and palette, and the clock runs on', async ({ page, context, request, isMobile }) => {
  const token = await signUp(request);
  await signIn(context, token);
  const attemptId = await startSsc(page, await sscExam(request));
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('radio').nth(3).check();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await expect(questionHeading(page, 3)).toBeVisible();
  const timer = page.getByRole('timer');
  const before = (await timer.textContent()) ?? '';
  // The clock has moved on by at least a second before the reload.
  await expect(timer).not.toHaveText(before, { timeout: 5_000 });

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/dashboard/aptitude\\?attempt=${attemptId}$`));
  await expect(questionHeading(page, 3)).toBeVisible();
  const after = await page.getByRole('timer').textContent();
  expect(after).not.toBe(before);
  expect(after).not.toMatch(/60:00|01:00:00/);
  // On a phone the palette is a drawer.
  if (isMobile) await page.getByRole('button', { name: 'Question palette' }).click();
  const palette = isMobile ? page.getByRole('dialog') : page.getByRole('complementary');
  await expect(palette.getByRole('button', { name: /^Question 1, answered$/i })).toBeVisible();
  await expect(palette.getByRole('button', { name: /^Question 2, answered & marked for review$/i })).toBeVisible();
  await expect(palette.getByRole('button', { name: /^Question 3, not answered$/i })).toBeVisible();

  // The test list offers Resume for the attempt in progress, and it leads back to it.
  const exam = await sscExam(request);
  await page.goto(`/dashboard/test-list/${exam.category_id}`);
  await page.getByRole('listitem').filter({ hasText: /SSC CGL/ }).first().getByRole('button', { name: 'Resume' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/aptitude\\?attempt=${attemptId}$`));
  await expect(questionHeading(page, 3)).toBeVisible();
});

test('offline, an answer waits on the device; back online it is saved, and a second page sees it', async ({ page, context, browser, request, isMobile }) => {
  const token = await signUp(request);
  await signIn(context, token);
  const attemptId = await startSsc(page, await sscExam(request));
  await context.setOffline(true);
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await jumpTo(page, isMobile, 1);
  await expect(page.getByText('Kept on this device. It will be saved as soon as the connection is back.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 15_000 });

  // Another browser, signed in as the same learner, on the same attempt.
  const other = await browser.newContext();
  await signIn(other, token);
  const second = await other.newPage();
  await second.goto(`/dashboard/aptitude?attempt=${attemptId}`);
  await jumpTo(second, isMobile, 1);
  await expect(second.getByRole('radio').nth(1)).toBeChecked();
  await other.close();
});

test('the spec’s misspelled test paths lead to the registered ones, keeping the query', async ({ page, context, request }) => {
  await signIn(context, await signUp(request));
  await page.goto('/dashboard/testinstraction?title=SSC%20CGL&questions=abc');
  await expect(page).toHaveURL(/\/dashboard\/test-instruction\?title=SSC%20CGL&questions=abc$/);
  // Without an attempt: the address's totals, the spec's defaults for what is not a number.
  await expect(page.getByRole('heading', { name: 'SSC CGL' })).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('100');
  await page.goto('/dashboard/testsummury?attempt=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/dashboard\/test-summary\?attempt=00000000-0000-4000-8000-000000000000$/);
  await page.goto('/dashboard/testresult?attempt=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/dashboard\/test-result\?attempt=00000000-0000-4000-8000-000000000000$/);
});

test('Submit pressed in two tabs of one attempt at once gives one result', async ({ page, context, request, isMobile }) => {
  const token = await signUp(request);
  await signIn(context, token);
  const attemptId = await startSsc(page, await sscExam(request));
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await jumpTo(page, isMobile, 1);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A second tab of the same browser on the same attempt (its own client id, the same journal).
  const second = await context.newPage();
  await second.goto(`/dashboard/aptitude?attempt=${attemptId}`);
  await expect(questionHeading(second, 1)).toBeVisible();
  await expect(second.getByRole('radio').first()).toBeChecked();
  const tabs = [page, second];
  for (const tab of tabs) {
    await tab.getByRole('button', { name: 'Submit Test' }).click();
    await expect(tab.getByText('Are you sure you want to submit test ?')).toBeVisible();
  }
  await Promise.all(tabs.map((tab) => tab.getByRole('button', { name: 'Submit', exact: true }).click()));

  for (const tab of tabs) {
    await expect(tab).toHaveURL(new RegExp(`/dashboard/test-result\\?attempt=${attemptId}$`));
    await expect(tab.getByRole('row', { name: /^Total/ })).toContainText('1/100');
  }
  const headers = { Authorization: `Bearer ${token}` };
  const mine = (await (await request.get('/api/v1/getMyAttempts', { headers })).json()) as { data: Array<{ attempt_id: string; status: string }> };
  expect(mine.data).toEqual([expect.objectContaining({ attempt_id: attemptId, status: 'submitted' })]);
  const result = (await (await request.get(`/api/v1/getAttemptResult/${attemptId}`, { headers })).json()) as {
    data: { totals: { attempted: number }; submitted_by: string };
  };
  expect(result.data).toMatchObject({ totals: { attempted: 1 }, submitted_by: 'learner' });
});
