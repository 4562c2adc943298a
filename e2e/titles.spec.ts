import { expect } from '@playwright/test';
import { test } from './support';

// Issue 11: every page names itself in the browser tab, in the reader's language, whether the
// server drew it or the browser moved to it.

test('each page sets its own title, after moving between pages and after switching to Hindi', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Mock tests and courses for India’s competitive exams — Pariksha');

  // A move inside the app, without a reload.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'About Us' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Pariksha' })).toBeVisible();
  await expect(page).toHaveTitle('About Us — Pariksha');

  // A data page: named from its data.
  await page.goto('/exam/sbi-po-prelims');
  await expect(page).toHaveTitle('SBI PO Prelims — Pariksha');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page).toHaveTitle('SBI PO प्रारंभिक परीक्षा — परीक्षा');

  await page.goto('/subscription-plans');
  await expect(page).toHaveTitle('सब्सक्रिप्शन प्लान — परीक्षा');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('पेज नहीं मिला — परीक्षा');
});

test('the server sends each page with its title in the page’s language', async ({ request }) => {
  const about = await (await request.get('/about')).text();
  expect(about).toContain('<title>About Us — Pariksha</title>');
  const hindi = await (await request.get('/exam/sbi-po-prelims', { headers: { cookie: 'lang=hi' } })).text();
  expect(hindi).toContain('<title>SBI PO प्रारंभिक परीक्षा — परीक्षा</title>');
  const missing = await request.get('/abuot');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>Page not found — Pariksha</title>');
});
