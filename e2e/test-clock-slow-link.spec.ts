import { expect, type Page, type Route } from '@playwright/test';
import { learnerApi, signIn, signUp } from './learners';
import { test } from './support';

// On a slow phone the question screen's code arrives seconds after the attempt's answer. The
// clock must count to the server's deadline from when that answer arrived (half its round trip
// after the server stamped it), not from when the code did: a clock that starts late runs
// generous, and the learner's last answers land after the deadline's grace.

/** How long the attempt's request and its answer each take on the way (a symmetric slow link). */
const attemptLegMs = 3_000;
/** How long the question screen's code takes after the request for it. */
const screenCodeMs = 6_000;

/** Holds a request `up` ms before it leaves and its answer `down` ms before it arrives. */
function slowLink(upMs: number, downMs: number) {
  return async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, upMs));
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await route.fulfill({ response });
  };
}

/** The clock's figures ('59:51', '01:59:51') in seconds. */
function secondsShown(text: string): number {
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

async function clockReading(page: Page): Promise<{ shown: number; readAt: number }> {
  const text = await page.getByRole('timer').locator('[aria-hidden="true"]').textContent();
  return { shown: secondsShown(text ?? ''), readAt: Date.now() };
}

test('on a slow link the test clock counts to the server’s deadline from the attempt’s answer, not from the code’s arrival', async ({
  page,
  context,
  request,
}) => {
  const token = await signUp(request);
  const api = learnerApi(request, '', token);
  const attempt = await api.start((await api.sscExam()).id);
  const deadline = Date.parse(attempt.deadline_at);
  await signIn(context, token);
  let attemptReads = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/getAttempt/')) attemptReads += 1;
  });
  await page.route('**/api/v1/getAttempt/**', slowLink(attemptLegMs, attemptLegMs));
  await page.route('**/assets/QuestionsPage-*.js', slowLink(0, screenCodeMs));

  await page.goto(`/dashboard/aptitude?attempt=${attempt.attempt_id}`);
  // The screen shows once its code is there: the slow link's legs and a margin.
  await expect(page.getByRole('timer')).toBeVisible({ timeout: screenCodeMs + 2 * attemptLegMs + 10_000 });
  const { shown, readAt } = await clockReading(page);

  // The server, this test and the browser share one machine's clock: the time left is known here.
  // The clock shows whole seconds rounded up and moves once a second, so it may read up to two
  // seconds over. One that takes the server's time as it was when the answer arrived reads at
  // least the answer's way back (3 s) over, and more when the code came later still.
  const left = (deadline - readAt) / 1000;
  expect(shown - left).toBeGreaterThan(-1);
  expect(shown - left).toBeLessThan(2.5);
  // The attempt the page's loader asked for is the one the session starts from: one round trip.
  expect(attemptReads).toBe(1);
});
