import { expect } from '@playwright/test';
import { test } from './support';

// The plan cards' words are the provider's data: in Hindi they come from the server in Hindi.
test('the plan cards read in Hindi once Hindi is chosen, and in English again after', async ({ page }) => {
  await page.goto('/subscription-plans');
  const gold = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'GOLD' }) });
  await expect(gold).toContainText('Most Popular');
  await expect(gold).toContainText('Every SSC, Banking and Railways exam in one pass.');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'सब्सक्रिप्शन प्लान' })).toBeVisible();
  // plan_name stays the code the cards are tinted by.
  await expect(gold).toContainText('सबसे लोकप्रिय');
  await expect(gold).toContainText('SSC, बैंकिंग और रेलवे की हर परीक्षा, एक ही पास में।');
  await expect(gold.getByRole('listitem').first()).toHaveText('SSC, बैंकिंग और रेलवे के सभी मॉक टेस्ट');
  const platinum = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'PLATINUM' }) });
  await expect(platinum).toContainText('सबसे फ़ायदेमंद');
  await expect(page.getByText('Most Popular')).toHaveCount(0);
  await expect(page.getByText('Best Value')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(gold).toContainText('Most Popular');
});
