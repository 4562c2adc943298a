import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { constants as zlibConstants } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultClientConditions, defaultServerConditions, defineConfig, minify, type Plugin } from 'vite';

/**
 * The server sends each public page as HTML; the JavaScript that takes it over waits until that
 * page is on screen (src/boot/after-paint.js starts it, minified and content-hashed here). The
 * entry and its preloads move from index.html's tags into that script's attributes.
 */
function scriptsAfterPaint(): Plugin {
  let bootFile = '';
  return {
    name: 'pariksha:scripts-after-paint',
    apply: 'build',
    async buildStart() {
      const source = await readFile(new URL('src/boot/after-paint.js', import.meta.url), 'utf8');
      const { code } = await minify('after-paint.js', source, {});
      bootFile = `assets/after-paint-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: bootFile, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html has no module entry script');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const preload of preloads) out = out.replace(preload[0], '');
        const boot = `<script defer src="/${bootFile}" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}"></script>`;
        return out.replace('</head>', `  ${boot}\n  </head>`);
      },
    },
  };
}

/**
 * Learners pay for every byte of mobile data: each text file of the browser build gets a brotli
 * (quality 11) and a gzip (level 9) copy beside it (`x.js.br`, `x.js.gz`), which the server sends
 * as they are (@fastify/static's preCompressed) instead of compressing on every request at a fast,
 * low level. Files under 256 bytes are left alone (their copies would save less than the headers
 * cost), and a copy that is not smaller is not written. woff2 and images are compressed already.
 */
function precompressed(): Plugin {
  return compression({
    include: /\.(js|mjs|css|html|svg|json|md|txt|xml|webmanifest)$/,
    threshold: 256,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });
}

/**
 * The team's studio is an app of its own: studio.html, built apart (`vite build --mode studio`)
 * into dist/studio.html and dist/assets/studio/, so no learner's file holds its code or styles.
 * The dev server sends studio.html for /studio and every address under it, as the server does.
 */
function studioPages(): Plugin {
  return {
    name: 'pariksha:studio-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/studio(?:[/?#]|$)/.test(request.url)) request.url = '/studio.html';
        next();
      });
    },
  };
}

/**
 * The service worker (Workbox, generated at build): the app installs on a phone and opens with no
 * network. Once a page has loaded it keeps the learners' built code (about 390 kB brotli; every
 * page, so a page first opened on a train still draws), and fonts and pictures as pages use them.
 * Files are content-hashed, so a kept one is never stale. A page asked for while offline is the
 * server's last copy, else the kept shell, which draws it from what the phone keeps. A new version
 * waits until every tab of the app is closed: it never swaps code under a test in progress. A save
 * of answers that finds no network is also queued by the worker (Workbox background sync) and
 * sent when the network returns, even if the learner has closed the page; the page's own journal
 * sends it too, and the server takes a batch once (by its client and seq). The manifests (English
 * and Hindi) are public/manifest*.webmanifest; src/boot/serviceWorker.ts registers it, except for a
 * reader saving data.
 */
function offlineApp(): Plugin[] {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    // Built into dist/ root with the learners' build; the studio's files are never kept.
    filename: 'sw.js',
    workbox: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/icon-192.png', 'favicon.svg'],
      globIgnores: ['**/*.br', '**/*.gz', 'assets/studio/**'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // Open pages come under the new worker at once on the first install (later versions wait).
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Pages: the server's (fresh lists, drawn HTML) when it answers, else the kept shell.
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|studio|storybook)(\/|$)/.test(url.pathname),
          handler: 'NetworkFirst',
          options: { cacheName: 'pariksha-pages', networkTimeoutSeconds: 6, expiration: { maxEntries: 20 }, precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/assets/studio/'),
          handler: 'CacheFirst',
          options: { cacheName: 'pariksha-assets', expiration: { maxEntries: 250, purgeOnQuotaError: true } },
        },
        {
          urlPattern: ({ url }) => url.pathname === '/api/v1/saveResponses',
          method: 'POST',
          handler: 'NetworkOnly',
          // A day: the server refuses saves once the attempt's deadline has passed anyway.
          options: { backgroundSync: { name: 'pariksha-saves', options: { maxRetentionTime: 24 * 60 } } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/icons/') || url.pathname.endsWith('.webmanifest'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'pariksha-install' },
        },
      ],
    },
  });
}

/** The files of the code every page loads at start (the codeSplitting groups below and the runtime). */
const initialFile = /\/(shell|libraries|rolldown-runtime)-[\w-]+\.js$/;

// Workspace packages are compiled from their TypeScript sources (see @pariksha/ui's exports).
// vanilla-extract evaluates .css.ts files server-side: that resolution must agree, or the app's
// styles would read the built library's theme variables instead of the source's.
const sourceConditions = { conditions: ['@pariksha/source', ...defaultClientConditions] };
const serverSourceConditions = { conditions: ['@pariksha/source', ...defaultServerConditions] };

/** The studio's build: after the learners' (whose dist/ it keeps), with its own stylesheet. */
const studioBuild = defineConfig({
  // `--mode studio` is not 'production': the class names are still the short ones.
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' }), precompressed()],
  resolve: sourceConditions,
  environments: { ssr: { resolve: serverSourceConditions } },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    assetsDir: 'assets/studio',
    assetsInlineLimit: 0,
    cssCodeSplit: false,
    rolldownOptions: {
      input: 'studio.html',
      // What opening the studio needs ships in two files (the libraries, the frame), not thirty.
      output: {
        codeSplitting: {
          groups: [
            { name: 'libraries', tags: ['$initial'], test: /node_modules/, priority: 2 },
            { name: 'frame', tags: ['$initial'], test: (id) => !/studio\.html|src\/studio\/main\.tsx$/.test(id), priority: 1 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild, mode }) => (mode === 'studio' ? studioBuild : {
  plugins: [react(), vanillaExtractPlugin(), scriptsAfterPaint(), studioPages(), ...(isSsrBuild ? [] : [precompressed(), offlineApp()])],
  resolve: sourceConditions,
  environments: { ssr: { resolve: serverSourceConditions } },
  // The page renderer (entry-server.tsx) compiles the workspace packages from source like the
  // browser build, so both draw the same class names; other packages load from node_modules.
  ssr: { noExternal: ['@pariksha/ui', '@pariksha/machines'] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        // The app build starts clean (Storybook is a site of its own, in storybook-static/).
        emptyOutDir: true,
        assetsInlineLimit: 0,
        // Lazy code lists what it needs, to ask for it all at once. The files every page loads
        // first (the shell, the libraries, the runtime) are there before any lazy code runs, so
        // they are left off those lists (their names cost each file bytes that preload nothing);
        // index.html still preloads them.
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !initialFile.test(dep)) : deps),
        },
        // One stylesheet for the whole site (14 kB gzip, less than the first page's five split
        // ones): a page drawn on the server has every style it needs before its first paint, so
        // nothing moves when the page's code arrives.
        cssCodeSplit: false,
        // What every page needs at start (the modules the entry imports, directly or not) ships in
        // two files: the libraries, which change seldom and stay cached across releases, and the
        // shell. Left to itself, rolldown cuts that set into a dozen files of a few hundred bytes
        // wherever a lazy page shares a module with the entry (rolldown issues #9963, #10731),
        // and each file costs a request and its own compression: 5 kB more on the home page.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'libraries', tags: ['$initial'], test: /node_modules/, priority: 2 },
                // The entry module itself stays the entry chunk that index.html loads.
                { name: 'shell', tags: ['$initial'], test: (id) => !/index\.html|src\/main\.tsx$/.test(id), priority: 1 },
                // The mock test's session (its provider, machine, journal and saves) travels as one
                // file. A sign-in or sign-out on a phone that keeps journals loads the journal's code
                // too (attempts/sessionJournals.ts sends the answers kept there): left to itself,
                // rolldown cuts what both use out of the question screen's file, a request and some
                // compression more for it. Only these modules: with their dependencies the group would
                // take xstate along, which every dashboard page loads for its sign-in.
                {
                  name: 'test-session',
                  test: /src\/features\/attempts\/(TestSessionProvider|sessionServices|clientId|localJournal|journalStorage|saveResponsesEndpoint)\.tsx?$|machines\/src\/testSession\/(?!drain)/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                // The contract's plain values travel as one file (the report's reasons beside the
                // rest), and the multi-line field with the field errors of the forms that use it, as
                // before the question report shared them: a file less for the forum, help and checks.
                { name: 'values', test: /contract\/src\/(values|question-report-values)\.ts$/, includeDependenciesRecursively: false, priority: 1 },
                { name: 'fieldErrors', test: /app\/src\/api\/fieldErrors\.ts$|ui\/src\/components\/private\/TextArea\/TextArea\./, includeDependenciesRecursively: false, priority: 1 },
                // The question's view (its words, options, keypad, the palette's pages) is one file for
                // the question screen and the solutions; a passage, loaded later, reads from it too.
                {
                  name: 'questionView',
                  test: /ui\/src\/components\/(QuestionView|RichText|NumericKeypad|private\/PagedGrid)\/[^/]+\.tsx?$|contract\/src\/rich-text\.ts$|mock-test\/shared\/drawnWords\.ts$/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
                // The small helpers nearly every public page uses beside its own code (its content
                // queries and atoms, list states, translated text, headings) travel as one file
                // instead of a dozen of a few hundred bytes each. Not the default images: the
                // dashboard's layout needs them, and with them it would pull this whole file (and
                // what it carries) into the mock test's question screen.
                {
                  name: 'pages',
                  test: /src\/(features\/content\/(queries|atoms)|features\/exams\/(examTestsPath|examDateLabel)|i18n\/pickTranslation|components\/(ListStatus|ItemStatus))\.tsx?$|ui\/src\/components\/Heading\/Heading\./,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
