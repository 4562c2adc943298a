import { expect } from '@playwright/test';
import { e2eStorybookPort } from '../tooling/e2e-ports.ts';
import { signUp } from './learners';
import { appReady, test } from './support';

// Storybook's build runs story and addon code from inline scripts. The learner's token lives in
// the app origin's local storage, so `pnpm start` serves Storybook on an origin of its own
// (STORYBOOK_PORT) and the app's origin has none of it.

// Storybook's pages never take the app's ready mark.
test.use({ waitForApp: false });

const storybook = `http://127.0.0.1:${e2eStorybookPort}`;

test("the app's origin has no Storybook; Storybook's own origin shows the stories and cannot read a learner's token", async ({
  page,
  request,
}) => {
  // A signed-in learner on the app: the token in the app origin's local storage.
  const token = await signUp(request);
  await page.goto('/');
  await appReady(page);
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await page.goto('/dashboard/courses');
  await appReady(page);
  // Signed in: the dashboard stays (a visitor is sent to /login).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);

  // Storybook's old address on the app's origin is a 404 with nothing of Storybook in it.
  for (const path of ['/storybook/', '/storybook/iframe.html', '/storybook/index.json']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('#storybook-root, #storybook-preview-iframe')).toHaveCount(0);
  }

  // On its own origin, a story draws as a designer sees it (the server starts it just after the app).
  await expect.poll(async () => (await request.get(`${storybook}/index.json`).catch(() => null))?.status()).toBe(200);
  const index = (await (await request.get(`${storybook}/index.json`)).json()) as {
    entries: Record<string, { id: string; type: string; title: string; name: string }>;
  };
  const story = Object.values(index.entries).find(
    (entry) => entry.type === 'story' && entry.title === 'Components/QuestionPalette' && entry.name === 'Phone',
  );
  expect(story, 'the built Storybook has the QuestionPalette Phone story').toBeDefined();
  const answer = await page.goto(`${storybook}/iframe.html?id=${story?.id}&viewMode=story`);
  expect(answer?.status()).toBe(200);
  await expect(page.locator('#storybook-root [role="grid"]')).toBeVisible();

  // Whatever a story's script reads there, the learner's token is not in it.
  const stored = await page.evaluate(() => Object.entries({ ...window.localStorage }));
  expect(stored.filter(([key, value]) => key === 'token' || value.includes(token))).toEqual([]);
});
