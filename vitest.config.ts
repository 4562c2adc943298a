import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './tooling/chromium.ts';

// Workspace packages resolve to their TypeScript sources in tests (see @pariksha/ui's exports).
const sourceConditions = ['@pariksha/source', ...defaultClientConditions];
// vanilla-extract evaluates .css.ts files with server-side resolution: it must agree.
const sourceResolution = {
  resolve: { conditions: sourceConditions },
  environments: { ssr: { resolve: { conditions: ['@pariksha/source', ...defaultServerConditions] } } },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        ...sourceResolution,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['packages/{app,machines,ui}/src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
          setupFiles: ['tooling/vitest-setup-dom.ts'],
          // West of UTC (and of India), so a date shown a day early fails here, not for a learner.
          env: { TZ: 'America/Los_Angeles' },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts', 'packages/server/src/**/*.test.ts'],
          // PostgreSQL and Redis must be there, or left out on purpose (tooling/test-services.ts).
          globalSetup: ['tooling/require-server-test-services.ts'],
          // Each file opens its own PGlite (4-7 s to create); two at once fill both cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
        ...sourceResolution,
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
