import type { FigureVariantFormat } from '../../db/figures-schema.js';

/**
 * The widths pages ask for: a phone's column (360), a phone at 2× or a tablet (720), a desktop's
 * column at 2× or a wide screen (1080).
 */
export const figureWidths = [360, 720, 1080] as const;

/** The widest a picture is sent; what it is kept at beyond this is for exports only. */
export const widestFigureWidth = figureWidths[figureWidths.length - 1] ?? 1080;

/**
 * The widths a picture of this width is sent at, ascending: the planned ones it is wider than,
 * and its own width when it is narrower than the widest (never upscaled, and the sharpest copy
 * is always there).
 */
export function variantWidths(pictureWidth: number): number[] {
  const narrower = figureWidths.filter((width) => width < Math.min(pictureWidth, widestFigureWidth));
  return [...narrower, Math.min(pictureWidth, widestFigureWidth)];
}

/**
 * Encoder settings, chosen so an import of 100 photos takes two or three minutes on 2 cores, not
 * ten (a 1,600 × 1,200 JPEG: 1.0–1.8 s in all on a shared, busy 2-core machine; a diagram 0.7 s).
 * AVIF's effort is 2 of 9: sharp's default (4) took 4.0 s for the three widths of that photo,
 * effort 2 took 0.6 s for files 5 % larger. PNG at zlib level 6 with adaptive filtering: level 9
 * took 4.2 s for that photo kept as a PNG, level 6 0.7 s, 6 % larger. Qualities are the usual web
 * defaults, at which AVIF and WebP are about half a JPEG's size.
 */
const png = { compressionLevel: 6, adaptiveFiltering: true } as const;

export const encoderSettings = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png,
} as const satisfies Record<FigureVariantFormat, object>;

/** The picture kept for exports and later variants: close to the upload, without its metadata. */
export const keptSettings = {
  jpeg: { quality: 90, mozjpeg: true },
  png,
} as const;
