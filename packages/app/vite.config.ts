import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/**
 * The server sends each public page as HTML; the JavaScript that takes it over can wait for the
 * page's stylesheet and pictures. On slow mobile data a low priority lets the text and the hero
 * picture arrive first instead of sharing the line with 160 kB of scripts.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'pariksha:scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), scriptsAfterContent()],
  // Workspace packages are compiled from their TypeScript sources (see @pariksha/ui's exports).
  // vanilla-extract evaluates .css.ts files server-side: that resolution must agree, or the app's
  // styles would read the built library's theme variables instead of the source's.
  resolve: { conditions: ['@pariksha/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@pariksha/source', ...defaultServerConditions] } } },
  // The page renderer (entry-server.tsx) compiles the workspace packages from source like the
  // browser build, so both draw the same class names; other packages load from node_modules.
  ssr: { noExternal: ['@pariksha/ui', '@pariksha/machines'] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // Storybook is built into dist/storybook afterwards; the app build starts clean.
        emptyOutDir: true,
        assetsInlineLimit: 0,
        // One stylesheet for the whole site (14 kB gzip, less than the first page's five split
        // ones): a page drawn on the server has every style it needs before its first paint, so
        // nothing moves when the page's code arrives.
        cssCodeSplit: false,
      },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
