import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.js';
import { databaseTargets, makeTempDir } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const indexHtml = `<!doctype html><html lang="en"><head><title>Pariksha</title>
<script type="module" src="/assets/index-C0ffee12.js"></script></head>
<body><div id="root"></div>${'<!-- padding so the page is worth compressing -->'.repeat(40)}</body></html>`;

const studioHtml = '<!doctype html><html lang="en"><head><title>Pariksha Studio</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for packages/app/dist: the app, one hashed asset, a dotfile, and a Storybook left in
 * its storybook/ folder by a build from before Storybook moved to its own origin.
 */
function writeBuiltApp(): string {
  const dir = makeTempDir('static');
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'storybook', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'studio.html'), studioHtml);
  writeFileSync(join(dir, 'assets', 'index-C0ffee12.js'), 'console.info("pariksha");\n');
  writeFileSync(join(dir, '.env'), 'SECRET=1\n');
  writeFileSync(join(dir, 'storybook', 'index.html'), '<!doctype html><title>Pariksha Storybook</title>');
  writeFileSync(join(dir, 'storybook', 'iframe.html'), '<!doctype html><title>preview</title>');
  writeFileSync(join(dir, 'storybook', 'assets', 'preview-D00d1e34.js'), 'export {};\n');
  return dir;
}

/** Big enough for @fastify/compress (1 KiB) to compress it. */
const longChapter = `# प्रतिशत\n\n${'प्रतिशत का अर्थ है प्रति सौ। '.repeat(80)}\n`;

/** A stand-in for packages/server/static: the seed content's images and book chapters. */
function writeContentMedia(): string {
  const dir = makeTempDir('media');
  mkdirSync(join(dir, 'images', 'exams'), { recursive: true });
  mkdirSync(join(dir, 'books'));
  writeFileSync(join(dir, 'images', 'exams', 'ssc-cgl.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'books', 'reasoning.hi.md'), '# तर्कशक्ति\n');
  writeFileSync(join(dir, 'books', 'long.hi.md'), longChapter);
  return dir;
}

function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`the built app and security headers ${target.title}`, () => {
    let server: TestServer;
    let staticDir: string;
    let mediaDir: string;

    beforeAll(async () => {
      staticDir = writeBuiltApp();
      mediaDir = writeContentMedia();
      server = await startTestServer(target, { staticDir, mediaDir });
    });
    afterAll(async () => {
      await server?.close();
      rmSync(staticDir, { recursive: true, force: true });
      rmSync(mediaDir, { recursive: true, force: true });
    });

    it.each(['/', '/subscription-plans', '/dashboard/x', '/dashboard/test-list/12?lang=hi', '/sbi-po-exam/'])(
      'serves index.html, never cached unchecked, for %s',
      async (url) => {
        const response = await server.app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(indexHtml);
      },
    );

    it.each(['/studio', '/studio/', '/studio/questions/alg-001?lang=hi', '/studio/set-password'])(
      "serves the studio's own page, never cached unchecked and never a learner's, for %s",
      async (url) => {
        const response = await server.app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toBe(studioHtml);
      },
    );

    it('keeps studio.html off an address of its own, and /studios a learner\'s page', async () => {
      expect((await server.app.inject({ url: '/studio.html' })).statusCode).toBe(404);
      expect((await server.app.inject({ url: '/studios' })).body).toBe(indexHtml);
    });

    it('serves hashed assets with a year-long immutable cache', async () => {
      const response = await server.app.inject({ url: '/assets/index-C0ffee12.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves the seed content media under /images/ and /books/ with a day-long cache', async () => {
      const image = await server.app.inject({ url: '/images/exams/ssc-cgl.svg' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      const chapter = await server.app.inject({ url: '/books/reasoning.hi.md' });
      expect(chapter.statusCode).toBe(200);
      expect(chapter.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(chapter.headers['cache-control']).toBe('public, max-age=86400');
      expect(chapter.body).toBe('# तर्कशक्ति\n');
      // Compressed too, and still labelled as UTF-8 Markdown.
      const gzipped = await server.app.inject({ url: '/books/long.hi.md', headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(longChapter);
    });

    it('answers a book whose chapter file is missing with chapter_html null, not an error', async () => {
      // This server's media folder holds no chapter of the seeded books.
      const response = await server.app.inject({ url: '/api/v1/getBook/reasoning-ability-made-simple' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        result: 1,
        data: { slug: 'reasoning-ability-made-simple', sample_chapter: '/books/reasoning-syllogisms.en.md', chapter_html: null },
      });
    });

    it.each(['/assets/missing.js', '/favicon.ico', '/storybook/missing.js', '/.env', '/images/missing.svg'])(
      'answers a plain 404, not index.html, for %s',
      async (url) => {
        const response = await server.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('<html');
        expect(response.body).not.toContain('SECRET');
      },
    );

    it('keeps unknown /api/v1 paths on the JSON 404 envelope', async () => {
      const response = await server.app.inject({ url: '/api/v1/dashboard' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ result: 0, code: 'not_found' });
    });

    it('answers a POST to a page path with a plain 404', async () => {
      const response = await server.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
      expect(response.statusCode).toBe(404);
    });

    it.each([
      '/..%2f..%2fetc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/storybook/..%2f.env',
      '/%2e%2e/%2e%2e/etc/passwd',
    ])(
      'never serves a file outside the app for %s',
      async (url) => {
        const response = await server.app.inject({ url });
        expect(response.statusCode).toBeLessThan(500);
        expect(response.body).not.toMatch(/root:|SECRET/);
      },
    );

    it.each(['/storybook', '/storybook/', '/storybook/index.html', '/storybook/iframe.html', '/storybook/assets/preview-D00d1e34.js'])(
      "has no Storybook on the app's origin, even a stale build's: %s is a 404",
      async (url) => {
        const response = await server.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toMatch(/Pariksha Storybook|preview|export \{\}/);
      },
    );

    it('sends pages a Content-Security-Policy that allows no outside origin', async () => {
      for (const url of ['/', '/dashboard/x', '/assets/index-C0ffee12.js', '/storybook/', '/nothing.js']) {
        const header = (await server.app.inject({ url })).headers['content-security-policy'];
        expect(String(header)).not.toMatch(/https?:|\*|wss?:/);
        const directives = cspDirectives(header);
        expect(directives.get('default-src')).toEqual(["'self'"]);
        expect(directives.get('connect-src')).toEqual(["'self'"]);
        expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
        expect(directives.get('font-src')).toEqual(["'self'"]);
        expect(directives.get('object-src')).toEqual(["'none'"]);
        expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
        expect(directives.has('upgrade-insecure-requests')).toBe(false);
      }
    });

    it('allows no inline script on any path of the app but the hashed one', async () => {
      for (const url of ['/dashboard', '/', '/storybook/', '/storybook/iframe.html', '/nothing.js']) {
        const directives = cspDirectives((await server.app.inject({ url })).headers['content-security-policy']);
        // 'self' and the hash of index.html's one inline script (the promo banner's dismissal).
        expect(directives.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
        expect(directives.get('script-src-attr')).toEqual(["'none'"]);
      }
    });

    it('sends pages the rest of helmet headers', async () => {
      const { headers } = await server.app.inject({ url: '/' });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    });

    it.each(['/api/v1/getAllSubscriptions', '/api/v1/nothing', '/api/v1/openapi.json'])(
      'sends api answers the API security headers (%s)',
      async (url) => {
        const { headers } = await server.app.inject({ url });
        expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(headers['x-powered-by']).toBeUndefined();
        expect(headers['x-ratelimit-remaining']).toBeUndefined();
      },
    );

    it.each([
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const)('compresses api answers and pages with %s when asked', async (encoding, decompress) => {
      for (const url of ['/api/v1/getAllSubscriptions', '/dashboard']) {
        const plain = await server.app.inject({ url });
        const compressed = await server.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(compressed.statusCode).toBe(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toMatch(/accept-encoding/i);
        expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decompress(compressed.rawPayload).toString()).toBe(plain.body);
      }
    });

    it('does not count static files against the api rate limit', async () => {
      const limited = await buildServer({ db: server.database.db, staticDir, rateLimitPerMinute: 2 });
      try {
        for (let request = 0; request < 6; request += 1) {
          expect((await limited.inject({ url: '/dashboard' })).statusCode).toBe(200);
        }
      } finally {
        await limited.close();
      }
    });

    it('says the app is not built when STATIC_DIR has no index.html', async () => {
      const emptyDir = makeTempDir('empty-static');
      const bare = await buildServer({ db: server.database.db, staticDir: emptyDir });
      try {
        const page = await bare.inject({ url: '/subscription-plans' });
        expect(page.statusCode).toBe(404);
        expect(page.headers['content-type']).toMatch(/^text\/plain/);
        expect(page.body).toMatch(/not built/);
        expect((await bare.inject({ url: '/api/v1/getAllSubscriptions' })).statusCode).toBe(200);
      } finally {
        await bare.close();
        rmSync(emptyDir, { recursive: true, force: true });
      }
    });
  });
}
