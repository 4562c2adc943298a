import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test } from './support';

const password = 'pariksha-2026';

/** A learner no other test uses: the same database serves every test. */
function newLearner(name = 'Asha Verma') {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { name, phone: '9876543210', email: `asha.${unique}@example.in`, password };
}

async function signUp(page: Page, learner: ReturnType<typeof newLearner>) {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(learner.name);
  await page.getByLabel('Phone Number').fill(learner.phone);
  await page.getByLabel('Email Address').fill(learner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
  await page.getByLabel('Confirm Password').fill(learner.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, learner: ReturnType<typeof newLearner>) {
  await page.getByLabel('Email Address').fill(learner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new learner signs up, is told who they are on /login, and reaches their courses', async ({ page, isMobile }) => {
  const learner = newLearner();
  await signUp(page, learner);
  await expect(page.getByText(`You are signed in as ${learner.name}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my courses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available Courses' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'My dashboard' }).click();
  await expect(page.getByText(learner.name).first()).toBeVisible();
  await expect(page.getByText('student', { exact: true }).first()).toBeVisible();
});

test('sign-up checks the form and shows the provider’s errors beside the form', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are required.' })).toBeVisible();

  const learner = newLearner();
  await page.getByLabel('Full Name').fill(learner.name);
  await page.getByLabel('Phone Number').fill(learner.phone);
  await page.getByLabel('Email Address').fill(learner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
  await page.getByLabel('Confirm Password').fill('something-else');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match.' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(learner.name);

  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
  await expectNoAxeViolations(page);
});

test('sign-up shows the password’s strength as it is typed and refuses a common one before sending it', async ({ page }) => {
  const learner = newLearner();
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/signup')) sent++;
  });
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(learner.name);
  await page.getByLabel('Phone Number').fill(learner.phone);
  await page.getByLabel('Email Address').fill(learner.email);
  const field = page.getByRole('textbox', { name: 'Password', exact: true });
  await field.fill('Password1');
  await expect(page.getByRole('status').filter({ hasText: 'Weak: a common password' })).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Password1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('This password is too common. Choose one that is hard to guess.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);

  await field.fill('asha.verma 9876543210');
  await expect(page.getByRole('status').filter({ hasText: 'Weak: it uses your name, e-mail or phone number' })).toBeVisible();
  await field.fill('saffron kites over the ghats');
  await expect(page.getByRole('status').filter({ hasText: 'Strong' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Confirm Password').fill('saffron kites over the ghats');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(sent).toBe(1);
});

test('a learner changes their password in Settings; a guessable one is refused with the reason', async ({ page }) => {
  const learner = newLearner();
  await signUp(page, learner);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  const next = page.getByRole('textbox', { name: 'New password', exact: true });
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(learner.password);
  await next.fill('12345678');
  await expect(page.getByRole('status').filter({ hasText: 'Weak: a common password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('12345678');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password is too common. Choose one that is hard to guess.')).toBeVisible();

  const newPassword = 'monsoon trains to Pune and back';
  await next.fill(newPassword);
  await expect(page.getByRole('status').filter({ hasText: 'Strong' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed. You have been logged out on your other devices.' })).toBeVisible();
  await expect(next).toHaveValue('');
  await expectNoAxeViolations(page);
});

test('an e-mail that already has an account gets the provider’s message', async ({ page, browser }) => {
  const learner = newLearner();
  const other = await browser.newContext();
  await signUp(await other.newPage(), learner);
  await other.close();

  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Phone Number').fill('9123456780');
  await page.getByLabel('Email Address').fill(learner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  const email = page.getByLabel('Email Address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('An account with this email already exists');
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(/\/signup$/);
  // What was typed stays; the passwords do not.
  await expect(page.getByLabel('Full Name')).toHaveValue('Someone Else');
  await expect(page.getByLabel('Phone Number')).toHaveValue('9123456780');
  await expect(email).toHaveValue(learner.email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(page.getByLabel('Confirm Password')).toHaveValue('');
});

test('sign-up checks the phone and e-mail before sending, with the provider’s words in Hindi', async ({ page, baseURL }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/signup')) sent++;
  });
  // A reader who chose Hindi earlier: the server draws the page in it, the browser keeps it.
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.addInitScript(() => window.localStorage.setItem('lang', 'hi'));
  await page.goto('/signup');
  await page.getByLabel('पूरा नाम').fill('आशा वर्मा');
  await page.getByLabel('फ़ोन नंबर').fill('98765');
  await page.getByLabel('ईमेल पता').fill('asha@example');
  await page.getByRole('textbox', { name: 'पासवर्ड', exact: true }).fill('saffron kites over the ghats');
  await page.getByLabel('पासवर्ड की पुष्टि करें').fill('saffron kites over the ghats');
  await page.getByRole('button', { name: 'साइन अप करें' }).click();
  await expect(page.getByText('10 अंकों का भारतीय मोबाइल नंबर लिखें।')).toBeVisible();
  await expect(page.getByText('सही ईमेल पता लिखें।')).toBeVisible();
  await expect(page.getByLabel('फ़ोन नंबर')).toBeFocused();
  await expect(page.getByLabel('फ़ोन नंबर')).toHaveValue('98765');
  expect(sent).toBe(0);
  await expectNoAxeViolations(page);
});

test('a wrong password shows one red message and clears the form', async ({ page, browser }) => {
  const learner = newLearner();
  const other = await browser.newContext();
  await signUp(await other.newPage(), learner);
  await other.close();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in all fields.' })).toBeVisible();
  await logIn(page, { ...learner, password: 'not-my-password' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('Google sign-in is not available yet', { exact: false })).toBeVisible();
});

test('a protected page sends a signed-out visitor to log in, then back to it', async ({ page, browser }) => {
  const learner = newLearner();
  const other = await browser.newContext();
  await signUp(await other.newPage(), learner);
  await other.close();

  await page.goto('/');
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, learner);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { name: learner.name })).toBeVisible();
  // History was replaced: Back leaves the dashboard instead of showing the login form again.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('the Dashboard link asks a signed-out visitor to log in and then opens their courses', async ({ page, browser, isMobile }) => {
  const learner = newLearner();
  const other = await browser.newContext();
  await signUp(await other.newPage(), learner);
  await other.close();

  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, learner);
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
});

test('a learner edits their profile and sees it saved', async ({ page }) => {
  const learner = newLearner('Ravi Kumar');
  await signUp(page, learner);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Ravi Kumar' })).toBeVisible();
  await expect(page.getByText('Courses Purchased')).toBeVisible();
  await expect(page.getByText('Gold Member')).toHaveCount(0);
  await expect(page.getByText('+91').first()).toBeVisible();

  await page.getByLabel('Last Name').fill('Yadav');
  const dob = page.getByRole('group', { name: 'Date of Birth' });
  await dob.getByRole('combobox', { name: 'Day' }).selectOption('15');
  await dob.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'August' });
  await dob.getByRole('combobox', { name: 'Year' }).selectOption('2004');
  await page.getByLabel('City').selectOption('Mumbai');
  await page.getByLabel('Post Code').fill('400001');
  await page.getByRole('button', { name: 'Update' }).click();
  // The toast says what was saved.
  await expect(page.getByText('Your name, date of birth, city and PIN code were saved.').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Academic Information' }).click();
  await expect(page.getByRole('group', { name: 'First qualification' })).toBeVisible();
  await page.getByLabel('Course').fill('B.Com');
  await page.getByLabel('Passing Year').selectOption('2024');
  await page.getByLabel('Institute').fill('Hindu College, Delhi');
  await page.getByLabel('Current Percentage').fill('78.5');
  await page.getByRole('button', { name: '+ Add More' }).click();
  await expect(page.getByRole('group', { name: 'Second qualification' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Second qualification' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Academic details saved.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ravi Kumar Yadav' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Mumbai');
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue('08');
  await page.getByRole('tab', { name: 'Academic Information' }).click();
  await expect(page.getByLabel('Institute')).toHaveValue('Hindu College, Delhi');
  await expectNoAxeViolations(page);
});

test('the language chosen in Settings follows the learner to another device', async ({ page, browser }) => {
  const learner = newLearner();
  await signUp(page, learner);
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Language Settings' })).toBeVisible();
  const choice = page.getByLabel('Choose your language');
  await expect(choice).toHaveValue('en');
  await choice.selectOption('hi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'भाषा सेटिंग्स' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  const device = await browser.newContext();
  const phone = await device.newPage();
  await phone.goto('/login');
  await logIn(phone, learner);
  await expect(phone).toHaveURL(/\/dashboard\/courses$/);
  await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(phone.getByRole('heading', { level: 1, name: 'कोर्स' })).toBeVisible();
  await device.close();
});

test('Log out asks first; Cancel keeps the session, Confirm ends it', async ({ page, isMobile }) => {
  const learner = newLearner();
  await signUp(page, learner);
  await page.goto('/dashboard/courses');
  const openLogout = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).first().click();
  };

  await openLogout();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to logout? You will need to login again to access your account.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  if (isMobile) await page.keyboard.press('Escape');

  await openLogout();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  // On a phone the header's links sit in the closed menu: present, not shown.
  await expect(page.getByRole('link', { name: 'Log in', includeHidden: true }).first()).toBeAttached();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/dashboard/courses');
  await expect(page).toHaveURL(/\/login$/);
});

test('a revoked or unknown token signs the learner out on the next request', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an exam’s Get Started leads a signed-out visitor through login to that category’s tests', async ({ page, browser }) => {
  const learner = newLearner();
  const other = await browser.newContext();
  await signUp(await other.newPage(), learner);
  await other.close();

  await page.goto('/');
  await page.getByRole('article', { name: 'SBI PO Prelims' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, learner);
  await expect(page).toHaveURL(/\/dashboard\/test-list\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Banking' })).toBeVisible();
  const card = page.getByRole('article', { name: 'SBI PO Prelims' });
  await expect(card).toContainText('100 Questions');
  await expect(card.getByRole('button', { name: /Take Test|Unlock/ })).toBeVisible();
});

test('a visitor’s free trial starts with their new account and shows on their profile', async ({ page }) => {
  await page.goto('/subscription-plans');
  const gold = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'GOLD' }) });
  await gold.getByRole('button', { name: 'Start 7 day free trial' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=\d+$/);
  const learner = newLearner('Meera Nair');
  await page.getByLabel('Full Name').fill(learner.name);
  await page.getByLabel('Phone Number').fill(learner.phone);
  await page.getByLabel('Email Address').fill(learner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(learner.password);
  await page.getByLabel('Confirm Password').fill(learner.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/profile');
  await expect(page.getByText('Gold Member')).toBeVisible();

  // A second trial of the same plan is refused with the provider's reason.
  await page.goto('/subscription-plans');
  await gold.getByRole('button', { name: 'Start 7 day free trial' }).click();
  await expect(page.getByText('You have already used your free trial of GOLD.')).toBeVisible();
});

test('Settings lists the signed-in devices, and signing out another one ends its session there', async ({ page, browser }) => {
  const learner = newLearner();
  await signUp(page, learner);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await logIn(otherPage, learner);
  await expect(otherPage).toHaveURL(/\/dashboard\/courses$/);

  await page.goto('/dashboard/settings');
  const devices = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toBeVisible();
  await expectNoAxeViolations(page);
  await devices.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The other device's next request finds its session over.
  await otherPage.goto('/dashboard/profile');
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
});

/** The confirmation link's path in the newest mail the e2e server wrote to `to` (DATA_DIR/mail, see the README). */
async function mailedLinkPath(to: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'mail');
  const suffix = `-${to.replace('@', '-')}.eml`;
  let text = '';
  await expect(async () => {
    const files = (await readdir(dir)).filter((file) => file.endsWith(suffix)).sort();
    const newest = files.at(-1);
    expect(newest).toBeDefined();
    text = await readFile(join(dir, newest ?? ''), 'utf8');
  }).toPass({ timeout: 5_000 });
  const match = /https?:\/\/[^/\s]+(\/confirm-email\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (match?.[1] === undefined) throw new Error(`no confirmation link in the mail to ${to}`);
  return match[1];
}

test('a learner changes their e-mail with their password and the link mailed to the new address', async ({ page }) => {
  const learner = newLearner();
  await signUp(page, learner);
  // Sign-up mailed a link too; until it is opened the profile asks for it.
  expect(await mailedLinkPath(learner.email)).toMatch(/^\/confirm-email\?token=/);
  await page.goto('/dashboard/profile');
  const emailField = page.getByLabel('Email Address');
  await expect(emailField).toHaveValue(learner.email);
  await expect(emailField).not.toBeEditable();
  await expect(page.getByText(`Confirm your e-mail: open the link we sent to ${learner.email}.`)).toBeVisible();

  const newEmail = learner.email.replace('asha.', 'moved.');
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('not my password');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(await mailedLinkPath(newEmail));
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
  await expect(page.getByText(`Your e-mail address is confirmed: ${newEmail}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(page.getByLabel('Email Address')).toHaveValue(newEmail);
  await expect(page.getByText('Confirm your e-mail:', { exact: false })).toHaveCount(0);
});
