import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figures, figureVariants } from '../src/db/figures-schema.js';
import type { ImportedFigure } from '../src/question-content/item.js';
import {
  figureHash,
  loadFigureResolver,
  storeFigure,
  type StoredFigure,
} from '../src/question-content/figures/index.js';
import { databaseTargets } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// Figures a question shows: stored once per upload, pictures upright and without their EXIF (GPS
// above all) in AVIF, WebP and their own format at the widths pages ask, SVGs sanitised, and
// served from /media/figures/ with year-long caching and a strict policy.

/** A picture with a GPS position and a camera in its EXIF, as a phone writes it. */
const gpsExif = { IFD0: { Make: 'PhoneCo', Model: 'Model 7' }, IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 5/1' } };

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } });
}

const figure = (name: string, mediaType: ImportedFigure['mediaType'], data: Uint8Array): ImportedFigure => ({ name, mediaType, data });

/** What must never come out: the EXIF block, or any of its words. */
async function expectNoMetadata(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(bytes.includes('WGS-84')).toBe(false);
  expect(bytes.includes('PhoneCo')).toBe(false);
}

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60" onload="alert(1)">
  <script>alert(1)</script>
  <rect width="120" height="60" fill="#00aa00"/>
  <image href="http://evil.example/pixel.png" width="1" height="1"/>
</svg>`;

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`figures ${target.title}`, () => {
    let server: TestServer;
    let photo: Buffer;
    let diagram: Buffer;
    let storedPhoto: StoredFigure;
    let storedDiagram: StoredFigure;
    let storedDrawing: StoredFigure;

    const store = (upload: ImportedFigure) => storeFigure(server.database.db, upload);
    const stored = async (upload: ImportedFigure) => {
      const result = await store(upload);
      if (!result.ok) throw new Error(result.message);
      return result.figure;
    };
    const refusal = async (upload: ImportedFigure) => {
      const result = await store(upload);
      return result.ok ? 'stored' : result.message;
    };
    const variantsOf = (id: number) =>
      server.database.db.select().from(figureVariants).where(eq(figureVariants.figureId, id));
    const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });

    beforeAll(async () => {
      server = await startTestServer(target);
      // A phone's photo: stored on its side with EXIF orientation 6 (turn a quarter right).
      photo = await picture(1600, 1200).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).withExif(gpsExif).toBuffer();
      diagram = await picture(800, 600).png().withExif(gpsExif).toBuffer();
      storedPhoto = await stored(figure('photo.jpg', 'image/jpeg', photo));
      storedDiagram = await stored(figure('diagram.png', 'image/png', diagram));
      storedDrawing = await stored(figure('drawing.svg', 'image/svg+xml', new TextEncoder().encode(drawing)));
    });
    afterAll(async () => {
      await server?.close();
    });

    it('keeps a PNG without its EXIF and GPS, in every copy', async () => {
      expect(diagram.includes('WGS-84')).toBe(true);
      expect(storedDiagram).toMatchObject({ mediaType: 'image/png', width: 800, height: 600, hash: figureHash(diagram) });
      const [row] = await server.database.db.select().from(figures).where(eq(figures.id, storedDiagram.id));
      await expectNoMetadata(row?.bytes ?? Buffer.alloc(0));
      const variants = await variantsOf(storedDiagram.id);
      expect(variants.length).toBeGreaterThan(0);
      for (const variant of variants) await expectNoMetadata(variant.bytes);
    });

    it('turns a photo upright and makes AVIF and WebP at 360, 720 and 1080, and a JPEG at 1080', async () => {
      expect(storedPhoto).toMatchObject({ mediaType: 'image/jpeg', width: 1200, height: 1600 });
      const variants = await variantsOf(storedPhoto.id);
      const planned = variants.map((v) => `${v.width}.${v.format}`).sort();
      expect(planned).toEqual(['1080.avif', '1080.jpeg', '1080.webp', '360.avif', '360.webp', '720.avif', '720.webp']);
      for (const variant of variants) {
        const metadata = await sharp(variant.bytes).metadata();
        expect({ format: metadata.format, width: metadata.width }).toEqual({
          format: variant.format === 'avif' ? 'heif' : variant.format,
          width: variant.width,
        });
        // Upright: taller than wide, as the photo was taken.
        expect(metadata.height).toBe(Math.round((variant.width * 1600) / 1200));
        await expectNoMetadata(variant.bytes);
      }
    });

    it('never makes a copy wider than the picture', async () => {
      expect((await variantsOf(storedDiagram.id)).map((v) => `${v.width}.${v.format}`).sort()).toEqual([
        '360.avif', '360.webp', '720.avif', '720.webp', '800.avif', '800.png', '800.webp',
      ]);
      const small = await stored(figure('small.png', 'image/png', await picture(200, 100).png().toBuffer()));
      expect((await variantsOf(small.id)).map((v) => `${v.width}.${v.format}`).sort()).toEqual(['200.avif', '200.png', '200.webp']);
    });

    it('stores the same bytes once, however often they are imported', async () => {
      const [before] = await server.database.db.select({ n: count() }).from(figures);
      const again = await stored(figure('photo-again.jpg', 'image/jpeg', photo));
      expect(again).toEqual(storedPhoto);
      const [after] = await server.database.db.select({ n: count() }).from(figures);
      expect(after?.n).toBe(before?.n);
      expect(await variantsOf(storedPhoto.id)).toHaveLength(7);
      // Two imports of one new picture at once still make one row.
      const shared = await picture(500, 400).png().toBuffer();
      const [first, second] = await Promise.all([
        stored(figure('a.png', 'image/png', shared)),
        stored(figure('b.png', 'image/png', shared)),
      ]);
      expect(second).toEqual(first);
      const rows = await server.database.db.select({ n: count() }).from(figures).where(eq(figures.hash, figureHash(shared)));
      expect(rows[0]?.n).toBe(1);
      expect(await variantsOf(first.id)).toHaveLength(5);
    });

    it('keeps a JPEG named .png as the JPEG it is', async () => {
      const jpeg = await picture(300, 200).jpeg().toBuffer();
      const renamed = await stored(figure('renamed.png', 'image/png', jpeg));
      expect(renamed.mediaType).toBe('image/jpeg');
      expect((await variantsOf(renamed.id)).map((v) => v.format).sort()).toEqual(['avif', 'jpeg', 'webp']);
    });

    it('refuses what is not what it says, with plain messages', async () => {
      const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
      expect(await refusal(figure('anim.png', 'image/png', gif))).toBe(
        "'anim.png' is not really a PNG file. A figure may be a PNG, a JPEG or an SVG.",
      );
      expect(await refusal(figure('drawing.png', 'image/png', new TextEncoder().encode(drawing)))).toBe(
        "'drawing.png' is not really a PNG file (it is SVG). A figure may be a PNG, a JPEG or an SVG.",
      );
      expect(await refusal(figure('photo.svg', 'image/svg+xml', diagram))).toBe(
        "'photo.svg' is not really an SVG file (it is PNG). A figure may be a PNG, a JPEG or an SVG.",
      );
      expect(await refusal(figure('empty.png', 'image/png', new Uint8Array()))).toBe("'empty.png' is an empty file.");
    });

    it('refuses a truncated picture, saying it is damaged or cut short', async () => {
      for (const [name, type, bytes] of [
        ['cut.png', 'image/png', diagram],
        ['cut.jpg', 'image/jpeg', photo],
      ] as const) {
        const message = await refusal(figure(name, type, bytes.subarray(0, Math.floor(bytes.length / 2))));
        expect(message).toMatch(new RegExp(`^'${name.replace('.', '\\.')}' could not be read to the end: the (PNG|JPEG) file is damaged or cut short\\.`));
      }
    });

    it('refuses more than 5 MB or 6,000 pixels a side', async () => {
      const huge = Buffer.concat([diagram, Buffer.alloc(5 * 1024 * 1024)]);
      expect(await refusal(figure('huge.png', 'image/png', huge))).toMatch(
        /^'huge\.png' is 5\.\d MB; a figure may be at most 5\.0 MB\. Make it smaller and upload it again\.$/,
      );
      const wide = await picture(6001, 10).png().toBuffer();
      expect(await refusal(figure('wide.png', 'image/png', wide))).toBe(
        "'wide.png' is 6,001 × 10 pixels; a figure may be at most 6,000 pixels on a side. Make it smaller and upload it again.",
      );
    });

    it('gives the renderer each figure’s addresses and size, all of which answer', async () => {
      const resolve = await loadFigureResolver(server.database.db, [
        { name: 'photo.jpg', figureId: storedPhoto.id },
        { name: 'drawing.svg', figureId: storedDrawing.id },
      ]);
      const base = `/media/figures/${storedPhoto.hash}`;
      expect(resolve('photo.jpg')).toEqual({
        src: `${base}/1080.jpg`,
        width: 1080,
        height: 1440,
        sources: [
          { type: 'image/avif', srcset: `${base}/360.avif 360w, ${base}/720.avif 720w, ${base}/1080.avif 1080w` },
          { type: 'image/webp', srcset: `${base}/360.webp 360w, ${base}/720.webp 720w, ${base}/1080.webp 1080w` },
        ],
      });
      expect(resolve('drawing.svg')).toEqual({
        src: `/media/figures/${storedDrawing.hash}/original.svg`,
        width: 120,
        height: 60,
        sources: [],
      });
      expect(resolve('missing.png')).toBeUndefined();
      const urls = [resolve('photo.jpg'), resolve('drawing.svg')].flatMap((sources) => [
        sources?.src ?? '',
        ...(sources?.sources ?? []).flatMap((source) => source.srcset.split(', ').map((entry) => entry.split(' ')[0] ?? '')),
      ]);
      for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
    });

    it('serves a variant with its type, a year of immutable caching, an ETag and nosniff', async () => {
      const response = await get(`/media/figures/${storedPhoto.hash}/720.avif`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/avif');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(720);
      const again = await get(`/media/figures/${storedPhoto.hash}/720.avif`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const webp = await get(`/media/figures/${storedPhoto.hash}/360.webp`);
      expect(webp.headers['content-type']).toBe('image/webp');
      const jpeg = await get(`/media/figures/${storedPhoto.hash}/1080.jpg`);
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers['content-disposition']).toBeUndefined();
    });

    it('serves an SVG sanitised, inline, under a policy that lets it load and run nothing', async () => {
      const response = await get(`/media/figures/${storedDrawing.hash}/original.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
      expect(response.headers['content-disposition']).toBe('inline');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toContain('fill="#00aa00"');
      expect(response.body).not.toMatch(/script|onload|evil\.example/);
    });

    it('answers 404 with the failure envelope for anything it does not hold, never a 5xx', async () => {
      const unknown = 'a'.repeat(64);
      const paths = [
        `/media/figures/${unknown}/720.avif`,
        `/media/figures/${storedPhoto.hash}/2000.avif`,
        `/media/figures/${storedPhoto.hash}/720.gif`,
        `/media/figures/${storedPhoto.hash}/0720.avif`,
        `/media/figures/${storedPhoto.hash}/original.svg`,
        `/media/figures/${storedPhoto.hash}/..%2F..%2Fetc%2Fpasswd`,
        `/media/figures/${storedPhoto.hash.toUpperCase()}/720.avif`,
        `/media/figures/${storedPhoto.hash}`,
        `/media/figures/%zz/720.avif`,
        `/media/figures/${'f'.repeat(5000)}/720.avif`,
        '/media/other.png',
      ];
      for (const path of paths) {
        const response = await get(path);
        expect(response.statusCode, path).toBeLessThan(500);
        expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
        if (response.statusCode === 404) {
          expect(response.json(), path).toEqual({ result: 0, msg: 'Resource not found.', error: 'Resource not found.', code: 'not_found' });
        }
      }
      expect((await get(`/media/figures/${unknown}/720.avif`)).statusCode).toBe(404);
    });
  });
}
