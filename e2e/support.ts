import type { Page, Route } from '@playwright/test';

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
