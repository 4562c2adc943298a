import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Workspace packages are compiled from their TypeScript sources (see @pariksha/ui's exports).
  resolve: { conditions: ['@pariksha/source', ...defaultClientConditions] },
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
