import { rmSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { AttemptSolutions } from '@pariksha/contract/responses/attempts';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { expectNoAxeViolations } from './axe';
import { learnerApi, signIn, signUp } from './learners';
import { killLeftoverServers } from './servers';
import { staffEmail, staffSession, startServerWithStaff } from './staff';
import { test } from './support';

// "Challenge this answer": a learner challenges the key of SSC CGL's first question from the
// solutions review; a reviewer accepts it in the studio; every attempt at the paper is scored again
// once, and both learners who answered it see their new score and rank, and the corrected key.
// The test starts a server of its own (the reviewer comes from the staff command), a port per project.

test.describe.configure({ timeout: 180_000 });

/** The result page's notice of what corrected keys changed. */
const rescoreNotice = (page: Page) => page.getByRole('region', { name: 'Your result was re-scored' });

test('a learner challenges a key, a reviewer accepts it, and both learners see the re-scored result and rank', async ({ browser, request }, testInfo) => {
  const port = e2ePort + (testInfo.project.name === 'phone' ? 9 : 10);
  const reviewerEmail = staffEmail('meera');
  const { server, dataDir, links } = await startServerWithStaff(port, [{ email: reviewerEmail, role: 'reviewer' }]);
  try {
    const base = server.url;
    const viewport = testInfo.project.use.viewport ?? undefined;
    const reviewerToken = await staffSession(base, links[0] ?? '', reviewerEmail);

    // A first learner submits at once: the solutions give the first question's key (the paper is
    // the same for everyone). Then Asha answers it as the key says, and Ravi with the next option.
    const scoutToken = await signUp(request, base);
    const scout = learnerApi(request, base, scoutToken);
    const exam = await scout.sscExam();
    const scoutAttempt = (await scout.start(exam.id)).attempt_id;
    await scout.submit(scoutAttempt);
    const solutions = await request.get(`${base}/api/v1/getAttemptSolutions/${scoutAttempt}`, { headers: { Authorization: `Bearer ${scoutToken}` } });
    const firstSolution = ((await solutions.json()) as { data: AttemptSolutions }).data.questions[0];
    if (firstSolution === undefined || !('choice' in firstSolution.correct_answer)) throw new Error('SSC’s first question is not single-correct');
    const key = firstSolution.correct_answer.choice;
    const other = (key + 1) % 4;

    const ashaToken = await signUp(request, base);
    const raviToken = await signUp(request, base);
    const asha = learnerApi(request, base, ashaToken);
    const ravi = learnerApi(request, base, raviToken);
    const ashaAttempt = (await asha.start(exam.id)).attempt_id;
    const raviAttempt = (await ravi.start(exam.id)).attempt_id;
    expect((await asha.save(ashaAttempt, firstSolution.question_id, key)).status()).toBe(200);
    expect((await ravi.save(raviAttempt, firstSolution.question_id, other)).status()).toBe(200);
    const ashaBefore = await asha.submit(ashaAttempt);
    const raviBefore = await ravi.submit(raviAttempt);
    // SSC CGL: +2 a right answer, −0.5 a wrong one; the scout, with none, is between them.
    expect([ashaBefore.totals.score, ashaBefore.ranking?.rank]).toEqual([2, 1]);
    expect([raviBefore.totals.score, raviBefore.ranking?.rank]).toEqual([-0.5, 3]);

    await test.step('Ravi challenges the key from the solutions review, with the option he holds right and why', async () => {
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, raviToken);
      const page = await context.newPage();
      await page.goto(`/dashboard/test-result?attempt=${raviAttempt}`);
      const review = page.getByRole('region', { name: 'Solutions' });
      await expect(review.getByRole('heading', { name: 'Question 1', exact: true })).toBeVisible();
      await review.getByRole('button', { name: 'Challenge this answer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Challenge this answer' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`The key’s answer: ${key + 1}`);
      await expect(dialog).toContainText(/You can challenge until/);
      await expectNoAxeViolations(page);
      // The key itself is not a challenge.
      await dialog.getByRole('radio', { name: new RegExp(`^${key + 1}\\b`) }).check();
      await dialog.getByRole('textbox', { name: 'Why is it right?' }).fill('The working in the explanation itself arrives at the next option.');
      await dialog.getByRole('button', { name: 'Send challenge' }).click();
      await expect(dialog.getByText('That is the key’s answer already. Choose the one you think is right.')).toBeVisible();
      await dialog.getByRole('radio', { name: new RegExp(`^${other + 1}\\b`) }).check();
      await dialog.getByRole('button', { name: 'Send challenge' }).click();
      await expect(dialog).toBeHidden();
      const received = review.getByRole('region', { name: 'Challenge received' });
      await expect(received).toBeVisible();
      await expect(received).toContainText(String(other + 1));
      await expect(review.getByRole('button', { name: 'Challenge this answer' })).toHaveCount(0);
      await context.close();
    });

    await test.step('the reviewer accepts it in the studio: the key is corrected and every attempt scored again', async () => {
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, reviewerToken);
      const page = await context.newPage();
      // The review queue of questions in use lists it first: it has an open challenge.
      await page.goto('/studio/quality');
      const queued = page.getByRole('article').filter({ hasText: '1 open challenge' });
      await expect(queued).toBeVisible();
      await queued.getByRole('link', { name: '1 open challenge' }).click();
      await expect(page).toHaveURL(/\/studio\/challenges$/);
      const card = page.getByRole('article').first();
      await expect(card).toContainText('3 submitted attempts hold this version');
      await expect(card).toContainText('The working in the explanation itself arrives at the next option.');
      await card.getByRole('textbox', { name: 'Your answer to the learner' }).fill('You are right: the key is corrected and every attempt scored again.');
      await card.getByRole('button', { name: 'Accept and correct the key' }).click();
      await expect(page.getByText('Accepted. The key is corrected and 3 attempts were scored again.')).toBeVisible();
      await expect(page.getByText('No challenge is waiting for a decision.')).toBeVisible();
      await context.close();
    });

    await test.step('both learners see their new score and rank, and the corrected key', async () => {
      for (const [token, attemptId, before, after] of [
        [raviToken, raviAttempt, '-0.5', '2'],
        [ashaToken, ashaAttempt, '2', '-0.5'],
      ] as const) {
        const context = await browser.newContext({ baseURL: base, viewport });
        await signIn(context, token);
        const page = await context.newPage();
        await page.goto(`/dashboard/test-result?attempt=${attemptId}`);
        const notice = rescoreNotice(page);
        await expect(notice).toContainText(`your score went from ${before} to ${after}`);
        await expect(notice).toContainText(token === raviToken ? 'Your rank went from 3 to 1.' : 'Your rank went from 1 to 3.');
        await expect(page.getByText(`Score: ${after} out of`)).toBeVisible();
        const review = page.getByRole('region', { name: 'Solutions' });
        const corrected = review.getByRole('region', { name: 'Answer key corrected' });
        await expect(corrected).toContainText(`The key was ${key + 1}; it is now ${other + 1}.`);
        if (token === raviToken) await expect(review.getByRole('region', { name: 'Your challenge was accepted' })).toContainText('You are right');
        await context.close();
      }
      expect((await ravi.result(raviAttempt)).ranking?.rank).toBe(1);
      expect((await asha.result(ashaAttempt)).ranking?.rank).toBe(3);
    });
  } finally {
    await killLeftoverServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
