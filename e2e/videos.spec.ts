import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { communityApi } from './community';
import { signIn, signUp } from './learners';
import { test } from './support';

// Video lessons in Chromium: the spec's chips, the search and 'Filter by exam' together and in
// the address; a lesson that plays with English and Hindi captions, saves where the learner
// stopped and resumes there (also from Continue watching); the server answering range requests;
// a clear message when no clip can play (in Hindi).

test.describe.configure({ timeout: 90_000 });

test('chips, search and the exam filter work together and survive a reload', async ({ page, context, request }) => {
  await signIn(context, await signUp(request));
  await page.goto('/dashboard/video');
  await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
  const lessons = page.getByRole('list', { name: 'Video lessons' }).getByRole('article');
  await expect(lessons).toHaveCount(8);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'QUANTITATIVE ABILITY' }).click();
  await expect(page).toHaveURL(/\?topic=quantitative_ability$/);
  await expect(lessons).toHaveCount(3);
  await page.getByLabel('Filter by exam').selectOption('rrb-ntpc-cbt-1');
  await expect(page).toHaveURL(/\?topic=quantitative_ability&exam=rrb-ntpc-cbt-1$/);
  await expect(lessons).toHaveCount(1);
  await expect(lessons.first()).toContainText('Time and work: the LCM method');

  await page.reload();
  await expect(page.getByRole('button', { name: 'QUANTITATIVE ABILITY' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Filter by exam')).toHaveValue('rrb-ntpc-cbt-1');
  await expect(lessons).toHaveCount(1);

  await page.getByLabel('Search lessons').fill('syllogism');
  await expect(page.getByText('No lessons match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard\/video$/);
  await expect(lessons).toHaveCount(8);

  await page.getByLabel('Search lessons').fill('syllogism');
  await expect(page).toHaveURL(/\?q=syllogism$/);
  await expect(lessons).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'ALL' })).toHaveAttribute('aria-pressed', 'true');
});

test('a lesson plays with captions, and the learner comes back to where they stopped', async ({ page, context, request }) => {
  const token = await signUp(request);
  await signIn(context, token);
  await page.goto('/dashboard/video/percentage-shortcuts');
  await expect(page.getByRole('heading', { level: 1, name: 'Percentage shortcuts' })).toBeVisible();
  const video = page.locator('video');
  await expect(video.locator('track')).toHaveCount(2);
  await expect(video.locator('track[srclang="en"]')).toHaveAttribute('default', '');
  await video.evaluate((element: HTMLVideoElement) =>
    element.readyState >= 1 ? undefined : new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true })),
  );
  expect(await video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(62);
  await expectNoAxeViolations(page);

  // The learner skips to 0:21 (the player saves a seek at once) and leaves.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 21;
  });
  const learner = communityApi(request, token);
  await expect.poll(async () => Math.round((await learner.progress('percentage-shortcuts')).lesson.progress?.position_seconds ?? 0)).toBe(21);

  await page.goto('/dashboard/video');
  const resume = page.getByRole('region', { name: 'Continue watching' });
  await expect(resume.getByText('Resume at 0:21')).toBeVisible();
  await resume.getByRole('link', { name: /Percentage shortcuts/ }).click();
  await expect(page.getByText('Resuming from 0:21')).toBeVisible();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.currentTime))).toBe(21);

  // Seeking on a phone asks for a part of the clip: the server answers with just that part.
  const part = await request.get('/lessons/percentage-shortcuts.webm', { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
});

test('a clip that cannot play says so, in Hindi', async ({ page, context, request }) => {
  await signIn(context, await signUp(request), 'hi');
  await page.route(/\/lessons\/.+\.(webm|mp4)$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/dashboard/video/subject-verb-agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'कर्ता और क्रिया का मेल' })).toBeVisible();
  await expect(page.getByText('यह वीडियो इस डिवाइस या कनेक्शन पर नहीं चल पा रहा। अपना कनेक्शन जाँचें और फिर से कोशिश करें।')).toBeVisible();
  await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await expect(page.locator('video track[srclang="hi"]')).toHaveAttribute('default', '');
});
