import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { AttemptSolutions } from '@pariksha/contract/responses/attempts';
import type { TestTopic } from '@pariksha/contract/responses/studio-tests';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { expectNoAxeViolations } from './axe';
import { learnerApi, questionHeading, signIn, signUp } from './learners';
import { killLeftoverServers } from './servers';
import { staffEmail, staffSession, startServerWithStaff } from './staff';
import { test } from './support';

// The test builder: an editor builds an SSC CGL test from two pools (three questions of one topic,
// two of another), draws it per candidate with the options shuffled and publishes it; two learners
// each get their own paper with the same number per section and the same topic mix, and are ranked
// together.

test.describe.configure({ timeout: 180_000 });

test('an editor builds a test from two pools; two learners get the same number per section and the same topic mix', async ({ browser, request }, testInfo) => {
  const port = e2ePort + (testInfo.project.name === 'phone' ? 11 : 12);
  const editorEmail = staffEmail('farah');
  const { server, dataDir, links } = await startServerWithStaff(port, [{ email: editorEmail, role: 'editor' }]);
  try {
    const base = server.url;
    const viewport = testInfo.project.use.viewport ?? undefined;
    const editorToken = await staffSession(base, links[0] ?? '', editorEmail);

    // The two SSC CGL topics with the most questions in both languages: the pools to build from.
    const topicsAnswer = await request.get(`${base}/api/v1/studio/test-topics?exam=ssc-cgl-tier-1`, { headers: { Authorization: `Bearer ${editorToken}` } });
    expect(topicsAnswer.status()).toBe(200);
    const inBoth = (topic: TestTopic) => topic.in_hindi.easy + topic.in_hindi.medium + topic.in_hindi.hard;
    const [first, second] = ((await topicsAnswer.json()) as { data: TestTopic[] }).data.sort((a, b) => inBoth(b) - inBoth(a));
    if (first === undefined || second === undefined || inBoth(second) < 5) throw new Error('SSC CGL has fewer than two topics to draw from');

    await test.step('the editor builds the test from two pools, saves and publishes it', async () => {
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, editorToken);
      const page = await context.newPage();
      await page.goto('/studio/tests');
      // The empty list offers one too: the header's is the first.
      await page.getByRole('link', { name: 'New test' }).first().click();
      await expect(page).toHaveURL(/\/studio\/tests\/new$/);
      await page.getByRole('combobox', { name: 'Exam' }).selectOption('ssc-cgl-tier-1');
      await page.getByRole('textbox', { name: 'Title (English)' }).fill('SSC CGL Arithmetic Sprint');
      await page.getByRole('textbox', { name: 'Title (Hindi)' }).fill('SSC CGL अंकगणित स्प्रिंट');
      await page.getByRole('textbox', { name: 'Test minutes' }).fill('15');
      await page.getByRole('radio', { name: 'A draw per candidate, same mix of topics and difficulty' }).check();
      await page.getByRole('checkbox', { name: 'Shuffle the options for each candidate' }).check();

      await page.getByRole('textbox', { name: 'Section 1 name (English)' }).fill(first.name);
      await page.getByRole('textbox', { name: 'Section 1 name (Hindi)' }).fill('पहला खंड');
      await page.getByRole('combobox', { name: 'Section 1, pool 1: topic' }).selectOption(first.slug);
      await page.getByRole('combobox', { name: 'Section 1, pool 1: difficulty' }).selectOption('any');
      await page.getByRole('textbox', { name: 'Section 1, pool 1: questions' }).fill('3');
      // Section 1 runs for 10 of the 15 minutes and may be left early; section 2 takes the rest.
      await page.getByRole('textbox', { name: 'Section 1: own minutes' }).fill('10');
      await page.getByRole('checkbox', { name: 'Section 1: candidates may leave it early' }).check();

      await page.getByRole('button', { name: 'Add section' }).click();
      await page.getByRole('textbox', { name: 'Section 2 name (English)' }).fill(second.name);
      await page.getByRole('textbox', { name: 'Section 2 name (Hindi)' }).fill('दूसरा खंड');
      await page.getByRole('textbox', { name: 'Section 2: marks for a right answer' }).fill('2');
      await page.getByRole('combobox', { name: 'Section 2, pool 1: topic' }).selectOption(second.slug);
      await page.getByRole('combobox', { name: 'Section 2, pool 1: difficulty' }).selectOption('any');
      await page.getByRole('textbox', { name: 'Section 2, pool 1: questions' }).fill('2');
      await expect(page.getByText('In all: 5 questions, 7 marks')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Save test' }).click();
      await expect(page.getByText('Test created as a draft.')).toBeVisible();
      await expect(page).toHaveURL(/\/studio\/tests\/\d+$/);
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText(/^Published as version 1\./)).toBeVisible();
      // Publish's spinner gone: the bar's buttons no longer move under the pointer.
      await expect(page.getByRole('button', { name: 'Publish' })).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();

      // The preview: one draw of the saved test, a question at a time, with the keys.
      // The publish toast can land over the bar on a phone as the link is pressed: pressed again then.
      await expect(async () => {
        await page.getByRole('link', { name: 'Preview' }).click();
        await expect(page).toHaveURL(/\/studio\/tests\/\d+\/preview$/, { timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Preview: SSC CGL Arithmetic Sprint' })).toBeVisible();
      await expect(page.getByText('Question 1 of 3')).toBeVisible();
      await expect(page.getByText('Options are shuffled for each candidate: this draw shows one order.')).toBeVisible();
      await page.getByRole('button', { name: 'Next question' }).click();
      await expect(page.getByText('Question 2 of 3')).toBeVisible();
      // Opened again, a new draw, judged without the publish toast (its spinner would still be running).
      await page.reload();
      await expect(page.getByText('Question 1 of 3')).toBeVisible();
      await expectNoAxeViolations(page);

      // Taken as a candidate: a draw of the editor's own on the learners' test screen, timed and scored, never ranked.
      await page.getByRole('button', { name: 'Take it as a candidate' }).click();
      await expect(page).toHaveURL(/\/dashboard\/test-instruction\?attempt=/);
      await expect(page.getByText(/^A preview of the saved draft, taken as a candidate would\./)).toBeVisible();
      await expect(page.getByText('Preview: SSC CGL Arithmetic Sprint').first()).toBeVisible();
      await page.getByLabel(/I have read/).check();
      await page.getByRole('button', { name: 'START TEST' }).click();
      await expect(questionHeading(page, 1)).toBeVisible();
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await expect(questionHeading(page, 2)).toBeVisible();
      await page.getByRole('button', { name: 'Submit Test' }).click();
      await expect(page).toHaveURL(/\/dashboard\/test-summary\?attempt=/);
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/test-result\?attempt=/);
      await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
      await expect(page.getByRole('row', { name: /^Total/ })).toContainText('1/5');
      await expect(page.getByText('This is the team’s preview of a draft test: it has no rank and counts in no statistics.')).toBeVisible();

      await page.goto('/studio/tests');
      const row = page.getByRole('link', { name: 'SSC CGL Arithmetic Sprint' });
      await expect(row).toBeVisible();
      // Today's paper is there too, from the content files, as a draft learners take as seeded.
      const seeded = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^SSC CGL Tier.* Mock Test$/ }) });
      await expect(seeded.getByText('From the content files: learners take it now')).toBeVisible();
      await context.close();
    });

    await test.step('two learners each draw their own paper: the same number per section, the same topic mix, ranked together', async () => {
      const learners = await Promise.all([signUp(request, base), signUp(request, base)]);
      const mixes: string[][][] = [];
      const papers: string[] = [];
      for (const token of learners) {
        const api = learnerApi(request, base, token);
        const exam = await api.sscExam();
        const view = await api.start(exam.id);
        expect(view.paper.title).toBe('SSC CGL Arithmetic Sprint');
        expect(view.paper.minutes).toBe(15);
        expect(view.paper.sections.map((section) => [section.name, section.questions.length])).toEqual([
          [first.name, 3],
          [second.name, 2],
        ]);
        papers.push(view.paper.sections.flatMap((section) => section.questions.map((question) => question.id)).join(','));
        const result = await api.submit(view.attempt_id);
        mixes.push([1, 2].map((section) => result.questions.filter((question) => question.section === section).map((question) => question.topic)));
      }
      expect(mixes[0]).toEqual([
        [first.slug, first.slug, first.slug],
        [second.slug, second.slug],
      ]);
      expect(mixes[1]).toEqual(mixes[0]);
      const [ashaToken] = learners;
      const asha = learnerApi(request, base, ashaToken ?? '');
      const [latest] = await asha.mine();
      expect(latest?.ranking?.candidates).toBe(2);
      // Each sat a paper of their own (the same ids twice would be one paper for everyone).
      expect(papers).toHaveLength(2);

      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, ashaToken ?? '');
      const page = await context.newPage();
      await page.goto(`/dashboard/test-result?attempt=${latest?.attempt_id ?? ''}`);
      await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
      await expect(page.getByText('SSC CGL Arithmetic Sprint', { exact: true })).toBeVisible();
      await expect(page.getByText('Score: 0 out of 7')).toBeVisible();
      await expect(page.getByText(first.name).first()).toBeVisible();
      await expect(page.getByText(second.name).first()).toBeVisible();
      await context.close();
    });

    await test.step('a learner answers on the test screen in the order shown to them, leaves the timed section early, and the solutions keep every answer', async () => {
      const token = await signUp(request, base);
      const api = learnerApi(request, base, token);
      const view = await api.start((await api.sscExam()).id);
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, token);
      const page = await context.newPage();
      // The instructions say the sections are timed, and which may be left early.
      await page.goto(`/dashboard/test-instruction?attempt=${view.attempt_id}`);
      await expect(page.getByText('The sections are timed and run one after another.', { exact: false })).toBeVisible();
      await expect(page.getByText(`You may leave ${first.name} before its time is up with Next Section.`, { exact: false })).toBeVisible();
      await page.getByLabel(/I have read/).check();
      await page.getByRole('button', { name: 'START TEST' }).click();
      await expect(page).toHaveURL(/\/dashboard\/aptitude\?attempt=/);
      // The first option shown on question 1, the second on 2, the third on 3.
      const firstSection = view.paper.sections[0]?.questions ?? [];
      for (const [at, question] of firstSection.entries()) {
        await expect(questionHeading(page, at + 1)).toBeVisible();
        await page.getByRole('radio').nth(at).check();
        await page.getByRole('button', { name: 'Save & Next' }).click();
        await expect.poll(async () => (await api.attempt(view.attempt_id)).responses.find((response) => response.question_id === question.id)?.answer).toEqual({ choice: at });
      }
      // Section 1 is timed: Save & Next stays in it. Leaving it early asks first, then opens section 2.
      await page.getByRole('button', { name: 'Next Section' }).click();
      const leave = page.getByRole('alertdialog', { name: `Leave ${first.name} now?` });
      await expect(leave).toBeVisible();
      await expectNoAxeViolations(page);
      await leave.getByRole('button', { name: 'Leave section' }).click();
      await expect(questionHeading(page, 4)).toBeVisible();
      await expect(page.getByRole('button', { name: first.name, exact: true })).toBeDisabled();
      // The server heard of it with the next section's first visit: the 10 minutes' unused part came off the deadline.
      await expect.poll(async () => (await api.attempt(view.attempt_id)).sections_left_at[0]).not.toBeNull();
      const after = await api.attempt(view.attempt_id);
      expect(Date.parse(after.deadline_at) - Date.parse(after.sections_left_at[0] ?? '')).toBe(5 * 60_000);
      await context.close();
      await api.submit(view.attempt_id);
      const solutions = await request.get(`${base}/api/v1/getAttemptSolutions/${view.attempt_id}`, { headers: { Authorization: `Bearer ${token}` } });
      const solved = ((await solutions.json()) as { data: AttemptSolutions }).data.questions;
      for (const [at, question] of firstSection.entries()) {
        const solution = solved.find((each) => each.question_id === question.id);
        // Stored in the question's own order, shown back in the learner's: the option they tapped.
        expect(solution?.answer).toEqual({ choice: at });
        const english = (words: Array<{ language_code: string; options?: string[] }> | undefined) => words?.find((each) => each.language_code === 'en')?.options;
        expect(english(solution?.translations)).toEqual(english(question.translations));
      }
    });

    await test.step('the editor copies SSC CGL’s seeded paper into a new draft: the same questions as fixed ones', async () => {
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, editorToken);
      const page = await context.newPage();
      await page.goto('/studio/tests');
      await page.getByRole('combobox', { name: 'Exam to copy' }).selectOption('ssc-cgl-tier-1');
      await page.getByRole('button', { name: 'Copy the paper' }).click();
      await expect(page).toHaveURL(/\/studio\/tests\/\d+$/);
      await expect(page.getByText(/^The exam’s paper is copied into a new draft/)).toBeVisible();
      // Opened again (the draft is stored, and the toast's spinner no longer runs under axe).
      await page.reload();
      const fixed = page.getByRole('textbox', { name: 'Section 1: fixed questions' });
      await expect(fixed).not.toHaveValue('');
      // SSC CGL Tier 1: 100 questions in four sections of 25, 2 marks each.
      await expect(page.getByText('In all: 100 questions, 200 marks')).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });
  } finally {
    await killLeftoverServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
