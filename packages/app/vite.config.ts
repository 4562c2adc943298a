import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are compiled from their TypeScript sources (see @pariksha/ui's exports).
  // vanilla-extract evaluates .css.ts files server-side: that resolution must agree, or the app's
  // styles would read the built library's theme variables instead of the source's.
  resolve: { conditions: ['@pariksha/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@pariksha/source', ...defaultServerConditions] } } },
  build: {
    outDir: 'dist',
    // Storybook is built into dist/storybook afterwards; the app build starts clean.
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
