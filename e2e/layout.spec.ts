import { expect, type APIRequestContext, type BrowserContext, type Locator } from '@playwright/test';
import { test } from './support';

/** A new learner, signed up through the api in `lang`; answers their token. */
async function signUpThroughApi(request: APIRequestContext, lang: 'en' | 'hi'): Promise<string> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await request.post(`/api/v1/signup?lang=${lang}`, {
    data: { first_name: 'Kiran Rawat', phone: '9876543210', email: `kiran.${unique}@example.in`, password: 'pariksha-2026' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Opens the context's pages signed in, in `lang`, as a returning learner's browser would. */
async function signIn(context: BrowserContext, token: string, lang: 'en' | 'hi', baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  await context.addInitScript(
    ([stored, language]) => {
      window.localStorage.setItem('token', stored);
      window.localStorage.setItem('lang', language);
    },
    [token, lang] as const,
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not on screen');
  return found;
}

test('controls speak in the site’s faces: Log out on /login, signed in, in Hindi, is drawn in Noto Sans Devanagari', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(context, await signUpThroughApi(request, 'hi'), 'hi', baseURL ?? '');
  await page.goto('/login');
  const logOut = page.getByRole('button', { name: 'लॉग आउट' });
  await expect(logOut).toBeVisible();
  const fonts = await logOut.evaluate(async (button) => {
    await document.fonts.ready;
    const page = button.closest('main') ?? document.body;
    return {
      button: getComputedStyle(button).fontFamily,
      page: getComputedStyle(page).fontFamily,
      devanagari: document.fonts.check(`16px ${getComputedStyle(button).fontFamily}`, 'लॉग आउट'),
    };
  });
  expect(fonts.button).toBe(fonts.page);
  expect(fonts.button).toContain('Noto Sans Devanagari');
  expect(fonts.devanagari).toBe(true);

  // A bare button too: the dashboard's 'मेरा डैशबोर्ड' (shown on phones) draws no class font of its own.
  await page.goto('/dashboard/courses');
  const toggle = page.locator('button', { hasText: 'मेरा डैशबोर्ड' });
  const [toggleFont, pageFont] = await toggle.evaluate((button) => [
    getComputedStyle(button).fontFamily,
    getComputedStyle(document.querySelector('main') ?? document.body).fontFamily,
  ]);
  expect(toggleFont).toBe(pageFont);
  expect(toggleFont).toContain('Noto Sans Devanagari');
});

test('the footer’s content lines up with the page’s content', async ({ page }) => {
  await page.goto('/');
  const pageTitle = page.locator('main section h2').first();
  const footerTitle = page.locator('footer h2').first();
  await pageTitle.scrollIntoViewIfNeeded();
  const left = (await box(pageTitle)).x;
  expect((await box(footerTitle)).x).toBeCloseTo(left, 0);
  expect((await box(page.locator('footer p').last())).x).toBeCloseTo(left, 0);
});

test('the dashboard’s language dropdown shares a row instead of taking a strip of its own', async ({
  page,
  context,
  request,
  baseURL,
  isMobile,
}) => {
  await signIn(context, await signUpThroughApi(request, 'en'), 'en', baseURL ?? '');
  await page.goto('/dashboard/courses');
  const language = page.getByRole('combobox', { name: 'Language' });
  const title = page.getByRole('heading', { level: 1, name: 'Courses' });
  await expect(title).toBeVisible();
  const languageBox = await box(language);
  if (isMobile) {
    // Beside the sidebar's button, in one row.
    const toggle = await box(page.getByRole('button', { name: 'My dashboard' }));
    expect(languageBox.y + languageBox.height / 2).toBeCloseTo(toggle.y + toggle.height / 2, 0);
    expect(languageBox.x).toBeGreaterThan(toggle.x + toggle.width);
  } else {
    // At the head of the sidebar's column, level with the page's title, not above it in a strip.
    const sidebar = await box(page.getByRole('navigation', { name: 'Your dashboard' }));
    expect(languageBox.x + languageBox.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);
    expect((await box(title)).y).toBeLessThan(languageBox.y + languageBox.height);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});

test('More Exams badges keep their three capitals and are named, and titled, with the exam’s full name', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signIn(context, await signUpThroughApi(request, 'en'), 'en', baseURL ?? '');
  await page.goto('/dashboard/courses');
  const badges = page.getByRole('region', { name: 'More Exams' }).getByRole('link');
  await expect(badges.first()).toBeVisible();
  const seen = await badges.evaluateAll((links) =>
    links.map((link) => ({
      label: link.getAttribute('aria-label') ?? '',
      title: link.getAttribute('title') ?? '',
      letters: link.querySelector('[aria-hidden="true"]')?.textContent ?? '',
    })),
  );
  expect(seen.length).toBeGreaterThan(3);
  for (const badge of seen) {
    expect(badge.letters).toMatch(/^\S.{0,2}$/u);
    expect(badge.letters).toBe(badge.letters.toLocaleUpperCase('en-IN'));
    expect(badge.label.length).toBeGreaterThan(3);
    expect(badge.title).toBe(badge.label);
  }
  const first = seen[0]!;
  await expect(page.getByRole('link', { name: first.label, exact: true })).toHaveAttribute('title', first.label);
});

test('every mentor on the About page has an illustrated portrait, Kavita Joshi too', async ({ page }) => {
  await page.goto('/about');
  const portrait = page.locator('img[src$="/images/mentors/kavita-joshi.svg"]');
  await portrait.scrollIntoViewIfNeeded();
  await expect(portrait).toBeVisible();
  await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
