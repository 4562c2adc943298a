import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, pgliteTarget } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const indexHtml = '<!doctype html><html lang="en"><head><title>Pariksha</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the app's dist-ssr/entry-server.js with the same contract: it asks the api for a
 * list four times (as a page with four lists would), and draws what it got.
 */
const entryServer = `
let drawings = 0;
// The pages the stand-in app has, and the query parameters each reads.
const pages = { '/': [], '/course': ['tab'], '/test-series': ['at'], '/bad-language': [], '/broken': [], '/hostile': [] };
export function pageAddress(url) {
  const address = new URL('http://app.invalid' + url);
  const lower = address.pathname.toLowerCase();
  const path = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
  if (path.startsWith('/dashboard')) return null;
  const read = pages[path];
  // A mistyped address: the key names the page its not-found page suggests.
  if (!read) return { canonicalPath: path, key: ['/abuot', '/abotu'].includes(path) ? '*/about' : '*' };
  const kept = new URLSearchParams();
  for (const name of read) if (address.searchParams.get(name)) kept.set(name, address.searchParams.get(name));
  const query = kept.toString();
  return { canonicalPath: path, key: query ? path + '?' + query : path };
}
export async function renderPage({ url, language, fetchApi }) {
  drawings += 1;
  if (url.startsWith('/dashboard')) return null;
  if (url.startsWith('/broken')) throw new Error('this page cannot be drawn');
  const answers = [];
  for (let i = 0; i < 4; i += 1) answers.push(await fetchApi('/api/v1/getAllLanguages?lang=' + language));
  const page = await fetchApi('/about');
  const names = answers[0].body.data.map((item) => item.language).join(', ');
  return {
    status: pages[new URL('http://app.invalid' + url).pathname] ? 200 : 404,
    html: '<h1>' + url + '</h1><p>' + names + '</p><p>costs $& and $1</p><p>drawing ' + drawings + '</p>',
    state: JSON.stringify({ statuses: answers.map((answer) => answer.status), page: page.status }),
    title: url === '/hostile' ? '</title><script>alert(1)</script> "Rs" $& & more' : 'Page ' + url + ' in ' + language,
  };
}
`;

function writeBuiltApp(): string {
  const dir = makeTempDir('app');
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(dir, 'dist', 'index.html'), indexHtml);
  writeFileSync(join(dir, 'dist-ssr', 'entry-server.js'), entryServer);
  return dir;
}

const stateOf = (body: string) =>
  JSON.parse(/<script type="application\/json" id="pariksha-server-state">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as {
    statuses: number[];
    page: number;
  };

describe('public pages drawn by the app on the server', () => {
  let server: TestServer;
  let appDir: string;

  beforeAll(async () => {
    appDir = writeBuiltApp();
    server = await startTestServer(pgliteTarget, {
      staticDir: join(appDir, 'dist'),
      pageRenderer: join(appDir, 'dist-ssr', 'entry-server.js'),
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('sends the drawn page inside index.html with the state block, never cached unchecked', async () => {
    const response = await server.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<div id="root"><h1>/</h1><p>English, हिन्दी');
    // Replacement patterns in the page's text stay text.
    expect(response.body).toContain('costs $& and $1');
    expect(stateOf(response.body).statuses).toEqual([200, 200, 200, 200]);
  });

  it('draws the page in the language of the lang cookie', async () => {
    const response = await server.app.inject({ url: '/course?tab=popular', cookies: { lang: 'hi' } });
    expect(response.body).toContain('<html lang="hi">');
    expect(response.body).toContain('<h1>/course?tab=popular</h1>');
  });

  it('passes only a language code from the cookie, and writes only a language code into <html lang>', async () => {
    const hostile = await server.app.inject({ url: '/', cookies: { lang: '"><script>alert(1)</script>' } });
    expect(hostile.body).toContain('<html lang="en">');
    expect(hostile.body).not.toContain('<script>alert(1)');
    const badAnswer = await server.app.inject({ url: '/bad-language', cookies: { lang: 'hi' } });
    expect(badAnswer.body).toContain('<html lang="hi">');
    expect(badAnswer.body).not.toContain('"><script>');
  });

  it('lets the renderer ask only the api, never for another page', async () => {
    const response = await server.app.inject({ url: '/' });
    expect(stateOf(response.body).page).toBe(400);
  });

  it('draws a page once for everyone who asks within seconds, and once per language', async () => {
    const drawing = (body: string) => /drawing (\d+)/.exec(body)?.[1];
    const [first, second] = await Promise.all([
      server.app.inject({ url: '/test-series?at=once' }),
      server.app.inject({ url: '/test-series?at=once' }),
    ]);
    expect(drawing(first.body)).toBeDefined();
    expect(drawing(second.body)).toBe(drawing(first.body));
    const later = await server.app.inject({ url: '/test-series?at=once' });
    expect(drawing(later.body)).toBe(drawing(first.body));
    const hindi = await server.app.inject({ url: '/test-series?at=once', cookies: { lang: 'hi' } });
    expect(drawing(hindi.body)).not.toBe(drawing(first.body));
    expect(hindi.body).toContain('<html lang="hi">');
  });

  it('answers a page the app does not know with its own 404 page', async () => {
    const response = await server.app.inject({ url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>/missing</h1>');
  });

  it('draws a page once whatever query parameters it does not read (no drawing per made-up query string)', async () => {
    const drawing = (body: string) => /drawing (\d+)/.exec(body)?.[1];
    const first = await server.app.inject({ url: '/?r=1' });
    const second = await server.app.inject({ url: '/?r=2&utm_source=x' });
    expect(drawing(first.body)).toBeDefined();
    expect(drawing(second.body)).toBe(drawing(first.body));
    const popular = await server.app.inject({ url: '/course?tab=popular&r=3' });
    expect(popular.body).toContain('<h1>/course?tab=popular</h1>');
  });

  it('draws the not-found page once for every address that names no page', async () => {
    const drawing = (body: string) => /drawing (\d+)/.exec(body)?.[1];
    const first = await server.app.inject({ url: '/made-up-1' });
    const second = await server.app.inject({ url: '/made-up-2?x=1' });
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(drawing(second.body)).toBe(drawing(first.body));
  });

  it('draws a mistyped address apart from other unknown ones, once for all with the same suggestions', async () => {
    const drawing = (body: string) => /drawing (\d+)/.exec(body)?.[1];
    const plain = await server.app.inject({ url: '/made-up-3' });
    const first = await server.app.inject({ url: '/abuot' });
    const second = await server.app.inject({ url: '/abotu' });
    expect([plain.statusCode, first.statusCode, second.statusCode]).toEqual([404, 404, 404]);
    expect(drawing(first.body)).not.toBe(drawing(plain.body));
    expect(drawing(second.body)).toBe(drawing(first.body));
    // No move to a canonical address for an address that names no page.
    expect(first.headers.location).toBeUndefined();
  });

  it('puts the page’s title in the document’s <title>, in the page’s language', async () => {
    const english = await server.app.inject({ url: '/test-series' });
    expect(english.body).toContain('<title>Page /test-series in en</title>');
    expect(english.body).not.toContain('<title>Pariksha</title>');
    const hindi = await server.app.inject({ url: '/test-series', headers: { cookie: 'lang=hi' } });
    expect(hindi.body).toContain('<title>Page /test-series in hi</title>');
  });

  it('escapes the title, so no page text can close the element or run a script', async () => {
    const response = await server.app.inject({ url: '/hostile' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Rs&quot; $&amp; &amp; more</title>',
    );
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  it('moves a page to its canonical address (lower case, no trailing slash), keeping the query', async () => {
    const response = await server.app.inject({ url: '/Course/?tab=popular' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/course?tab=popular');
  });

    it('falls back to the plain index.html for pages left to the browser and for a page that fails to draw', async () => {
    for (const url of ['/dashboard/courses', '/broken']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
  });
});

describe('a flood of pages to draw', () => {
  let server: TestServer;
  let appDir: string;

  beforeAll(async () => {
    appDir = writeBuiltApp();
    server = await startTestServer(pgliteTarget, {
      staticDir: join(appDir, 'dist'),
      pageRenderer: join(appDir, 'dist-ssr', 'entry-server.js'),
      pageDrawBudget: { perSecond: 2, concurrent: 1 },
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('draws no more than its budget; beyond it the plain index.html goes out and the api still answers', async () => {
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((tab) => server.app.inject({ url: `/course?tab=${tab}` })),
    );
    const drawn = answers.filter((answer) => answer.body.includes('<h1>/course?tab='));
    expect(drawn.length).toBeGreaterThanOrEqual(1);
    expect(drawn.length).toBeLessThanOrEqual(2);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(answers.filter((answer) => answer.body === indexHtml).length).toBe(answers.length - drawn.length);
    const api = await server.app.inject({ url: '/api/v1/getAllLanguages' });
    expect(api.statusCode).toBe(200);
  });
});
