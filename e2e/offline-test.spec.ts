import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium.ts';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { answerAndNext, firstQuestionIds, jumpTo, keptOnDevice, learnerApi, questionHeading, savedChoices, signUp } from './learners';
import { killLeftoverServers, startServer } from './servers';
import { appReady, test } from './support';

// A test on a train: the network drops (here the server is gone altogether), the learner reloads
// the question screen and answers two more, closes the browser and opens it again, still with no
// network; when the network returns every answer reaches the server once and the result counts
// them. The browser keeps its profile on disk between the two launches, as a phone does, and runs
// the app's service worker. Its own server: the test stops and restarts it on the same data.

test.describe.configure({ timeout: 180_000 });

/** How many saves Workbox's background sync holds for later (its IndexedDB queue), in the page. */
async function queuedSaves(): Promise<number> {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === 'workbox-background-sync')) return 0;
  return new Promise((resolve, reject) => {
    const opened = indexedDB.open('workbox-background-sync');
    opened.onerror = () => reject(opened.error);
    opened.onsuccess = () => {
      const database = opened.result;
      if (!database.objectStoreNames.contains('requests')) return resolve(0);
      const counted = database.transaction('requests').objectStore('requests').count();
      counted.onsuccess = () => resolve(counted.result);
      counted.onerror = () => reject(counted.error);
    };
  });
}

test('a test goes on with no network: reloaded, answered, the browser closed and reopened, and every answer saved once it is back', async ({ request }, testInfo) => {
  const port = e2ePort + (testInfo.project.name === 'phone' ? 17 : 18);
  const folder = mkdtempSync(join(tmpdir(), 'pariksha-offline-test-'));
  const serverOptions = { port, dataDir: join(folder, 'data') };
  let server = await startServer(serverOptions);
  const base = server.url;
  const device = testInfo.project.use;
  const isMobile = device.isMobile === true;
  /** The learner's browser, with its profile (storage, service worker, caches) kept in `folder`. */
  const openBrowser = async (token: string): Promise<BrowserContext> => {
    const context = await chromium.launchPersistentContext(join(folder, 'browser'), {
      ...chromiumLaunchOptions,
      baseURL: base,
      viewport: device.viewport ?? null,
      ...(device.userAgent === undefined ? {} : { userAgent: device.userAgent }),
      ...(device.deviceScaleFactor === undefined ? {} : { deviceScaleFactor: device.deviceScaleFactor }),
      isMobile,
      hasTouch: device.hasTouch === true,
      serviceWorkers: 'allow',
    });
    await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    return context;
  };
  try {
    const token = await signUp(request, base);
    const api = learnerApi(request, base, token);
    const started = await api.start((await api.sscExam()).id);
    const attemptId = started.attempt_id;
    const [q1, q2, q3] = firstQuestionIds(started, 3);
    const questionScreen = `/dashboard/aptitude?attempt=${attemptId}`;

    let context = await openBrowser(token);
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto(questionScreen);
    await appReady(page);
    await expect(questionHeading(page, 1)).toBeVisible();
    // The app is kept on the phone once its worker runs the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await answerAndNext(page, 0);
    await expect.poll(async () => savedChoices(await api.attempt(attemptId))[q1 ?? 0]).toBe(0);

    // No network at all.
    await server.stop();
    await page.reload();
    await appReady(page);
    await expect(questionHeading(page, 2)).toBeVisible();
    await answerAndNext(page, 1);
    await answerAndNext(page, 2);
    await jumpTo(page, isMobile, 3);
    await expect(keptOnDevice(page)).toBeVisible();
    // The worker queued the saves that found no network, to send them even with the page closed.
    await expect.poll(() => page.evaluate(queuedSaves), { timeout: 10_000 }).toBeGreaterThan(0);
    await context.close();

    // The browser opened again, still with no network: the test, its clock and every answer are there.
    context = await openBrowser(token);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto(questionScreen);
    await appReady(page);
    await expect(questionHeading(page, 3)).toBeVisible();
    await expect(page.getByRole('radio').nth(2)).toBeChecked();
    await expect(page.getByRole('timer')).toBeVisible();
    await jumpTo(page, isMobile, 1);
    await expect(page.getByRole('radio').nth(0)).toBeChecked();
    await jumpTo(page, isMobile, 2);
    await expect(page.getByRole('radio').nth(1)).toBeChecked();

    // The network is back: the learner returns to the page, and the kept answers go through.
    server = await startServer(serverOptions);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // The answers chosen (question 4 was only visited, so it is saved with none).
    const answered = async () => Object.fromEntries(Object.entries(savedChoices(await api.attempt(attemptId))).filter(([, choice]) => choice !== null));
    await expect.poll(answered, { timeout: 60_000 }).toEqual({ [q1 ?? 0]: 0, [q2 ?? 0]: 1, [q3 ?? 0]: 2 });

    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Total/ })).toContainText('3/100');
    const result = await api.result(attemptId);
    expect(result.totals.attempted).toBe(3);
    await context.close();
  } finally {
    await killLeftoverServers();
    rmSync(folder, { recursive: true, force: true });
  }
});
