import { expect } from '@playwright/test';
import { test } from './support';

// Every count a learner reads is counted from what exists, and every promise is something the
// product does: each exam has one mock test (its paper), free when the exam is open to everyone;
// learners are counted from attempts, which other tests of the run make, so none is asserted here.

test('a test series page counts the mock tests that exist, and says free only of what is free', async ({ page }) => {
  await page.goto('/test-series/sbi-po-mock-test-series');
  await expect(page.getByRole('heading', { level: 1, name: 'SBI PO 2027 Mock Test Series' })).toBeVisible();
  const contents = page.getByRole('heading', { level: 2, name: 'What you get' }).locator('xpath=following-sibling::ul[1]');
  await expect(contents.getByRole('listitem')).toHaveText([
    '1 mock test, free to take',
    'On the exam’s own pattern and timing',
    'All-India rank and a worked solution for every question',
  ]);
  await expect(page.getByText('Every test in this series is free.')).toBeVisible();
  await expect(page.getByText(/798|Chapter Tests|Sectional Tests/)).toHaveCount(0);
  // Its learners are counted (other tests of this run may have started its test): never the seed's 5,600.
  await expect(page.getByText(/5,600|5600|5\.6k/)).toHaveCount(0);

  // A paid series for a locked exam whose paper is the general aptitude test says both.
  await page.goto('/test-series/rbi-grade-b-test-series');
  const paid = page.getByRole('heading', { level: 2, name: 'What you get' }).locator('xpath=following-sibling::ul[1]');
  await expect(paid.getByRole('listitem')).toHaveText([
    '1 mock test',
    'The general aptitude test: this exam’s own pattern is not ready yet',
    'All-India rank and a worked solution for every question',
  ]);
  await expect(page.getByText('Every test in this series is free.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Buy for/ })).toBeVisible();
});

test('the home page, a course and the plans make no claim the product cannot back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/10K\+|Trusted by/)).toHaveCount(0);
  const series = page.getByRole('region', { name: 'Popular Test Series' });
  await expect(series.getByRole('article')).toHaveCount(3);
  await expect(series.getByRole('article').first().getByRole('listitem').first()).toHaveText('1 mock test, free to take');
  await expect(series.getByText(/5\.6k users/)).toHaveCount(0);
  await expect(page.getByText('Free mock tests in every series')).toHaveCount(0);

  await page.goto('/sbi-po-exam');
  const offer = page.getByRole('complementary', { name: 'Course price' });
  await expect(offer).toContainText('2 TOTAL TESTS');
  await expect(offer).toContainText('2 FREE Tests');
  const tiles = page.getByRole('region', { name: 'Batch Features' });
  await expect(tiles.getByRole('heading', { level: 3, name: '2 mock tests' })).toBeVisible();
  // The page's own words (the footer's links are the spec's).
  await expect(page.getByRole('main').getByText(/Live|Sessions|mentor|PDF|769/)).toHaveCount(0);

  // SSC GD's mock test is, for now, the general aptitude test: its page says so beside the exam's own pattern.
  await page.goto('/exam/ssc-gd-constable');
  await expect(page.getByText(/Its mock test is, for now, our general aptitude test/)).toBeVisible();
  // NEET UG has a paper of its own now, and says nothing of the kind.
  await page.goto('/exam/neet-ug');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NEET');
  await expect(page.getByText(/general aptitude test/)).toHaveCount(0);
  await page.goto('/exam/sbi-po-prelims');
  await expect(page.getByRole('heading', { level: 1, name: 'SBI PO Prelims' })).toBeVisible();
  await expect(page.getByText(/general aptitude test/)).toHaveCount(0);

  await page.goto('/subscription-plans');
  const platinum = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'PLATINUM' }) });
  await expect(platinum).toContainText('Everything in GOLD');
  await expect(platinum).not.toContainText(/live|mentor|one-to-one|study plan/i);
  await expect(page.getByText('Most Popular')).toHaveCount(0);
});
