import type { FigureMediaType, FigureVariantFormat } from '../../db/figures-schema.js';
import type { FigureSources } from '../figure-sources.js';
import { figureContentTypes, figureFileUrl, svgFileName, variantFileName } from './figure-files.js';

/** A figure as the renderer needs it: its row without the bytes, and which variants it has. */
export type FigureRecord = {
  hash: string;
  mediaType: FigureMediaType;
  width: number;
  height: number;
  variants: readonly { width: number; format: FigureVariantFormat }[];
};

/** Modern formats first: a browser takes the first `<source>` whose type it knows. */
const modernFormats = ['avif', 'webp'] as const;

/**
 * The addresses and size of a stored figure. An SVG is its one file at its own size. A picture
 * offers AVIF and WebP at each width it has, and its PNG or JPEG fallback, the widest copy sent;
 * its size is that copy's (the largest a browser will get), so the page keeps its proportions.
 */
export function figureSources(figure: FigureRecord): FigureSources {
  if (figure.mediaType === 'image/svg+xml') {
    return { src: figureFileUrl(figure.hash, svgFileName), width: figure.width, height: figure.height, sources: [] };
  }
  const fallback = figure.variants
    .filter((variant) => variant.format === 'png' || variant.format === 'jpeg')
    .reduce<{ width: number; format: FigureVariantFormat } | undefined>(
      (widest, variant) => (widest === undefined || variant.width > widest.width ? variant : widest),
      undefined,
    );
  const shownWidth = fallback?.width ?? figure.width;
  const sources = modernFormats.flatMap((format) => {
    const widths = figure.variants
      .filter((variant) => variant.format === format)
      .map((variant) => variant.width)
      .sort((a, b) => a - b);
    if (widths.length === 0) return [];
    const srcset = widths.map((width) => `${figureFileUrl(figure.hash, variantFileName(width, format))} ${width}w`).join(', ');
    return [{ type: figureContentTypes[format], srcset }];
  });
  return {
    src: fallback === undefined ? '' : figureFileUrl(figure.hash, variantFileName(fallback.width, fallback.format)),
    width: shownWidth,
    height: Math.max(1, Math.round((figure.height * shownWidth) / figure.width)),
    sources,
  };
}
