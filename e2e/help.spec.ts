import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { signIn, signUp } from './learners';
import { test } from './support';

// Help and Support in Chromium: the spec's form, checked in the browser, sent with a reference
// number and listed below with its status, after a reload too; in English and in Hindi.

test.describe.configure({ timeout: 60_000 });

test('a learner sends a help request and sees it listed with its reference and status', async ({ page, context, request }) => {
  await signIn(context, await signUp(request));
  await page.goto('/dashboard/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome! How can we Help?' })).toBeVisible();
  await expect(page.getByText('Fill this form and our team will contact you')).toBeVisible();
  await expect(page.getByText('You have not sent any requests yet.')).toBeVisible();
  // Filled in from the profile.
  await expect(page.getByLabel('Name')).toHaveValue('Ravi Kumar');
  await expect(page.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Tell us how we can help.')).toBeVisible();
  await page.getByLabel('Message').fill('My SSC CGL mock test result does not show the section-wise score.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(/^Request PRK-H-\d{6} sent\. We will reply to ravi\..+@example\.in within 2 working days\.$/)).toBeVisible();
  const reference = /PRK-H-\d{6}/.exec((await page.getByText(/^Request PRK-H-/).textContent()) ?? '')?.[0] ?? '';
  const list = page.getByRole('region', { name: 'Your requests' });
  const entry = list.getByRole('listitem').filter({ hasText: reference });
  await expect(entry).toContainText('Status: Open');
  await page.reload();
  await expect(list.getByText(reference)).toBeVisible();
  await expect(list.getByText('My SSC CGL mock test result does not show the section-wise score.')).toBeVisible();
});

test('the form speaks Hindi and its checks say what is wrong', async ({ page, context, request }) => {
  await signIn(context, await signUp(request), 'hi');
  await page.goto('/dashboard/help');
  await expect(page.getByRole('heading', { level: 1, name: 'नमस्ते! हम आपकी क्या मदद करें?' })).toBeVisible();
  await page.getByLabel('ईमेल पता').fill('ravi@');
  await page.getByLabel('संदेश').fill('मदद');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByText('सही ईमेल पता लिखें।')).toBeVisible();
  await expect(page.getByText('कम से कम 10 अक्षर लिखें, ताकि हम मदद कर सकें।')).toBeVisible();
  await page.getByLabel('ईमेल पता').fill('ravi.kumar@example.in');
  await page.getByLabel('संदेश').fill('मेरे टेस्ट का परिणाम हिन्दी में नहीं दिख रहा है।');
  await page.getByRole('button', { name: 'भेजें' }).click();
  await expect(page.getByText(/^अनुरोध PRK-H-\d{6} भेज दिया गया।/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'आपके अनुरोध' }).getByRole('listitem')).toContainText('स्थिति: खुला');
  await expectNoAxeViolations(page);
});
