import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { answerAndNext, firstQuestionIds, jumpTo, keptOnDevice, learnerApi, questionHeading, savedChoices, savedTick } from './learners';
import { apiPath, test } from './support';

// Many learners share a phone with family or study on a coaching centre's: one signs out, the
// next signs in on the same tab. Nothing of the first may reach the second, on the page or in
// the browser's storage; the answers the first left unsent go to the server with their token.

const password = 'pariksha-2026';

interface Account {
  name: string;
  email: string;
  /** The sign-up's token, for the api calls the test checks the server with. */
  token: string;
  code: string;
}

/** A new learner and the referral code the server made them. */
async function newAccount(request: APIRequestContext, name: string): Promise<Account> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const email = `${name.split(' ')[0]?.toLowerCase()}.${unique}@example.in`;
  const signedUp = await request.post('/api/v1/signup', { data: { first_name: name, phone: '9812345670', email, password } });
  expect(signedUp.ok()).toBe(true);
  const { token } = ((await signedUp.json()) as { data: { token: string } }).data;
  const referral = await request.get('/api/v1/getReferral', { headers: { Authorization: `Bearer ${token}` } });
  expect(referral.ok()).toBe(true);
  return { name, email, token, code: ((await referral.json()) as { data: { referral: { code: string } } }).data.referral.code };
}

/** Moves within the app as its links do (no reload: whatever the tab holds stays). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function logIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email Address').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
}

/** A link of the dashboard's sidebar (a drawer on a phone). */
async function openFromSidebar(page: Page, isMobile: boolean, name: string): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: 'My dashboard' }).click();
  await page.getByRole('navigation', { name: 'Your dashboard' }).getByRole('link', { name }).click();
}

/** Everything this tab keeps in the browser: local and session storage, and IndexedDB's databases. */
function storedInBrowser(page: Page) {
  return page.evaluate(async () => ({
    local: { ...window.localStorage },
    session: { ...window.sessionStorage },
    databases: (await window.indexedDB.databases()).map((database) => database.name),
  }));
}

test('when one learner signs out and the next signs in on the same tab, nothing of the first is in the second’s pages or storage', async ({
  page,
  request,
  isMobile,
}) => {
  const asha = await newAccount(request, 'Asha Verma');
  const ravi = await newAccount(request, 'Ravi Kumar');
  const ashaApi = learnerApi(request, '', asha.token);
  const started = await ashaApi.start((await ashaApi.sscExam()).id);
  const [, secondQuestion] = firstQuestionIds(started, 2);

  // Asha signs in on the phone and takes her test: her first answer reaches the server, her
  // second is kept on the phone (the connection dropped).
  await page.goto('/login');
  await logIn(page, asha);
  const ashaPhoneToken = await page.evaluate(() => window.localStorage.getItem('token'));
  await goInApp(page, `/dashboard/aptitude?attempt=${started.attempt_id}`);
  await expect(questionHeading(page, 1)).toBeVisible();
  await answerAndNext(page, 0);
  await jumpTo(page, isMobile, 1);
  await expect(savedTick(page)).toBeVisible();
  await page.route(apiPath('saveResponses'), (route) => route.abort('internetdisconnected'));
  await jumpTo(page, isMobile, 2);
  await answerAndNext(page, 1);
  await jumpTo(page, isMobile, 2);
  await expect(keptOnDevice(page)).toBeVisible();

  // She leaves the test, looks at her referral code, and signs out once the connection is back.
  await goInApp(page, '/dashboard/refer');
  await expect(page.getByText(asha.code)).toBeVisible();
  await page.unroute(apiPath('saveResponses'));
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('alertdialog', { name: 'Confirm Logout' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Ravi signs in on the same tab through the header's Log in link.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, ravi);
  await openFromSidebar(page, isMobile, 'Refer friends');
  await expect(page.getByRole('heading', { level: 1, name: 'Refer friends' })).toBeVisible();
  await expect(page.getByText(ravi.code)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(asha.code);
  await expect(page.locator('body')).not.toContainText(asha.name);

  // Nothing of Asha's is kept in this browser: not her token, her test's journal, her code.
  const stored = await storedInBrowser(page);
  const everything = JSON.stringify(stored);
  for (const trace of [ashaPhoneToken ?? 'no token?', started.attempt_id, asha.code, asha.email, asha.name]) {
    expect(everything).not.toContain(trace);
  }
  expect(stored.local.token).toBeTruthy();
  expect(stored.databases).toEqual([]);

  // Her answer kept on the phone went to the server with her token before she was signed out.
  expect(savedChoices(await ashaApi.attempt(started.attempt_id))[secondQuestion ?? -1]).toBe(1);
});
