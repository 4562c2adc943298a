import { expect } from '@playwright/test';
import { openWithoutServerData, test } from './support';

test('switching to Hindi changes the interface, <html lang> and the lang of requests, and is remembered', async ({ page }) => {
  await page.goto('/subscription-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('en');

  const hindiPlans = page.waitForRequest((request) => request.url().includes('/api/v1/getAllSubscriptions') && request.url().includes('lang=hi'));
  await language.selectOption('hi');
  await hindiPlans;
  await expect(page.getByRole('heading', { level: 1, name: 'सब्सक्रिप्शन प्लान' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'वार्षिक' })).toBeChecked();
  await expect(page.getByText('/वर्ष').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'सब्सक्रिप्शन प्लान' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
});

test('the language dropdown shows "Error" and is disabled when the languages cannot be loaded', async ({ page }) => {
  await page.route('**/api/v1/getAllLanguages*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await openWithoutServerData(page, '/');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeDisabled();
  await expect(language).toContainText('Error');
});
