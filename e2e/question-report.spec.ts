import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { AttemptSolutions } from '@pariksha/contract/responses/attempts';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { expectNoAxeViolations } from './axe';
import { learnerApi, signIn, signUp } from './learners';
import { killLeftoverServers, startServer } from './servers';
import { test } from './support';

// "Report an error in this question": a learner reports a question from the solutions review and
// sees it received; a reviewer accepts it; the learner reads the decision under the question.
// The reviewer is made as the team makes one, by `pnpm staff add` (its built script) on the data
// folder before the server opens it (two processes never open one embedded database), then sets
// a password through the link and enrols a second factor through the api. So this test starts a
// server of its own, on a port per project.

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
const staffPassword = 'lantern orchard quietly';

test.describe.configure({ timeout: 120_000 });

/** A reviewer added by the command line on `dataDir`; the one-time token of their password link. */
async function addReviewer(dataDir: string, email: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['packages/server/dist/staff.js', 'add', '--email', email, '--role', 'reviewer'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const token = /[?&]token=([^\s&]+)/.exec(stdout)?.[1];
  if (token === undefined) throw new Error(`pnpm staff add printed no link:\n${stdout}`);
  return decodeURIComponent(token);
}

/** The reviewer's studio token: password set through the link, then a second factor enrolled. */
async function reviewerToken(request: APIRequestContext, base: string, email: string, linkToken: string): Promise<string> {
  const post = async <T>(path: string, data: object): Promise<T> => {
    const response = await request.post(`${base}/api/v1${path}`, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  await post('/setStaffPassword', { token: linkToken, password: staffPassword });
  const step = await post<{ second_factor: string; challenge: string }>('/loginUser', { email, password: staffPassword });
  expect(step.second_factor).toBe('enrol');
  const { secret } = await post<{ secret: string }>('/startSecondFactorEnrolment', { challenge: step.challenge });
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  return (await post<{ token: string }>('/confirmSecondFactorEnrolment', { challenge: step.challenge, code })).token;
}

test('a learner reports an error in a question, sees it received, and reads the reviewer’s decision', async ({ page, context, request }, testInfo) => {
  const port = e2ePort + (testInfo.project.name === 'phone' ? 3 : 4);
  const dataDir = mkdtempSync(join(tmpdir(), 'pariksha-e2e-question-report-'));
  const reviewerEmail = `reviewer.${Date.now()}@example.in`;
  try {
    const linkToken = await addReviewer(dataDir, reviewerEmail);
    const server = await startServer({ port, dataDir });
    const base = server.url;
    const staff = await reviewerToken(request, base, reviewerEmail, linkToken);

    // The fastest test there is: the SSC paper, started and submitted at once.
    const token = await signUp(request, base);
    const learner = learnerApi(request, base, token);
    const view = await learner.start((await learner.sscExam()).id);
    await learner.submit(view.attempt_id);

    await signIn(context, token);
    await page.goto(`${base}/dashboard/test-result?attempt=${view.attempt_id}`);
    const solutions = page.getByRole('region', { name: 'Solutions' });
    await expect(solutions.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();

    await solutions.getByRole('button', { name: 'Report an error in this question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an error in this question' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'The correct answer is wrong' }).check();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('The working in the explanation gives option 2, not the key’s option.');
    await dialog.getByRole('button', { name: 'Send report' }).click();

    await expect(dialog).toBeHidden();
    const received = solutions.getByRole('region', { name: 'Report received' });
    await expect(received).toBeVisible();
    await expect(received).toContainText('Thank you. Our reviewers will check this question, and their answer will appear here.');
    await expect(received).toContainText('The correct answer is wrong');
    // Focus lands on what took the button's place, not on the page's top.
    await expect(received).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. Our reviewers will check this question' })).toBeVisible();
    await expect(solutions.getByRole('button', { name: 'Report an error in this question' })).toHaveCount(0);

    // The reviewer answers through the studio's api; the report's id is the learner's own.
    const read = await request.get(`${base}/api/v1/getAttemptSolutions/${view.attempt_id}`, { headers: { Authorization: `Bearer ${token}` } });
    const report = ((await read.json()) as { data: AttemptSolutions }).data.questions.find((question) => question.report !== null)?.report;
    expect(report).toMatchObject({ status: 'received', reason: 'wrong_answer' });
    const decide = await request.post(`${base}/api/v1/studio/question-reports/${report?.id}/decide`, {
      headers: { Authorization: `Bearer ${staff}` },
      data: { decision: 'accepted', note: 'You are right: option 2 is correct. The key is fixed and the test re-scored.' },
    });
    expect(decide.ok(), await decide.text()).toBe(true);

    await page.reload();
    const accepted = solutions.getByRole('region', { name: 'Your report was accepted' });
    await expect(accepted).toBeVisible();
    await expect(accepted).toContainText('Thank you, you were right.');
    await expect(accepted).toContainText('Reviewer’s note');
    await expect(accepted).toContainText('You are right: option 2 is correct. The key is fixed and the test re-scored.');
    await expect(accepted).toContainText(/Answered on \d{1,2} \w{3} \d{4}/);

    // Once in Hindi: the decision and the dialog's words.
    await page.evaluate(() => window.localStorage.setItem('lang', 'hi'));
    await page.reload();
    const hindi = page.getByRole('region', { name: 'हल' });
    await expect(hindi.getByRole('region', { name: 'आपकी रिपोर्ट सही पाई गई' })).toContainText('समीक्षक की टिप्पणी');
    await hindi.getByRole('button', { name: 'अगला' }).click();
    await hindi.getByRole('button', { name: 'इस प्रश्न में गलती बताएँ' }).click();
    const hindiDialog = page.getByRole('dialog', { name: 'इस प्रश्न में गलती बताएँ' });
    await expect(hindiDialog.getByRole('radio', { name: 'दिया गया सही उत्तर गलत है' })).toBeVisible();
    await hindiDialog.getByRole('button', { name: 'रिपोर्ट भेजें' }).click();
    await expect(hindiDialog).toContainText('बताइए क्या गलत है।');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(hindiDialog).toBeHidden();
  } finally {
    await killLeftoverServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
