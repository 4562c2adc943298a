import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVideoLessonResponse } from '@pariksha/contract';
import { videoLessons } from '../src/seed/content/videoLessons.js';
import { call, signUp } from './support/accounts.js';
import { makeTempDir, pgliteTarget } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The lessons' clips, posters and captions under /lessons/: range requests (a phone seeks in a
// clip), a day in caches, captions as UTF-8 WebVTT, and nothing but the folder's plain files.
// Static files do not depend on the database: one engine is enough here.

const clip = randomBytes(1000);
const captions = `WEBVTT\n\n${Array.from({ length: 12 }, (_, i) => `00:00:0${i % 10}.000 --> 00:00:0${i % 10}.900\nप्रतिशत का अर्थ है प्रति सौ।\n`).join('\n')}`;

describe('video lesson files', () => {
  let server: TestServer;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = makeTempDir('lessons-static');
    const lessons = join(mediaDir, 'lessons');
    mkdirSync(join(lessons, 'drafts'), { recursive: true });
    writeFileSync(join(lessons, 'percentages.webm'), clip);
    writeFileSync(join(lessons, 'percentages.mp4'), clip);
    writeFileSync(join(lessons, 'percentages.jpg'), randomBytes(300));
    writeFileSync(join(lessons, 'percentages.hi.vtt'), captions);
    writeFileSync(join(lessons, '.env'), 'SECRET=1');
    writeFileSync(join(lessons, 'README.md'), `# How the percentages clips are made\n${'SECRET notes. '.repeat(40)}`);
    writeFileSync(join(lessons, 'manifest.json'), JSON.stringify({ percentages: { SECRET: true } }));
    writeFileSync(join(lessons, 'drafts', 'old.webm'), clip);
    writeFileSync(join(mediaDir, 'secret.txt'), 'not for the web');
    server = await startTestServer(pgliteTarget, { mediaDir });
  });
  afterAll(async () => {
    await server?.close();
    if (mediaDir !== undefined) rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

  it('answers a range with 206 and the bytes asked for', async () => {
    const response = await get('/lessons/percentages.webm', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 0-99/1000');
    expect(response.headers['content-length']).toBe('100');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.rawPayload.equals(clip.subarray(0, 100))).toBe(true);
    const tail = await get('/lessons/percentages.mp4', { range: 'bytes=900-' });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe('bytes 900-999/1000');
    expect(tail.headers['content-type']).toBe('video/mp4');
    expect(tail.rawPayload.equals(clip.subarray(900))).toBe(true);
  });

  it('answers a range past the end with 416', async () => {
    const response = await get('/lessons/percentages.webm', { range: 'bytes=5000-6000' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
  });

  it('sends a whole clip as it is, saying ranges work and caching it a day', async () => {
    const response = await get('/lessons/percentages.webm', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(clip)).toBe(true);
    const poster = await get('/lessons/percentages.jpg');
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('sends captions as UTF-8 WebVTT, compressed when the client takes it', async () => {
    const plain = await get('/lessons/percentages.hi.vtt');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(plain.body).toBe(captions);
    const compressed = await get('/lessons/percentages.hi.vtt', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=86400');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(captions);
    const ranged = await get('/lessons/percentages.hi.vtt', { 'accept-encoding': 'br', range: 'bytes=0-5' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('WEBVTT');
  });

  it.each([
    ['the folder', '/lessons/'],
    ['a subfolder', '/lessons/drafts/'],
    ['a dotfile', '/lessons/.env'],
    ['the makers’ notes', '/lessons/README.md'],
    ['the clips’ manifest', '/lessons/manifest.json'],
    ['a file in a subfolder', '/lessons/drafts/old.webm'],
    ['a missing clip', '/lessons/missing.webm'],
    ['a file outside the folder', '/lessons/../secret.txt'],
    ['an encoded way outside', '/lessons/%2e%2e/secret.txt'],
    ['an encoded slash outside', '/lessons/..%2fsecret.txt'],
  ])('lists nothing and serves nothing else: %s', async (_label, url) => {
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('SECRET');
    expect(response.body).not.toContain('not for the web');
    expect(response.body).not.toContain('percentages');
  });

  it("lets the app's own <video> and <track> load them (same origin)", async () => {
    const response = await get('/lessons/percentages.webm');
    // Helmet's default: same-origin pages may embed the file; other sites may not.
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // The app's pages carry the same policy: media comes from media-src, or default-src without it.
    const page = await get('/dashboard/video');
    const directives = new Map(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values] as const),
    );
    const mediaSources = directives.get('media-src') ?? directives.get('default-src');
    expect(mediaSources).toContain("'self'");
  });
});

describe('the lesson files this server ships', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The default media folder: packages/server/static.
    server = await startTestServer(pgliteTarget);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(videoLessons.map((lesson) => lesson.slug))('plays %s: both formats, both captions, a poster, seekable', async (slug) => {
    const { token } = await signUp(server);
    const response = await call(server, 'GET', `/getVideoLesson/${slug}`, { token });
    const { lesson } = getVideoLessonResponse.parse(response.json()).data;
    expect(lesson.sources.map((source) => source.type)).toEqual(['video/webm; codecs="vp9"', 'video/mp4']);
    expect(lesson.captions.map((track) => track.lang)).toEqual(['en', 'hi']);
    for (const url of [...lesson.sources.map((source) => source.url), lesson.thumbnail_url]) {
      const file = await server.app.inject({ url, headers: { range: 'bytes=0-99' } });
      expect(file.statusCode, url).toBe(206);
      expect(file.rawPayload.length, url).toBe(100);
    }
    for (const track of lesson.captions) {
      const file = await server.app.inject({ url: track.url });
      expect(file.statusCode, track.url).toBe(200);
      expect(file.body.startsWith('WEBVTT'), track.url).toBe(true);
    }
  });
});
