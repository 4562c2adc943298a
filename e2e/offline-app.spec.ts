import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { killLeftoverServers, startServer } from './servers';
import { appReady, test } from './support';

// The installed app: Chromium finds it installable (its manifest, icons and service worker, the
// checks Lighthouse's installability audit made), it is named in the reader's language, and with
// the server gone a page opened before comes back from what the phone keeps, and one never opened
// is drawn by the kept app. Its own server: the test stops it.

test.describe.configure({ timeout: 120_000 });

/** Why Chromium would not offer to install the page (a test browser's private profile aside). */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
}

test('the app installs, is named in Hindi for a Hindi reader, and opens its pages with no network', async ({ browser }, testInfo) => {
  const port = e2ePort + (testInfo.project.name === 'phone' ? 15 : 16);
  const dataDir = mkdtempSync(join(tmpdir(), 'pariksha-offline-'));
  const server = await startServer({ port, dataDir: join(dataDir, 'data') });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: testInfo.project.use.viewport ?? null, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/course');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    // The worker runs this page once installed (it claims the pages open at its first install).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => installabilityErrors(page), { timeout: 20_000 }).toEqual([]);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { short_name: string; icons: Array<{ sizes: string; purpose: string }> };
    expect(manifest.short_name).toBe('Pariksha');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));

    // A Hindi reader's pages name the Hindi manifest, drawn by the server and switched by the app.
    const hindiPage = await (await page.request.get('/course', { headers: { cookie: 'lang=hi' } })).text();
    expect(hindiPage).toContain('<link rel="manifest" href="/manifest.hi.webmanifest" />');
    const hindi = (await (await page.request.get('/manifest.hi.webmanifest')).json()) as { short_name: string; lang: string };
    expect(hindi).toMatchObject({ short_name: 'परीक्षा', lang: 'hi-IN' });

    // In a Hindi reader's browser the page keeps naming the Hindi manifest once the app runs.
    const hindiContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    await hindiContext.addCookies([{ name: 'lang', value: 'hi', url: server.url }]);
    await hindiContext.addInitScript(() => window.localStorage.setItem('lang', 'hi'));
    const hindiTab = await hindiContext.newPage();
    await hindiTab.goto('/course');
    await appReady(hindiTab);
    await expect(hindiTab.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(hindiTab.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.hi.webmanifest');
    await hindiContext.close();

    // No network at all: the server is gone.
    await server.stop();
    await page.goto('/course');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    // A page never opened is drawn by the kept app (its list says it could not load, and nothing breaks).
    await page.goto('/about');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  } finally {
    await killLeftoverServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
