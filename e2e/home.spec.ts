import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { answerWith, apiPath, failWith, holdRequests, openWithoutServerData, scrollsSideways, test } from './support';

test('the home page shows every section with real data', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Pariksha/ })).toBeVisible();
  // Exact: the FAQ below the fold, drawn once the browser is idle, mentions the code too.
  await expect(page.getByText('WELCOME10', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started for FREE →' })).toHaveAttribute('href', '/signup');

  const hero = page.getByRole('region', { name: 'Pariksha at a glance' });
  await expect(hero.locator('img').first()).toBeVisible();

  const exams = page.getByRole('region', { name: 'Explore by Upcoming or Popular Exams' });
  await expect(exams.getByRole('button', { name: 'All Exams' })).toHaveAttribute('aria-pressed', 'true');
  await expect(exams.getByRole('button', { name: 'Banking' })).toBeVisible();
  await expect(exams.getByRole('article')).toHaveCount(6);
  await exams.getByRole('button', { name: /Show all \d+ exams/ }).click();
  expect(await exams.getByRole('article').count()).toBeGreaterThan(20);

  const series = page.getByRole('region', { name: 'Popular Test Series' });
  await expect(series.getByRole('article')).toHaveCount(3);
  // Counted from the papers that exist (true-counts.spec.ts has more).
  await expect(series.getByText('1 mock test, free to take').first()).toBeVisible();
  await expect(series.getByRole('link', { name: 'Explore Test Series' })).toBeVisible();

  const why = page.getByRole('region', { name: 'Why Choose Us' });
  for (const reason of ['India’s Top Faculty', 'Free Test Resources', 'Detailed Test Analysis']) {
    await expect(why.getByRole('heading', { name: reason })).toBeVisible();
  }

  const books = page.getByRole('region', { name: 'Popular Books' });
  await expect(books.getByRole('article')).toHaveCount(3);
  await expect(books.getByRole('link', { name: /Read Now/ }).first()).toBeVisible();

  const testimonials = page.getByRole('region', { name: 'What Our Students Say' });
  await expect(testimonials.getByRole('article').first()).toBeVisible();

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.getByRole('button').first();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);
});

test('the category filter shows one category’s exams, and All Exams brings every exam back', async ({ page }) => {
  await page.goto('/');
  const exams = page.getByRole('region', { name: 'Explore by Upcoming or Popular Exams' });
  const cards = exams.getByRole('article');
  await expect(cards).toHaveCount(6);

  await exams.getByRole('button', { name: 'Banking' }).click();
  await expect(exams.getByRole('button', { name: 'Banking' })).toHaveAttribute('aria-pressed', 'true');
  await expect(exams.getByRole('article', { name: 'SBI PO Prelims' })).toBeVisible();
  await expect(cards).toHaveCount(5);
  await expect(exams.getByRole('article', { name: 'SSC CGL Tier 1' })).toHaveCount(0);

  await exams.getByRole('button', { name: 'All Exams' }).click();
  await expect(cards).toHaveCount(6);
  await expect(exams.getByRole('button', { name: /Show all \d+ exams/ })).toBeVisible();
});

test('Highlight shows the exam’s pattern in a dialog that Escape closes', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('article', { name: 'SBI PO Prelims' });
  const highlight = card.getByRole('button', { name: 'Highlight' });
  await highlight.click();
  const dialog = page.getByRole('dialog', { name: 'SBI PO Prelims' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('Reasoning');
  await expect(dialog.getByRole('link', { name: 'Take a mock test' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(highlight).toBeFocused();
});

test('an exam’s Get Started leads to that exam’s tests', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('article', { name: 'SBI PO Prelims' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('test series and books open real pages; a sample chapter reads and downloads', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Popular Test Series' }).getByRole('link', { name: /View Test Series/ }).first().click();
  await expect(page).toHaveURL(/\/test-series\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mock Test Series');
  await expect(page.getByText('1 mock test, free to take').first()).toBeVisible();

  await page.goto('/');
  const books = page.getByRole('region', { name: 'Popular Books' });
  const download = books.getByRole('link', { name: /Download/ }).first();
  await expect(download).toHaveAttribute('download', /.*/);
  const file = await request.get((await download.getAttribute('href')) ?? '');
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('text/markdown');
  expect(await file.text()).toMatch(/^# /);

  await books.getByRole('link', { name: /Read Now/ }).first().click();
  await expect(page).toHaveURL(/\/library\/[a-z0-9-]+$/);
  await expect(page.getByRole('article', { name: 'Sample chapter' }).getByRole('heading', { level: 2 }).first()).toContainText('Chapter');
  await expect(page.getByRole('article', { name: 'Sample chapter' }).getByRole('table').first()).toBeVisible();
});

test('the contact block checks the number and sends it to the provider', async ({ page }) => {
  await page.goto('/');
  const contact = page.getByRole('form', { name: 'Contact Us' });
  await contact.getByLabel('Name').fill('Asha Verma');
  await contact.getByLabel('Phone Number').fill('12345');
  await contact.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(contact.getByText('Enter a 10-digit Indian mobile number.')).toBeVisible();

  await contact.getByLabel('Phone Number').fill('+91 98765 43210');
  await contact.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(/Our team will call you/).first()).toBeVisible();
});

test('switching to Hindi shows the home page in Hindi, with Hindi content from the provider', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Pariksha/ })).toBeVisible();
  const hindiExams = page.waitForRequest((r) => r.url().includes('/api/v1/getAllExams') && r.url().includes('lang=hi'));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await hindiExams;
  await expect(page.getByRole('heading', { level: 1, name: /परीक्षा में आपका स्वागत है/ })).toBeVisible();
  const exams = page.getByRole('region', { name: 'आगामी या लोकप्रिय परीक्षाएँ देखें' });
  await expect(exams.getByRole('button', { name: 'सभी परीक्षाएँ' })).toBeVisible();
  await expect(exams.getByRole('button', { name: 'बैंकिंग' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'अक्सर पूछे जाने वाले प्रश्न' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मुफ़्त में शुरू करें →' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('list states forced by the provider', () => {
  test('categories: "Loading categories..." while they are on their way', async ({ page }) => {
    const release = await holdRequests(page, apiPath('getAllCategories'));
    await openWithoutServerData(page, '/');
    await expect(page.getByText('Loading categories...')).toBeVisible();
    release();
    await expect(page.getByRole('button', { name: 'Banking' })).toBeVisible();
  });

  test('categories: "Error loading categories: {message}"', async ({ page }) => {
    await page.route(apiPath('getAllCategories'), failWith(500, 'Categories are resting'));
    await openWithoutServerData(page, '/');
    await expect(page.getByText('Error loading categories: Categories are resting')).toBeVisible();
  });

  test('no categories: "No categories found"', async ({ page }) => {
    await page.route(apiPath('getAllCategories'), answerWith({ data: [] }));
    await openWithoutServerData(page, '/');
    await expect(page.getByText('No categories found')).toBeVisible();
  });

  test('a category with no exams: "No exams found for this category."', async ({ page }) => {
    await page.route('**/api/v1/getExamsByCategory/**', answerWith([]));
    await openWithoutServerData(page, '/');
    await page.getByRole('button', { name: 'Teaching (CTET, State TETs)' }).click();
    await expect(page.getByText('No exams found for this category.')).toBeVisible();
  });

  test('exams, testimonials and FAQs show "Error: {message}" and recover on Try again', async ({ page }) => {
    let fail = true;
    for (const name of ['getAllExams', 'getAllTestimonials', 'getAllFaqs']) {
      await page.route(apiPath(name), (route) => (fail ? failWith(500, `${name} is down`)(route) : route.continue()));
    }
    await openWithoutServerData(page, '/');
    await expect(page.getByText('Error: getAllExams is down')).toBeVisible();
    await expect(page.getByText('Error: getAllTestimonials is down')).toBeVisible();
    await expect(page.getByText('Error: getAllFaqs is down')).toBeVisible();
    fail = false;
    await page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button').first()).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('empty testimonials and FAQs say so', async ({ page }) => {
    await page.route(apiPath('getAllTestimonials'), answerWith({ data: [] }));
    await page.route(apiPath('getAllFaqs'), answerWith([]));
    await openWithoutServerData(page, '/');
    await expect(page.getByText('No testimonials found.')).toBeVisible();
    await expect(page.getByText('No FAQs found.')).toBeVisible();
  });

  test('a list of the wrong shape stores the spec’s message', async ({ page }) => {
    await page.route(apiPath('getAllFaqs'), answerWith({ unexpected: true }));
    await openWithoutServerData(page, '/');
    await expect(page.getByText('Error: No FAQ data found')).toBeVisible();
  });
});
