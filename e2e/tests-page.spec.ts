import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn, signUp } from './learners';
import { test } from './support';

// The Tests page (/dashboard/test): the categories under 'Popular Exams' and 'Other Categories',
// 'Search by Keywords' in English and Hindi, and the way from a category to a started test.

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The category names a section's cards show, in order. */
function cardNames(page: Page, heading: string): Promise<string[]> {
  const section = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
  return section.getByRole('heading', { level: 3 }).allTextContents();
}

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

async function expectTouchTarget(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('a learner finds a category on the Tests page, searches in English and Hindi, and reaches a test’s instructions', async ({ page, context, request, isMobile }) => {
  await signIn(context, await signUp(request, ''));
  await page.goto('/dashboard/test');
  await expect(page.getByRole('heading', { level: 1, name: 'Practise on a screen like the real exam' })).toBeVisible();

  // Popular is counted from the courses' enrolments: on this new site nobody has enrolled (no test
  // here buys a course), so no category is called popular and every one is under Other Categories.
  await expect.poll(() => cardNames(page, 'Other Categories')).toEqual([
    'Banking',
    'SSC',
    'Railways',
    'Defence & Police',
    'Civil Services (UPSC & State PSC)',
    'Engineering (JEE)',
    'Medical (NEET)',
    'Board Exams (CBSE 10 & 12)',
    'Teaching (CTET, State TETs)',
  ]);
  await expect(page.getByRole('heading', { level: 2, name: 'Popular Exams' })).toHaveCount(0);
  await expectTouchTarget(page.getByRole('link', { name: 'Explore Now: Railways' }));
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  if (!isMobile) {
    // The dashboard's sidebar leads here and marks it as the page shown.
    await expect(page.getByRole('navigation', { name: 'Your dashboard' }).getByRole('link', { name: 'Tests' })).toHaveAttribute('aria-current', 'page');
  }

  const box = page.getByRole('searchbox', { name: 'Search by Keywords' });
  const status = page.getByRole('status').filter({ hasText: /Found for|Nothing matches/ });
  await box.fill('ssc');
  await expect(status).toHaveText(/^Found for “ssc”: 1 category and \d+ exams\.$/);
  await expect(page.getByRole('link', { name: 'Explore Now: SSC' })).toBeVisible();
  await expect(page.getByRole('link', { name: /SSC CGL Tier 1/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular Exams' })).toBeHidden();
  const english = (await status.textContent()) ?? '';
  // A learner typing the acronym in Devanagari finds the same.
  await box.fill('एसएससी');
  await expect(status).toHaveText(english.replace('“ssc”', '“एसएससी”'));
  await box.fill('बैंक');
  await expect(page.getByRole('link', { name: 'Explore Now: Banking' })).toBeVisible();
  await box.fill('zoology olympiad');
  await expect(status).toHaveText(/^Nothing matches “zoology olympiad”/);
  await expectNoAxeViolations(page);

  // An exam found leads to its category's tests.
  await box.fill('cgl');
  await page.getByRole('link', { name: /SSC CGL Tier 1/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/test-list\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SSC' })).toBeVisible();

  // Back on the Tests page, Explore Now opens a category, and Take Test its instructions.
  await page.getByRole('link', { name: 'All categories' }).click();
  await expect(page).toHaveURL(/\/dashboard\/test$/);
  await page.getByRole('link', { name: 'Explore Now: Railways' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Railways' })).toBeVisible();
  await page.getByRole('article', { name: 'RRB NTPC CBT 1' }).getByRole('button', { name: 'Take Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-instruction\\?attempt=${uuid}$`));
});

test('the Tests page speaks Hindi, and its search finds Hindi names', async ({ page, context, request }) => {
  await signIn(context, await signUp(request, ''));
  await context.addInitScript(() => window.localStorage.setItem('lang', 'hi'));
  await page.goto('/dashboard/test');
  await expect(page.getByRole('heading', { level: 1, name: 'असली परीक्षा जैसी स्क्रीन पर अभ्यास करें' })).toBeVisible();
  // Nobody has enrolled on this new site: no category is called popular (लोकप्रिय).
  await expect.poll(() => cardNames(page, 'अन्य श्रेणियाँ')).toHaveLength(9);
  expect((await cardNames(page, 'अन्य श्रेणियाँ')).slice(0, 3)).toEqual(['बैंकिंग', 'SSC (कर्मचारी चयन आयोग)', 'रेलवे']);
  await expect(page.getByRole('heading', { level: 2, name: 'लोकप्रिय परीक्षाएँ' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const box = page.getByRole('searchbox', { name: 'कीवर्ड से खोजें' });
  await box.fill('रेलवे');
  await expect(page.getByRole('status').filter({ hasText: '“रेलवे” के लिए मिलीं' })).toBeVisible();
  // An English word finds the same for a Hindi reader.
  await box.fill('railway');
  await page.getByRole('link', { name: 'अभी देखें: रेलवे' }).click();
  await expect(page).toHaveURL(/\/dashboard\/test-list\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'रेलवे' })).toBeVisible();
});
