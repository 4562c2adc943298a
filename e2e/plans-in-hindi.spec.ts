import { expect } from '@playwright/test';
import { test } from './support';

// The plan cards' words are the provider's data: in Hindi they come from the server in Hindi.
test('the plan cards read in Hindi once Hindi is chosen, and in English again after', async ({ page }) => {
  await page.goto('/subscription-plans');
  const gold = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'GOLD' }) });
  await expect(gold).toContainText('Recommended');
  await expect(gold).toContainText('Every locked SSC, Banking and Railways mock test, now and as we add them.');

  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'सब्सक्रिप्शन प्लान' })).toBeVisible();
  // plan_name stays the code the cards are tinted by.
  await expect(gold).toContainText('सुझाया गया');
  await expect(gold).toContainText('SSC, बैंकिंग और रेलवे का हर लॉक मॉक टेस्ट, अभी के और आगे जुड़ने वाले भी।');
  await expect(gold.getByRole('listitem').first()).toHaveText('SSC, बैंकिंग और रेलवे के सभी लॉक मॉक टेस्ट खुलते हैं');
  const platinum = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'PLATINUM' }) });
  await expect(platinum).toContainText('सभी परीक्षाएँ');
  await expect(page.getByText('Recommended')).toHaveCount(0);
  await expect(page.getByText('All exams')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(gold).toContainText('Recommended');
});
