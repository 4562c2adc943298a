import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn, signUp } from './learners';
import { test } from './support';

// The money path with no real money, in Chromium: a locked test opened by a plan's free trial; a
// test series bought with WELCOME10 through the TEST MODE payment page, shown paid in Orders with
// its receipt, and the code refused a second time; a failed payment that leaves the test locked
// (in Hindi); a friend who signs up with a learner's referral code.

// Each journey crosses several pages (and the refer one two browsers): more time than one page needs.
test.describe.configure({ timeout: 90_000 });

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function categoryId(request: APIRequestContext, name: string): Promise<number> {
  const answer = (await (await request.get('/api/v1/getAllCategories?lang=en')).json()) as { data: { data: { id: number; name: string }[] } };
  const category = answer.data.data.find((item) => item.name === name);
  if (category === undefined) throw new Error(`No category ${name}`);
  return category.id;
}

/** Checkout → TEST MODE payment page → Succeed or Fail; the page it ends on. */
async function payInTestMode(page: Page, outcome: 'Succeed' | 'Fail', words = { testMode: 'TEST MODE', pay: /^Pay / }) {
  await page.getByRole('button', { name: words.pay }).click();
  await expect(page).toHaveURL(/\/dashboard\/pay\/pay_test_[A-Za-z0-9_-]{24}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(words.testMode);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: outcome === 'Succeed' ? /^(Succeed|सफल करें)$/ : /^(Fail|विफल करें)$/ }).click();
}

test('a locked test leads to the plans with the exam named, and a GOLD trial opens it', async ({ page, context, request }) => {
  const token = await signUp(request);
  await signIn(context, token);
  await page.goto(`/dashboard/test-list/${await categoryId(request, 'SSC')}`);
  await page.getByRole('button', { name: 'Unlock SSC CPO Paper 1' }).click();

  await expect(page).toHaveURL(/\/subscription-plans\?exam=ssc-cpo-paper-1$/);
  await expect(page.getByText('GOLD and PLATINUM unlock SSC CPO Paper 1.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'SSC CPO Test Series' })).toBeVisible();
  const gold = page.getByRole('article', { name: 'GOLD' });
  await gold.getByRole('button', { name: 'Start 7 day free trial' }).click();

  // Back on its list, the test now opens.
  await expect(page).toHaveURL(/\/dashboard\/test-list\/\d+$/);
  const card = page.getByRole('article', { name: 'SSC CPO Paper 1' });
  await card.getByRole('button', { name: 'Take Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-instruction\\?attempt=${uuid}$`));

  // The profile names the plan, and the trial is listed with the orders.
  await page.goto('/dashboard/profile');
  await expect(page.getByText('Gold Member')).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders and Billings' })).toBeVisible();
  await expect(page.getByText('Here you can view your order history and billing details.')).toBeVisible();
  await expect(page.getByText('Gold free trial')).toBeVisible();
  await expect(page.getByText('Trial active')).toBeVisible();
});

test('BASIC’s trial asks which locked exam it unlocks, and opens only that one', async ({ page, context, request }) => {
  const token = await signUp(request);
  await signIn(context, token);
  // Without an exam named, the plans page does not download every exam; BASIC's question does.
  const examLists: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/v1/getAllExams')) examLists.push(sent.url());
  });
  await page.goto('/subscription-plans');
  const basic = page.getByRole('article', { name: 'BASIC' }).getByRole('button', { name: 'Start 7 day free trial' });
  await expect(basic).toBeVisible();
  expect(examLists).toEqual([]);
  await basic.click();
  const dialog = page.getByRole('dialog', { name: 'Which exam should BASIC unlock?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start free trial' }).click();
  await expect(dialog.getByText('Choose the exam BASIC will unlock.')).toBeVisible();
  await dialog.getByLabel('Exam').selectOption({ label: 'CDS (I)' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Start free trial' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/test-list/${await categoryId(request, 'Defence & Police')}$`));
  await expect(page.getByRole('article', { name: 'CDS (I)' }).getByRole('button', { name: 'Take Test' })).toBeVisible();
  // Only the one exam: another locked exam stays locked.
  await page.goto(`/dashboard/test-list/${await categoryId(request, 'SSC')}`);
  await expect(page.getByRole('button', { name: 'Unlock SSC CPO Paper 1' })).toBeVisible();
});

test('a test series bought with WELCOME10 is paid with 10% off, has a receipt, and the code works only once', async ({ page, context, request }) => {
  const token = await signUp(request);
  await signIn(context, token);
  await page.goto('/test-series/ssc-cpo-test-series');
  await page.getByRole('link', { name: 'Buy for ₹599' }).click();

  await expect(page).toHaveURL(/\/dashboard\/checkout\?kind=test_series&slug=ssc-cpo-test-series$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('SSC CPO Test Series')).toBeVisible();
  await page.getByLabel('Promo code').fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('WELCOME10 applied')).toBeVisible();
  await expect(page.getByText('−₹59.90').or(page.getByText('-₹59.90'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹539.10' })).toBeVisible();
  await expectNoAxeViolations(page);
  await payInTestMode(page, 'Succeed');

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeFocused();
  await page.getByRole('link', { name: 'Go to mock tests' }).click();
  await expect(page.getByRole('article', { name: 'SSC CPO Paper 1' }).getByRole('button', { name: 'Take Test' })).toBeVisible();

  await page.goto('/dashboard/orders');
  const row = page.getByRole('row').filter({ hasText: 'SSC CPO Test Series' }).or(page.getByRole('listitem').filter({ hasText: 'SSC CPO Test Series' }));
  await expect(row.first()).toContainText('₹539.10');
  await expect(row.first()).toContainText('WELCOME10 · saved ₹59.90');
  await expect(row.first()).toContainText('Paid');
  await expectNoAxeViolations(page);
  await row.first().getByRole('link', { name: /Receipt/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/\d+\/receipt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await expect(page.getByText('TEST MODE — no money was taken')).toBeVisible();
  await expect(page.getByText('₹539.10').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The code was spent: another series refuses it, saying why.
  await page.goto('/dashboard/checkout?kind=test_series&slug=rbi-grade-b-test-series');
  await page.getByLabel('Promo code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(/already used WELCOME10/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹799' })).toBeVisible();
});

test('a failed payment charges nothing and leaves the test locked (in Hindi)', async ({ page, context, request }) => {
  const token = await signUp(request);
  await signIn(context, token, 'hi');
  await page.goto('/dashboard/checkout?kind=test_series&slug=rrb-je-test-series');
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await payInTestMode(page, 'Fail', { testMode: 'टेस्ट मोड', pay: /भुगतान करें$/ });
  await expect(page.getByRole('heading', { name: 'भुगतान विफल रहा' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'फिर से कोशिश करें' })).toHaveAttribute('href', '/dashboard/checkout?kind=test_series&slug=rrb-je-test-series');

  await page.goto(`/dashboard/test-list/${await categoryId(request, 'Railways')}`);
  await expect(page.getByRole('article', { name: 'RRB JE CBT 1' }).getByRole('button', { name: /अनलॉक/ })).toBeVisible();
  await page.goto('/dashboard/orders');
  await expect(page.getByText('विफल', { exact: true }).first()).toBeVisible();
});

test('a friend who signs up with a learner’s referral link is counted on the learner’s Refer page', async ({ browser, page, context, request }) => {
  const token = await signUp(request);
  await signIn(context, token);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard/refer');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer friends' })).toBeVisible();
  await expect(page.getByText('No friends have joined with your code yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Referral code copied to clipboard!')).toBeVisible();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  expect(code).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  const link = await page.getByLabel('Your share link').inputValue();
  expect(link).toMatch(new RegExp(`/signup\\?ref=${code}$`));
  await expectNoAxeViolations(page);

  // The friend, in a browser of their own, opens the link: the code is filled in.
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await friendPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(friendPage.getByLabel('Referral code (optional)')).toHaveValue(code);
  await friendPage.getByLabel('Full Name').fill('Meena Sharma');
  await friendPage.getByLabel('Phone Number').fill('9898989898');
  await friendPage.getByLabel('Email Address').fill(`meena.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.in`);
  await friendPage.getByRole('textbox', { name: 'Password', exact: true }).fill('pariksha-2026');
  await friendPage.getByLabel('Confirm Password').fill('pariksha-2026');
  await friendPage.getByRole('button', { name: 'Sign up' }).click();
  await expect(friendPage).toHaveURL(/\/login$/);
  await friend.close();

  await page.reload();
  await expect(page.getByText('1 friend joined')).toBeVisible();
});
