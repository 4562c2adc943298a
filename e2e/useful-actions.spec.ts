import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support';

/** A new learner's token, from the api (the sign-up form itself is tested in accounts.spec.ts). */
async function newLearnerToken(request: APIRequestContext): Promise<string> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post('/api/v1/signup?lang=en', {
    data: { first_name: 'Kavya Rao', phone: '9876543210', email: `kavya.${unique}@example.in`, password: 'pariksha-2026' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Signs the browser in the way the app keeps a session: the token in local storage. */
async function signIn(page: Page, request: APIRequestContext) {
  const token = await newLearnerToken(request);
  await page.goto('/about');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

test('Get Started for FREE leads a visitor to sign up and a signed-in learner to their courses', async ({ page, request }) => {
  await page.goto('/');
  const cta = page.getByRole('link', { name: 'Get Started for FREE →' });
  await expect(cta).toHaveAttribute('href', '/signup');

  await signIn(page, request);
  await page.goto('/');
  await expect(cta).toHaveAttribute('href', '/dashboard/courses');
  await cta.click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
});

test('Purchase Course takes a signed-in learner to the checkout, a visitor to sign-up', async ({ page, request }) => {
  await page.goto('/sbi-po-exam');
  const purchase = page.getByRole('button', { name: 'Purchase Course' });
  await purchase.click();
  // A visitor signs up first, as before.
  await expect(page).toHaveURL(/\/signup\?course=/);

  await signIn(page, request);
  await page.goto('/sbi-po-exam');
  await purchase.click();
  await expect(page).toHaveURL(/\/dashboard\/checkout\?kind=course&slug=sbi-po-exam$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  // The same in Hindi.
  await page.goto('/sbi-po-exam');
  await page.evaluate(() => localStorage.setItem('lang', 'hi'));
  await page.reload();
  await page.getByRole('button', { name: 'कोर्स ख़रीदें' }).click();
  await expect(page.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
});

test('an unknown category offers the categories, not a Try again that fails again', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/dashboard/test-list/99999');
  await expect(page.getByRole('alert')).toContainText('Category not found.');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  const banking = page.getByRole('navigation', { name: 'Choose a category' }).getByRole('link', { name: 'Banking' });
  await banking.click();
  await expect(page).toHaveURL(/\/dashboard\/test-list\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
});

test('the test list leads back to the categories and shows locked exams as locked', async ({ page, request }) => {
  const answer = (await (await request.get('/api/v1/getAllCategories?lang=en')).json()) as {
    data: { data: { id: number; name: string }[] };
  };
  const banking = answer.data.data.find((item) => item.name === 'Banking');
  await signIn(page, request);
  await page.goto(`/dashboard/test-list/${banking?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();

  const take = page.getByRole('article', { name: 'SBI PO Prelims' }).getByRole('button', { name: 'Take Test' });
  const unlock = page.getByRole('button', { name: 'Unlock RBI Grade B Phase 1' });
  await expect(take).toBeVisible();
  await expect(unlock).toBeVisible();
  const look = (button: typeof take) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await look(unlock)).not.toBe(await look(take));

  await page.getByRole('link', { name: 'All categories' }).click();
  await expect(page).toHaveURL(/\/dashboard\/test$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Other Categories' })).toBeVisible();
});

test('a dismissed promo banner stays dismissed after a reload, without a flash or a jump', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  const banner = page.getByText('WELCOME10', { exact: true });
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss offer' }).click();
  await expect(banner).toBeHidden();

  // Watched from before the page's own scripts: whether any frame draws the strip (checked just
  // before each frame for two seconds), and every layout shift of the visit.
  await page.addInitScript(() => {
    const seen = window as unknown as { promoShown: boolean; layoutShift: number };
    seen.promoShown = false;
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.layoutShift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const until = performance.now() + 2000;
    const watch = () => {
      const code = [...document.querySelectorAll('strong')].find((element) => element.textContent === 'WELCOME10');
      if (code && code.getClientRects().length > 0) seen.promoShown = true;
      if (performance.now() < until) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to Pariksha/ })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.waitForTimeout(2000);
  const seen = await page.evaluate(() => {
    const { promoShown, layoutShift } = window as unknown as { promoShown: boolean; layoutShift: number };
    return { promoShown, layoutShift };
  });
  expect(seen.promoShown).toBe(false);
  expect(seen.layoutShift).toBeLessThan(0.01);
  expect(violations).toEqual([]);
});
