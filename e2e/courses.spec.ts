import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { answerWith, apiPath, failWith, holdRequests, openWithoutServerData, scrollsSideways, test } from './support';

/** The course cards' names, in order (a retrying locator). */
const courseNames = (page: Page) => page.getByRole('tabpanel').getByRole('article').getByRole('heading');

test('lists every course with descriptions cut to 60 characters', async ({ page }) => {
  await page.goto('/course');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const cards = page.getByRole('tabpanel').getByRole('article');
  await expect(cards).toHaveCount(18);
  for (const text of await cards.locator('p').allInnerTexts()) {
    if (text.endsWith('...')) expect([...new Intl.Segmenter().segment(text.slice(0, -3))].length).toBeLessThanOrEqual(60);
  }
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
});

test('search, tabs and the state filter narrow and order the list, and live in the address', async ({ page }) => {
  await page.goto('/course');
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(18);

  await page.getByRole('tab', { name: 'Popular' }).click();
  await expect(page.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
  // By learners enrolled, counted: on this new site nobody has enrolled, so the provider's order stays.
  await expect(courseNames(page).first()).toHaveText('SBI PO & IBPS PO Prelims Course');

  await page.getByRole('tab', { name: 'Popular' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  await expect(courseNames(page).first()).toHaveText('NDA & NA 2027 Written Exam Course');
  await expect(page).toHaveURL(/tab=latest/);

  await page.getByLabel('Filter by State Exam').selectOption({ label: 'Uttar Pradesh' });
  await expect(courseNames(page)).toHaveText(['UP Police Constable 2027 Course', 'UPPSC PCS Prelims Course']);

  await page.getByLabel('Search courses by name').fill('pcs');
  await expect(courseNames(page)).toHaveText(['UPPSC PCS Prelims Course']);

  await page.getByLabel('Search courses by name').fill('no such course');
  await expect(page.getByText('No courses found')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search courses by name')).toHaveValue('no such course');
  await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
});

test('Get Started opens the course’s landing page', async ({ page }) => {
  await page.goto('/course');
  await page.getByRole('article', { name: 'NEET UG 2027 Course' }).getByRole('link', { name: /Get Started/ }).click();
  await expect(page).toHaveURL(/\/course\/neet-ug-2027$/);
  await expect(page.getByRole('heading', { level: 1, name: 'NEET UG 2027 Course' })).toBeVisible();
  await expect(page.getByText('For NEET Aspirants', { exact: false })).toBeVisible();
});

test('loading, error and empty states', async ({ page }) => {
  const release = await holdRequests(page, apiPath('getAllCourses'));
  await openWithoutServerData(page, '/course');
  await expect(page.getByText('Loading courses...')).toBeVisible();
  release();
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(18);

  await page.unroute(apiPath('getAllCourses'));
  await page.route(apiPath('getAllCourses'), failWith(500, 'Courses are resting'));
  await openWithoutServerData(page, '/course');
  await expect(page.getByText('Failed to load courses: Courses are resting')).toBeVisible();

  await page.unroute(apiPath('getAllCourses'));
  await page.route(apiPath('getAllCourses'), answerWith([]));
  await openWithoutServerData(page, '/course');
  await expect(page.getByText('No courses found')).toBeVisible();
});

test('the SBI PO landing page shows the course’s real numbers', async ({ page }) => {
  await page.goto('/sbi-po-exam');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('SBI PO');
  await expect(page.getByText('For Banking Aspirants')).toBeVisible();
  await expect(page.getByText('Starts on 14 Apr 2025 | Ends on 30 Jun 2027')).toBeVisible();
  const offer = page.getByRole('complementary', { name: 'Course price' });
  await expect(offer.getByText('NEW')).toBeVisible();
  // Counted: its two exams' mock tests, both free to take.
  await expect(offer).toContainText('2 TOTAL TESTS | 2 FREE Tests');
  await expect(offer).toContainText('Hindi, English');
  await expect(offer).toContainText('₹6,009');
  await expect(offer.locator('s, del')).toContainText('₹7,009');
  await expect(offer).toContainText('15% off');
  await expect(offer.getByRole('button', { name: 'Purchase Course' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  const features = page.getByRole('region', { name: 'Batch Features' });
  const tiles = features.getByRole('heading', { level: 3 });
  await expect(tiles).toHaveText(['2 mock tests', 'Rank and analysis', 'A solution for every question', 'Practice your weak topics', 'Hindi and English']);
  await expect(page.getByText('For NEET Aspirants')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an unknown course says the page was not found', async ({ page }) => {
  await page.goto('/course/no-such-course');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
