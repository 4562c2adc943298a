import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { scrollsSideways, test } from './support';

// Issue 11: Enter in the header search opens a results page; a mistyped address suggests the
// page that was meant.

test('Enter in the header search without choosing a suggestion opens the results page', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search Exams' });
  await search.fill('sbi');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sbi$/);
  await expect(page).toHaveTitle('Results for “sbi” — Pariksha');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const exams = page.getByRole('region', { name: /^Exams/ });
  await expect(exams.getByRole('heading', { level: 2 })).toHaveText(/Exams \(\d+\)/);
  await expect(page.getByRole('region', { name: /^Courses/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Test Series/ })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  await exams.getByRole('link', { name: /SBI PO Prelims/ }).click();
  await expect(page).toHaveURL(/\/exam\/sbi-po-prelims$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SBI PO Prelims' })).toBeVisible();
});

test('the results page has its own search box, and says so when nothing matches', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByText('Type the name of an exam, course, test series or book, in English or Hindi.')).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search exams, courses, test series and books' });
  await box.fill('zzqx');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzqx$/);
  await expect(page.getByText('No exams, courses, test series or books match “zzqx”')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Courses', exact: true })).toBeVisible();

  // A Hindi word finds the banking items, books among them.
  await box.fill('बैंकिंग');
  await box.press('Enter');
  await expect(page.getByRole('region', { name: /^Books/ }).getByRole('link').first()).toBeVisible();
});

test('a mistyped address offers the page that was meant beside the way home', async ({ page }) => {
  const response = await page.goto('/abuot');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const nearest = page.getByRole('navigation', { name: 'Were you looking for one of these?' });
  await expect(nearest.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await nearest.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Pariksha' })).toBeVisible();

  await page.goto('/zzqx-wxyz');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Were you looking for one of these?' })).toHaveCount(0);
});
