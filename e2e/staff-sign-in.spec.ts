import { rmSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { signIn, signUp } from './learners';
import { killLeftoverServers } from './servers';
import { nextTotpStep, staffEmail, staffPassword, startServerWithStaff, totpCode } from './staff';
import { test } from './support';

// The first admin's way in: the staff command's link, a password, the authenticator app set up
// with recovery codes, a second sign-in with a code, the audit log. And the studio's door stays
// shut to learners and visitors. The test starts a server of its own (the command needs the
// embedded database to itself), on a port per project so both projects can run at once.

test.describe.configure({ timeout: 180_000 });

async function logIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(staffPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('an admin added by the command sets a password, enrols a second factor, signs in again with a code and reads the audit log', async ({ page, request }, testInfo) => {
  const port = e2ePort + (testInfo.project.name === 'phone' ? 5 : 6);
  const email = staffEmail('meera');
  const { server, dataDir, links } = await startServerWithStaff(port, [{ email, role: 'admin' }]);
  try {
    const base = server.url;
    const link = new URL(links[0] ?? '');
    expect(link.pathname).toBe('/studio/set-password');

    await test.step('the link sets the password', async () => {
      await page.goto(`${base}${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { name: 'Set your team password' })).toBeVisible();
      // The studio is built apart from the learners' site: its stylesheet draws its frame with the
      // same theme (a header on the brand's dark colour, not the page's).
      const header = page.getByRole('banner');
      await expect(header).toHaveCSS('background-color', 'rgb(43, 48, 80)');
      await expect(header.getByRole('link', { name: 'Pariksha Studio' })).toHaveCSS('color', 'rgb(255, 255, 255)');
      await page.getByLabel('New password').fill(staffPassword);
      await page.getByLabel('Type it again').fill(staffPassword);
      await page.getByRole('button', { name: 'Set my password' }).click();
      await expect(page.getByText(`Your password is set for ${email}.`)).toBeVisible();
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    let secret = '';
    await test.step('the first sign-in sets up the authenticator app and shows the recovery codes once', async () => {
      await logIn(page, base, email);
      await page.getByRole('button', { name: 'Set it up now' }).click();
      await expect(page).toHaveURL(/\/studio\/security$/);
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
      secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      expect(secret.replace(/\s+/g, '')).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel('6-digit code').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
      const codes = page.getByTestId('recovery-codes').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download the codes' }).click();
      expect((await download).suggestedFilename()).toBe('pariksha-recovery-codes.txt');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect(page.getByRole('heading', { name: /^Namaste,/ })).toBeVisible();
      await expect(page.getByText(`You are signed in as ${email}, with the role Admin.`)).toBeVisible();
    });

    await test.step('signed out, the admin signs in again with a code from the app', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      // The enrolment's code was this step's; each step's code signs in once.
      await nextTotpStep();
      await logIn(page, base, email);
      await page.getByLabel('6-digit code').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/studio$/);
    });

    await test.step('the audit log lists what happened', async () => {
      await page.getByRole('link', { name: 'Audit log' }).first().click();
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      const entries = page.getByRole('table', { name: 'Audit log entries' });
      await expect(entries.getByText('staff.add')).toBeVisible();
      await expect(entries.getByText('staff.second_factor_enrol')).toBeVisible();
      await page.getByRole('textbox', { name: 'Action', exact: true }).fill('staff.add');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/action=staff\.add/);
      await expect(entries.getByText('staff.second_factor_enrol')).toHaveCount(0);
    });

    await test.step('a learner and a visitor are refused the studio', async () => {
      const learner = await page.context().browser()!.newContext({ baseURL: base, viewport: page.viewportSize() ?? undefined });
      try {
        await signIn(learner, await signUp(request, base));
        const learnerPage = await learner.newPage();
        await learnerPage.goto(`${base}/studio/audit`);
        await expect(learnerPage.getByRole('heading', { name: 'This area is for the Pariksha team' })).toBeVisible();
        await expect(learnerPage.getByText('You are signed in with a learner’s account.', { exact: false })).toBeVisible();
        await expect(learnerPage.getByRole('link', { name: 'Go to my courses' })).toBeVisible();
        expect((await request.get(`${base}/api/v1/studio/audit`)).status()).toBe(401);
      } finally {
        await learner.close();
      }
      const visitor = await page.context().browser()!.newContext({ baseURL: base });
      try {
        const visitorPage = await visitor.newPage();
        await visitorPage.goto(`${base}/studio`);
        await expect(visitorPage.getByRole('heading', { name: 'This area is for the Pariksha team' })).toBeVisible();
        await visitorPage.getByRole('link', { name: 'Sign in' }).click();
        await expect(visitorPage).toHaveURL(/\/login$/);
      } finally {
        await visitor.close();
      }
    });
  } finally {
    await killLeftoverServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
