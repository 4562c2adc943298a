import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openWithoutServerData, test } from './support';

const plansApi = '**/api/v1/getAllSubscriptions*';

async function openPlans(page: Page) {
  await page.goto('/subscription-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
}

test('shows the plans from the database, billed annually by default', async ({ page }) => {
  await openPlans(page);
  await expect(page.getByText("Take a look at our plans - there's something for everyone")).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'GOLD' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PLATINUM' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Annually' })).toBeChecked();
  for (const card of await cards.all()) {
    await expect(card).toContainText('/year');
    await expect(card).toContainText('₹');
    await expect(card.getByRole('button', { name: 'Start 7 day free trial' })).toBeVisible();
    await expect(card.getByRole('listitem').first()).toBeVisible();
  }
});

test('switching to Monthly changes every price and unit, and back', async ({ page }) => {
  await openPlans(page);
  const gold = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'GOLD' }) });
  const annualText = await gold.innerText();
  const annualPrice = annualText.match(/₹[\d,]+/)?.[0];
  expect(annualPrice).toBeTruthy();

  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(gold).toContainText('/month');
  await expect(gold).not.toContainText('/year');
  const monthlyPrice = (await gold.innerText()).match(/₹[\d,]+/)?.[0];
  expect(monthlyPrice).toBeTruthy();
  expect(monthlyPrice).not.toBe(annualPrice);
  await expect(page.getByText('/year')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Annually' }).click();
  await expect(gold).toContainText(`${annualPrice}`);
  await expect(gold).toContainText('/year');
});

test('the billing period can be changed with the keyboard alone', async ({ page }) => {
  await openPlans(page);
  await page.getByRole('radio', { name: 'Annually' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(page.getByText('/month').first()).toBeVisible();
});

test('shows the loading text while the plans are on their way', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(plansApi, async (route) => {
    await held;
    await route.continue();
  });
  await openWithoutServerData(page, '/subscription-plans');
  await expect(page.getByText('Loading subscription plans...')).toBeVisible();
  release();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('shows "Error: {message}" in red when the provider fails, and recovers on Try again', async ({ page }) => {
  let fail = true;
  await page.route(plansApi, async (route) => {
    if (!fail) return route.continue();
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ result: 0, msg: 'Server error. Please try again later.', error: 'Plans are unavailable', code: 'internal' }),
    });
  });
  await openWithoutServerData(page, '/subscription-plans');
  const error = page.getByText('Error: Plans are unavailable');
  await expect(error).toBeVisible();
  const colour = await error.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = colour.match(/\d+/g)!.map(Number) as [number, number, number];
  expect(r).toBeGreaterThan(g + 60);
  expect(r).toBeGreaterThan(b + 60);
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Server error. Please try again later.' }).first()).toBeVisible();

  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
});

test('shows the network error when the connection drops', async ({ page }) => {
  await page.route(plansApi, (route) => route.abort('internetdisconnected'));
  await openWithoutServerData(page, '/subscription-plans');
  await expect(page.getByText('Error: Network error', { exact: true })).toBeVisible();
  await expect(page.getByText('Network error. Please check your connection.')).toBeVisible();
});

test('shows the empty text when there are no plans', async ({ page }) => {
  await page.route(plansApi, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result: 1, data: [] }) }),
  );
  await openWithoutServerData(page, '/subscription-plans');
  await expect(page.getByText('No subscription plans found.')).toBeVisible();
});

test('a reload of the client-side route loads the page again', async ({ page }) => {
  await openPlans(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
});

test('the plans fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openPlans(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
});

test('the plans page has no WCAG 2.2 AA violations that axe can find', async ({ page }) => {
  await openPlans(page);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'Monthly' }).click();
  await expectNoAxeViolations(page);
});
