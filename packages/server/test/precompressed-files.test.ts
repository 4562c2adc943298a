import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, pgliteTarget } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Static files do not depend on the database: one engine is enough here.

const script = `export function greet(name){return "नमस्ते, "+name+"!"}\n${'console.info("pariksha asset line");\n'.repeat(200)}`;
const indexHtml = `<!doctype html><html lang="en"><head><title>Pariksha</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const chapter = `# प्रतिशत\n\n${'प्रतिशत का अर्थ है प्रति सौ। '.repeat(80)}\n`;
const picture = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="10" height="10"/>'.repeat(40)}</svg>`;

/** What the app's build writes beside a file: brotli quality 11 and gzip level 9. */
function writeWithCompressedCopies(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(text, { level: 9 }));
}

describe('files sent as they were compressed at build time (or once, for the seed media)', () => {
  let server: TestServer;
  let staticDir: string;
  let mediaDir: string;
  const asset = '/assets/index-C0ffee12.js';

  beforeAll(async () => {
    staticDir = makeTempDir('precompressed-static');
    mediaDir = makeTempDir('precompressed-media');
    mkdirSync(join(staticDir, 'assets'));
    writeWithCompressedCopies(join(staticDir, 'index.html'), indexHtml);
    writeWithCompressedCopies(join(staticDir, 'assets', 'index-C0ffee12.js'), script);
    // Under the build's threshold: no copies.
    writeFileSync(join(staticDir, 'assets', 'tiny-D00d1e34.js'), 'export const a = 1;\n'.repeat(10));
    mkdirSync(join(mediaDir, 'books'));
    mkdirSync(join(mediaDir, 'images'));
    writeFileSync(join(mediaDir, 'books', 'long.hi.md'), chapter);
    writeFileSync(join(mediaDir, 'images', 'picture.svg'), picture);
    writeFileSync(join(mediaDir, 'images', 'small.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer(pgliteTarget, { staticDir, mediaDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    server.app.inject({
      url,
      headers: acceptEncoding === undefined ? headers : { ...headers, 'accept-encoding': acceptEncoding },
    });
  const file = (...path: string[]) => readFileSync(join(staticDir, ...path));

  it.each([
    ['br', 'br', '.br'],
    ['gzip, deflate, br', 'br', '.br'],
    ['gzip', 'gzip', '.gz'],
    ['gzip, deflate', 'gzip', '.gz'],
  ])('answers a script to a client accepting %s with the %s file made at build time, byte for byte', async (accepted, encoding, suffix) => {
    const response = await get(asset, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(file('assets', `index-C0ffee12.js${suffix}`))).toBe(true);
  });

  it.each([undefined, 'identity', 'deflate'])('answers the script as it is to a client accepting %s', async (accepted) => {
    const response = await get(asset, accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(file('assets', 'index-C0ffee12.js'))).toBe(true);
  });

  it('never compresses a file per request: one without copies goes as it is', async () => {
    const response = await get('/assets/tiny-D00d1e34.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(file('assets', 'tiny-D00d1e34.js'))).toBe(true);
  });

  it("sends index.html's brotli file for a page the browser draws", async () => {
    const response = await get('/dashboard/x', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(file('index.html.br'))).toBe(true);
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const response = await server.app.inject({ method: 'HEAD', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(file('assets', 'index-C0ffee12.js.br').length);
    expect(response.rawPayload.length).toBe(0);
  });

  describe('the seed media', () => {
    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const)('compresses a chapter and a picture with %s once, and sends the same bytes again', async (encoding, decompress) => {
      for (const [url, text, type] of [
        ['/books/long.hi.md', chapter, 'text/markdown; charset=utf-8'],
        ['/images/picture.svg', picture, 'image/svg+xml'],
      ] as const) {
        const first = await get(url, encoding);
        expect(first.statusCode).toBe(200);
        expect(first.headers['content-encoding']).toBe(encoding);
        expect(first.headers['content-type']).toBe(type);
        expect(first.headers['cache-control']).toBe('public, max-age=86400');
        expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
        expect(first.rawPayload.length).toBeLessThan(Buffer.byteLength(text));
        expect(decompress(first.rawPayload).toString('utf8')).toBe(text);
        const again = await get(url, encoding);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      }
    });

    it('compresses at the strongest settings', async () => {
      const response = await get('/books/long.hi.md', 'br');
      const strongest = brotliCompressSync(chapter, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      expect(response.rawPayload.length).toBeLessThanOrEqual(strongest.length);
    });

    it('sends a chapter as it is to a client that accepts no compression, varying by accept-encoding', async () => {
      const response = await get('/books/long.hi.md');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.body).toBe(chapter);
    });

    it('leaves a picture too small to gain as it is', async () => {
      const response = await get('/images/small.svg', 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });

    it('answers 304 to a revalidation with the ETag it sent', async () => {
      const first = await get('/books/long.hi.md', 'br');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await get('/books/long.hi.md', 'br', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('compresses a chapter again once it has been edited', async () => {
      const path = join(mediaDir, 'books', 'long.hi.md');
      expect(brotliDecompressSync((await get('/books/long.hi.md', 'br')).rawPayload).toString('utf8')).toBe(chapter);
      const edited = `${chapter}\n## नया खंड\n`;
      writeFileSync(path, edited);
      // A later modification time than the first version's, whatever the file system's resolution.
      const later = new Date(Date.now() + 5_000);
      utimesSync(path, later, later);
      expect(brotliDecompressSync((await get('/books/long.hi.md', 'br')).rawPayload).toString('utf8')).toBe(edited);
      expect(gunzipSync((await get('/books/long.hi.md', 'gzip')).rawPayload).toString('utf8')).toBe(edited);
    });

    it.each(['/books/..%2f..%2fetc%2fpasswd', '/books/.hidden.md', '/images/..%2f..%2f..%2fetc%2fpasswd.svg', '/books/missing.md'])(
      'serves nothing outside the media for %s',
      async (url) => {
        const response = await get(url, 'br');
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.headers['content-encoding']).toBeUndefined();
      },
    );
  });
});
