import { expect, type Page } from '@playwright/test';
import { appReady, holdRequests, test } from './support';

// These tests look at the pages as the server sends them, before (or without) any JavaScript.
test.use({ waitForApp: false });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page arrives with its hero, its first picture and the exams from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to Pariksha/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started for FREE →' })).toHaveAttribute('href', '/signup');
    const hero = page.getByRole('region', { name: 'Pariksha at a glance' });
    await expect(hero.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    const exams = page.getByRole('region', { name: 'Explore by Upcoming or Popular Exams' });
    await expect(exams.getByRole('button', { name: 'Banking' })).toBeVisible();
    await expect(exams.getByRole('article')).toHaveCount(6);
  });

  test('the courses page and the about page arrive with their lists', async ({ page }) => {
    await page.goto('/course');
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(18);
    await page.goto('/about');
    await expect(page.getByRole('region', { name: 'Our mentors' }).getByRole('article').first()).toBeVisible();
  });

  test('a Hindi reader gets the page in Hindi, with Hindi content and <html lang="hi">', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: /परीक्षा में आपका स्वागत है/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'बैंकिंग' })).toBeVisible();
  });

  test('an unknown address is a 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('log-in, sign-up and the dashboard are left to the browser', async ({ page }) => {
    for (const path of ['/login', '/signup', '/dashboard/courses']) {
      await page.goto(path);
      await expect(page.locator('#root')).toBeEmpty();
    }
  });
});

/** Console errors and page errors, such as React's report of HTML it could not take over. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Tags the page's first <h1> as soon as the parser makes it, before any script of the app runs. */
async function tagFirstHeading(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (heading) {
        heading.setAttribute('data-from-server', '');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

for (const [path, language, heading] of [
  ['/', 'en', /Welcome to Pariksha/],
  ['/', 'hi', /परीक्षा में आपका स्वागत है/],
  ['/course', 'en', /Courses/],
  ['/about', 'hi', /परीक्षा/],
  ['/sbi-po-exam', 'en', /SBI PO/],
] as const) {
  test(`the app takes over ${path} in ${language} as the server drew it, without drawing it again`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (language === 'hi') {
      await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
      await context.addInitScript(() => window.localStorage.setItem('lang', 'hi'));
    }
    const errors = collectErrors(page);
    await tagFirstHeading(page);
    await page.goto(path);
    await appReady(page);
    const title = page.getByRole('heading', { level: 1, name: heading });
    await expect(title).toBeVisible();
    // The very element the parser made is still there: React adopted it instead of replacing it.
    await expect(title).toHaveAttribute('data-from-server', '');
    expect(errors).toEqual([]);
  });
}

test('the app takes over and works: a category chip filters the exams', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const exams = page.getByRole('region', { name: 'Explore by Upcoming or Popular Exams' });
  await exams.getByRole('button', { name: 'Banking' }).click();
  await expect(exams.getByRole('button', { name: 'Banking' })).toHaveAttribute('aria-pressed', 'true');
});

test('a form the server drew does not submit the browser’s way before the app is there', async ({ page }) => {
  // The app's entry script waits until the test lets it through.
  const releaseScripts = await holdRequests(page, '**/assets/index-*.js');
  // Not 'load': the held script keeps the page loading.
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const contact = page.getByRole('form', { name: 'Contact Us' });
  await contact.getByLabel('Name').fill('Asha Verma');
  await contact.getByLabel('Phone Number').fill('9876543210');
  await contact.getByRole('button', { name: 'SUBMIT' }).click();
  // No reload with the details in the address.
  await expect(page).toHaveURL(/\/about$/);
  releaseScripts();
  await appReady(page);
  await expect(page).toHaveURL(/\/about$/);
});

test('a picture that failed before the app arrived still gets its fallback', async ({ page }) => {
  const missing = '/images/mentors/neha-agarwal.svg';
  await page.route(`**${missing}`, (route) => route.fulfill({ status: 404, body: '' }));
  // The app's entry script waits until the test lets it through.
  const releaseScripts = await holdRequests(page, '**/assets/index-*.js');
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const mentors = page.getByRole('region', { name: 'Our mentors' });
  await mentors.scrollIntoViewIfNeeded();
  const picture = mentors.locator(`img[src="${missing}"]`);
  // Failed while the app's scripts were still held back.
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 0))
    .toBe(true);
  releaseScripts();
  await appReady(page);
  await expect(picture).toHaveCount(0);
  const broken = await mentors.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).length,
  );
  expect(broken).toBe(0);
});
