import { rmSync } from 'node:fs';
import { expect } from '@playwright/test';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { signIn, signUp } from './learners';
import { killLeftoverServers } from './servers';
import { staffEmail, staffSession, startServerWithStaff } from './staff';
import { test } from './support';

// An editor writes a bilingual question with maths and a figure, submits it; a reviewer publishes
// it from the review queue; a learner meets it in a practice test of its topic, drawn as MathML
// with the figure and its alt text. The topic comes first from an import (as new topics do), with
// a draft that practice never draws. The test starts a server of its own (staff come from the
// staff command), on a port per project.

/** A small figure the editor uploads: a circle with its left half shaded. */
const halfCircle = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="50" fill="none" stroke="#1f2937" stroke-width="4"/><path d="M60 10 A50 50 0 0 0 60 110 Z" fill="#2563eb"/></svg>',
);

test.describe.configure({ timeout: 180_000 });

test('an editor writes a question with maths and a figure, a reviewer publishes it, a learner meets it in a practice test', async ({ browser, request }, testInfo) => {
  const port = e2ePort + (testInfo.project.name === 'phone' ? 7 : 8);
  const editorEmail = staffEmail('ravi');
  const reviewerEmail = staffEmail('sita');
  const { server, dataDir, links } = await startServerWithStaff(port, [
    { email: editorEmail, role: 'editor' },
    { email: reviewerEmail, role: 'reviewer' },
  ]);
  try {
    const base = server.url;
    const editorToken = await staffSession(base, links[0] ?? '', editorEmail);
    const reviewerToken = await staffSession(base, links[1] ?? '', reviewerEmail);
    const unique = Date.now().toString(36);
    const key = `e2e-halves-${unique}`;
    const topic = `halves-${unique}`;
    // The topic arrives with an import, named in both languages; its question stays a draft.
    const csv = `key,type,subject,topic,topic_en,topic_hi,difficulty,answer,text_en,option_a_en,option_b_en\ne2e-draft-${unique},single,quant,${topic},Halves,आधा,easy,A,What is half of 8?,4,2\n`;
    const imported = await request.post(`${base}/api/v1/studio/import?name=topic.csv`, {
      headers: { Authorization: `Bearer ${editorToken}`, 'Content-Type': 'application/octet-stream' },
      data: Buffer.from(csv),
    });
    expect(imported.status(), await imported.text()).toBe(200);
    const viewport = testInfo.project.use.viewport ?? undefined;

    await test.step('the editor writes the question in English and Hindi, sees the maths drawn, saves and submits it', async () => {
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, editorToken);
      const page = await context.newPage();
      await page.goto('/studio/questions/new');
      await page.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
      await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('quant');
      await page.getByRole('textbox', { name: 'Topic', exact: true }).fill(topic);
      await page.getByRole('textbox', { name: 'Exams', exact: true }).fill('ssc-cgl');
      await page.getByLabel('Add a figure').setInputFiles({ name: 'half.svg', mimeType: 'image/svg+xml', buffer: halfCircle });
      await expect(page.getByText('half.svg is ready')).toBeVisible();
      await page.getByRole('textbox', { name: 'Question (English)' }).fill('What is $\\frac{1}{2}$ of 10?\n\n![A circle with its left half shaded](figure:half.svg)');
      for (const [index, option] of ['5', '2', '10', '20'].entries()) {
        await page.getByRole('textbox', { name: `Option ${'ABCD'[index]} (English)` }).fill(option);
      }
      await page.getByRole('radio', { name: 'Option A is right' }).first().check();
      await page.getByRole('textbox', { name: 'Explanation (English)' }).fill('Half of 10 is $10 \\div 2 = 5$.');
      if (testInfo.project.name === 'phone') await page.getByRole('tab', { name: 'हिन्दी' }).first().click();
      await page.getByRole('textbox', { name: 'Question (हिन्दी)' }).fill('10 का $\\frac{1}{2}$ कितना है?\n\n![एक वृत्त जिसका बायाँ आधा भाग छायांकित है](figure:half.svg)');
      for (const [index, option] of ['5', '2', '10', '20'].entries()) {
        await page.getByRole('textbox', { name: `Option ${'ABCD'[index]} (हिन्दी)` }).fill(option);
      }
      await page.getByRole('textbox', { name: 'Explanation (हिन्दी)' }).fill('10 का आधा $10 \\div 2 = 5$ है।');
      await expect(page.getByTestId('preview').locator('math').first()).toBeVisible();
      await expect(page.getByTestId('preview').getByRole('img', { name: 'A circle with its left half shaded' }).first()).toBeVisible();
      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/studio/questions/${key}$`));
      await expect(page.getByText('All changes saved')).toBeVisible();
      // The save is over once its button reads Save again (the saved status shows a moment before).
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
      await page.keyboard.press('Control+Enter');
      await expect(page.getByText('In review').first()).toBeVisible();
      await context.close();
    });

    await test.step('the reviewer reads the change in the review queue and approves it', async () => {
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, reviewerToken);
      const page = await context.newPage();
      await page.goto('/studio/review');
      const item = page.getByRole('article').filter({ has: page.getByRole('heading', { name: key }) });
      await expect(item.getByText('Version 1, never published: everything is new')).toBeVisible();
      await expect(item.locator('ins').filter({ hasText: '\\frac{1}{2}' }).first()).toBeVisible();
      await item.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(page.getByText('Nothing is waiting for review. Well done.')).toBeVisible();
      await context.close();
    });

    await test.step('a learner meets it in a practice test of its topic', async () => {
      const learnerToken = await signUp(request, base);
      const practice = await request.post(`${base}/api/v1/startPractice`, { headers: { Authorization: `Bearer ${learnerToken}` }, data: { topics: [topic] } });
      expect(practice.status(), await practice.text()).toBe(200);
      const attemptId = ((await practice.json()) as { data: { attempt_id: string } }).data.attempt_id;
      const context = await browser.newContext({ baseURL: base, viewport });
      await signIn(context, learnerToken);
      const page = await context.newPage();
      await page.goto(`/dashboard/test-instruction?attempt=${attemptId}`);
      await page.getByLabel(/I have read/).check();
      await page.getByRole('button', { name: 'START TEST' }).click();
      await expect(page.getByRole('heading', { name: /Question 1/ })).toBeVisible();
      await expect(page.getByRole('main').getByText(/of 10\?/)).toBeVisible();
      // Drawn on the server: MathML in the page, the figure sized, lazy and described.
      await expect(page.getByRole('main').locator('math').first()).toBeVisible();
      const figure = page.getByRole('main').getByRole('img', { name: 'A circle with its left half shaded' });
      await expect(figure).toBeVisible();
      await expect(figure).toHaveAttribute('loading', 'lazy');
      await expect(figure).toHaveAttribute('width', '120');
      await context.close();
    });
  } finally {
    await killLeftoverServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
