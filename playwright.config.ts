import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tooling/chromium.ts';
import { e2ePort as port, e2eStorybookPort } from './tooling/e2e-ports.ts';

const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/**
 * End-to-end tests drive Debian's Chromium against the production build, started the way the
 * README starts it (`pnpm start`), on its own port and a throw-away data folder.
 */
export default defineConfig({
  testDir: 'e2e',
  // PostgreSQL must be there, or left out on purpose (tooling/test-services.ts).
  globalSetup: './tooling/require-e2e-test-services.ts',
  outputDir: '.tmp/test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // The app's service worker stays out of the tests that hold or fail requests with page.route
    // (it would answer some of them itself); e2e/offline-app.spec.ts lets it in.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], launchOptions: chromiumLaunchOptions, viewport: { width: 360, height: 780 } } },
    // The reliability and forum-review tests start servers of their own on fixed ports: one project runs them.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: ['mock-test-reliability.spec.ts', 'forum-review.spec.ts'],
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && pnpm start`,
    url: `http://127.0.0.1:${port}/api/v1/getAllSubscriptions`,
    // Many learners sign up from this one address during a run, most with one phone number; the
    // per-e-mail limits stay. Storybook is served on its own port beside it.
    env: {
      PORT: String(port),
      STORYBOOK_PORT: String(e2eStorybookPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      SIGNUPS_PER_PHONE: '1000',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '10000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
