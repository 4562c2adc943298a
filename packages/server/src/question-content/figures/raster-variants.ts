import type createSharp from 'sharp';
import type { Metadata, Sharp } from 'sharp';
import type { FigureVariantFormat } from '../../db/figures-schema.js';
import { describePixels, maxFigureSide } from './limits.js';
import { typeNames } from './real-type.js';
import { encoderSettings, keptSettings, variantWidths } from './variant-plan.js';

export type RasterType = 'image/png' | 'image/jpeg';

export type PreparedVariant = { width: number; format: FigureVariantFormat; bytes: Buffer };

export type PreparedRaster =
  | { ok: true; kept: Buffer; width: number; height: number; variants: PreparedVariant[] }
  | { ok: false; message: string };

type SharpFactory = typeof createSharp;

/** sharp and libvips load with the first picture (a few hundred ms): no server start waits for them. */
const loadSharp = async (): Promise<SharpFactory> => (await import('sharp')).default;

const formatOf = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const satisfies Record<RasterType, FigureVariantFormat>;

/** EXIF orientations 5–8 turn the picture a quarter: its stored width is its upright height. */
const turnsAQuarter = (orientation: number | undefined) => orientation !== undefined && orientation >= 5;

/**
 * A reader of the upload that decodes every pixel or fails (a truncated file is an error, not a
 * grey lower half), turns it upright by its EXIF orientation, and refuses more pixels than the
 * side limit allows before decoding. sharp writes no metadata unless asked, so every copy made
 * from it leaves the EXIF (camera, GPS position, time), XMP and comments behind.
 */
function reader(sharp: SharpFactory, data: Uint8Array): Sharp {
  return sharp(data, { failOn: 'truncated', limitInputPixels: maxFigureSide * maxFigureSide }).autoOrient();
}

function encode(pipeline: Sharp, format: FigureVariantFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif(encoderSettings.avif);
    case 'webp':
      return pipeline.webp(encoderSettings.webp);
    case 'jpeg':
      return pipeline.jpeg(encoderSettings.jpeg);
    case 'png':
      return pipeline.png(encoderSettings.png);
  }
}

async function variant(sharp: SharpFactory, data: Uint8Array, width: number, format: FigureVariantFormat): Promise<PreparedVariant> {
  const bytes = await encode(reader(sharp, data).resize({ width, withoutEnlargement: true }), format).toBuffer();
  return { width, format, bytes };
}

const damaged = (name: string, type: RasterType) =>
  `'${name}' could not be read to the end: the ${typeNames[type]} file is damaged or cut short. Save or export it again and upload the new file.`;

/**
 * A PNG or JPEG (by its real type) kept upright and without metadata, and its variants: AVIF and
 * WebP at each width (variant-plan.ts), and the fallback in its own format at the widest. Each
 * variant is decoded from the upload (a JPEG shrinks while it decodes, so the narrow ones are
 * cheap) and they are encoded side by side on libuv's threads.
 */
export async function prepareRaster(name: string, data: Uint8Array, type: RasterType): Promise<PreparedRaster> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(data).metadata();
  } catch {
    return { ok: false, message: damaged(name, type) };
  }
  if (metadata.format !== formatOf[type]) return { ok: false, message: damaged(name, type) };
  const quarter = turnsAQuarter(metadata.orientation);
  const width = quarter ? metadata.height : metadata.width;
  const height = quarter ? metadata.width : metadata.height;
  if (Math.max(width, height) > maxFigureSide) {
    return {
      ok: false,
      message: `'${name}' is ${describePixels(width)} × ${describePixels(height)} pixels; a figure may be at most ${describePixels(maxFigureSide)} pixels on a side. Make it smaller and upload it again.`,
    };
  }
  const fallback = formatOf[type];
  const widths = variantWidths(width);
  const widest = widths[widths.length - 1] ?? width;
  try {
    const [kept, variants] = await Promise.all([
      fallback === 'png'
        ? reader(sharp, data).png(keptSettings.png).toBuffer()
        : reader(sharp, data).jpeg(keptSettings.jpeg).toBuffer(),
      Promise.all([
        ...widths.flatMap((w) => [variant(sharp, data, w, 'avif'), variant(sharp, data, w, 'webp')]),
        variant(sharp, data, widest, fallback),
      ]),
    ]);
    return { ok: true, kept, width, height, variants };
  } catch {
    return { ok: false, message: damaged(name, type) };
  }
}
