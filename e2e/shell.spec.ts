import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { scrollsSideways, test } from './support';

test('the header links reach every public page', async ({ page, isMobile }) => {
  await page.goto('/');
  // Laptops show the links in the bar; phones keep the same links in the menu.
  const links = async () => {
    if (!isMobile) return page.getByRole('banner');
    await page.getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog', { name: 'Menu' });
  };
  await (await links()).getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Pariksha' })).toBeVisible();
  await expect((await links()).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  if (isMobile) await page.keyboard.press('Escape');
  await (await links()).getByRole('link', { name: 'Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await (await links()).getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plans' })).toBeVisible();
  const account = await links();
  await expect(account.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('on a phone the menu slides in, leads to a page, and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Courses' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer.getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Pariksha' })).toBeVisible();
  await expect(drawer).toBeHidden();
  expect(await scrollsSideways(page)).toBe(false);
});

test('Search Exams finds exams and courses as you type, in English or Hindi, and opens the choice', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search Exams' });
  await search.fill('sbi po');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: /SBI PO Prelims/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /SBI PO & IBPS PO Prelims Course/ })).toBeVisible();

  await search.fill('');
  await search.fill('बैंक');
  await expect(listbox.getByRole('option').first()).toBeVisible();

  // The keyboard: the first result is the exam, and Enter opens its page.
  await search.fill('SBI PO');
  await expect(listbox.getByRole('option', { name: /SBI PO Prelims/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/exam\/sbi-po-prelims$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SBI PO Prelims' })).toBeVisible();

  // A tap on a course opens its landing page.
  await search.fill('SBI PO & IBPS');
  await listbox.getByRole('option', { name: /SBI PO & IBPS PO Prelims Course/ }).click();
  await expect(page).toHaveURL(/\/sbi-po-exam$/);
  await expect(page.getByText('Starts on 14 Apr 2025 | Ends on 30 Jun 2027')).toBeVisible();
});

test('a search with no match says so', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search Exams' }).fill('zzqx');
  await expect(page.getByText('No exams or courses match “zzqx”').first()).toBeVisible();
});

test('an exam found by search has its own page with its pattern and courses', async ({ page }) => {
  await page.goto('/exam/neet-ug');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NEET');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Courses for this exam' }).getByRole('article')).not.toHaveCount(0);
});

test('the about page shows the mission, what we do, and mentors with a picture for everyone', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Mission', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What We Do' })).toBeVisible();
  for (const item of ['Comprehensive Courses', 'Quality Content', 'Personalized Learning']) {
    await expect(page.getByRole('heading', { name: item })).toBeVisible();
  }
  const mentors = page.getByRole('region', { name: 'Our mentors' });
  await expect(mentors.getByRole('article').first()).toBeVisible();
  await mentors.scrollIntoViewIfNeeded();
  const broken = await mentors.locator('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).length,
  );
  expect(broken).toBe(0);
  await expectNoAxeViolations(page);
});

test('the footer has its groups and contact details', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const group of ['Learn More', 'Blogs', 'Contact Us', 'Social']) {
    await expect(footer.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /Test Series/ })).toHaveAttribute('href', '/test-series');
  await expect(footer.getByRole('link', { name: /support@pariksha.in/ })).toHaveAttribute('href', 'mailto:support@pariksha.in');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the footer’s FAQ link brings the home page’s questions into view, with the focus', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/#faq$/);
  // The questions sit below the fold, which the home page draws when the browser is idle: the
  // link must not wait for that.
  const questions = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(questions).toBeFocused();
  await expect(questions).toBeInViewport();
});
