import { createHash } from 'node:crypto';
import type { FigureMediaType } from '../../db/figures-schema.js';
import type { ImportedFigure } from '../item.js';
import { describeBytes, maxFigureBytes } from './limits.js';
import { prepareRaster, type PreparedVariant } from './raster-variants.js';
import { realFigureType, typeNames } from './real-type.js';
import { sanitiseSvg } from './sanitise-svg.js';

/** A figure ready to be written: everything a row needs, worked out without the database. */
export type PreparedFigure = {
  hash: string;
  mediaType: FigureMediaType;
  width: number;
  height: number;
  /** The sanitised SVG, or the picture upright and without metadata. */
  bytes: Buffer;
  variants: PreparedVariant[];
};

export type FigureRefusal = { ok: false; message: string };

/** The lower-case hex SHA-256 of the bytes as uploaded: a figure's identity and address. */
export function figureHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

const isRaster = (type: FigureMediaType) => type !== 'image/svg+xml';

/**
 * The checks that need no decoding: not empty, not too large, and what it says it is. Judged by
 * its bytes, not the type it came with: a PNG named .jpg (or the other way round) is common and
 * harmless, since both are decoded and encoded again, so it is kept as what it really is.
 * Anything else that is not what it says (an SVG named .png, a GIF, a PDF) is refused: an SVG
 * must come through the sanitiser by its own name.
 */
export function checkUpload({ name, data, mediaType }: ImportedFigure): { ok: true; realType: FigureMediaType } | FigureRefusal {
  if (data.byteLength === 0) return { ok: false, message: `'${name}' is an empty file.` };
  if (data.byteLength > maxFigureBytes) {
    return {
      ok: false,
      message: `'${name}' is ${describeBytes(data.byteLength)}; a figure may be at most ${describeBytes(maxFigureBytes)}. Make it smaller and upload it again.`,
    };
  }
  const realType = realFigureType(data);
  const sameKind = realType !== null && (realType === mediaType || (isRaster(realType) && isRaster(mediaType)));
  if (realType === null || !sameKind) {
    return {
      ok: false,
      message: `'${name}' is not really a${mediaType === 'image/svg+xml' ? 'n' : ''} ${typeNames[mediaType]} file${realType === null ? '' : ` (it is ${typeNames[realType]})`}. A figure may be a PNG, a JPEG or an SVG.`,
    };
  }
  return { ok: true, realType };
}

/**
 * Checks, cleans and encodes an upload: seconds for a large photo, so an import holding a
 * transaction open does this first. Refusals name the figure in a plain sentence.
 */
export async function prepareFigure(figure: ImportedFigure): Promise<({ ok: true } & PreparedFigure) | FigureRefusal> {
  const checked = checkUpload(figure);
  if (!checked.ok) return checked;
  const { name, data } = figure;
  const { realType } = checked;
  const hash = figureHash(data);
  if (realType === 'image/svg+xml') {
    const svg = await sanitiseSvg(name, data);
    if (!svg.ok) return svg;
    return { ok: true, hash, mediaType: realType, width: svg.width, height: svg.height, bytes: svg.svg, variants: [] };
  }
  const raster = await prepareRaster(name, data, realType);
  if (!raster.ok) return raster;
  const { kept, width, height, variants } = raster;
  return { ok: true, hash, mediaType: realType, width, height, bytes: kept, variants };
}
