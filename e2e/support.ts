import { test as base, type Page, type Route } from '@playwright/test';

/** Resolves once the app has taken the page over (`<html data-app-ready>`, see App.tsx). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Every page the tests open is used once the app has taken it over. Public pages arrive drawn
 * by the server; a click or keystroke before the app is there would be lost, as a learner's
 * would, and a test that raced it would fail for that reason alone.
 */
function waitForAppAfterNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady(page);
    return response;
  };
}

export const test = base.extend<{ waitForApp: boolean }>({
  /** Off for tests of the pages as the server sends them (no JavaScript, or before it runs). */
  waitForApp: [true, { option: true }],
  context: async ({ context, waitForApp }, use) => {
    if (waitForApp) {
      for (const page of context.pages()) waitForAppAfterNavigation(page);
      context.on('page', waitForAppAfterNavigation);
    }
    await use(context);
  },
});

/**
 * Opens `path` the way a learner reaches it from another page of the app: the browser fetches
 * its lists itself (so page.route can hold, fail or empty them), instead of finding them in the
 * HTML the server drew. It starts on /login, which the server leaves to the browser.
 */
export async function openWithoutServerData(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** An api/v1 path pattern for `page.route`, query string included. */
export const apiPath = (name: string) => `**/api/v1/${name}*`;

/** Answers a request the way a failing provider would: the failure envelope with a status. */
export function failWith(status: number, error: string) {
  return (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ result: 0, msg: error, error, code: 'forced_by_test' }),
    });
}

/** Answers with a success envelope around `data`. */
export function answerWith(data: unknown) {
  return (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result: 1, data }) });
}

/** Holds matching requests until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** True when the page can be scrolled sideways (something is wider than the screen). */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
