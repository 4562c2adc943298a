import { richTextClasses } from '@pariksha/contract/rich-text';
import type { FigureSources } from '../figure-sources.js';
import { escapeHtml } from '../../services/markdown.js';

/**
 * How wide a figure is drawn: the question's column (760 px at most) on a desktop, the screen's
 * width on a phone. The browser picks the smallest file in `srcset` that covers it.
 */
export const figureSizes = '(min-width: 800px) 760px, 100vw';

/**
 * A figure as a `<picture>`: modern formats first, then the fallback `<img>` with its intrinsic
 * size (the page keeps its place before the picture arrives), fetched only when near the screen.
 */
export function figureHtml(figure: FigureSources, alt: string): string {
  const sources = figure.sources
    .map((source) => `<source type="${escapeHtml(source.type)}" srcset="${escapeHtml(source.srcset)}" sizes="${figureSizes}">`)
    .join('');
  const image =
    `<img src="${escapeHtml(figure.src)}" width="${Math.round(figure.width)}" height="${Math.round(figure.height)}"` +
    ` alt="${escapeHtml(alt)}" loading="lazy" decoding="async">`;
  return `<picture class="${richTextClasses.figure}">${sources}${image}</picture>`;
}
