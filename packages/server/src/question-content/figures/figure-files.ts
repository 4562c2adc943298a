import type { FigureVariantFormat } from '../../db/figures-schema.js';

/** Where figures are served: `/media/figures/<hash>/<file>`. */
export const figuresPath = '/media/figures';

const extensions = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg' } as const satisfies Record<FigureVariantFormat, string>;

export const figureContentTypes = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
} as const satisfies Record<FigureVariantFormat | 'svg', string>;

/** What a file name under a figure's address asks for. */
export type FigureFile = { kind: 'svg' } | { kind: 'variant'; width: number; format: FigureVariantFormat };

/** '720.avif' for a variant. */
export function variantFileName(width: number, format: FigureVariantFormat): string {
  return `${width}.${extensions[format]}`;
}

/** An SVG is served as it is kept. */
export const svgFileName = 'original.svg';

export function figureFileUrl(hash: string, file: string): string {
  return `${figuresPath}/${hash}/${file}`;
}

const hashPattern = /^[0-9a-f]{64}$/;
const variantPattern = /^([1-9]\d{0,3})\.(avif|webp|png|jpg)$/;
const formatsByExtension: Readonly<Record<string, FigureVariantFormat>> = { avif: 'avif', webp: 'webp', png: 'png', jpg: 'jpeg' };

export function isFigureHash(value: string): boolean {
  return hashPattern.test(value);
}

/** The file a name asks for, or null for a name no figure has ('../x', '720.gif', '07.avif'). */
export function parseFigureFileName(name: string): FigureFile | null {
  if (name === svgFileName) return { kind: 'svg' };
  const match = variantPattern.exec(name);
  const format = match === null ? undefined : formatsByExtension[match[2] ?? ''];
  if (match === null || format === undefined) return null;
  return { kind: 'variant', width: Number(match[1]), format };
}
