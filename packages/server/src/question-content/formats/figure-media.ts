import type { ImportedFigure } from '../item.js';

const mediaTypeByExtension: Record<string, ImportedFigure['mediaType']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** The figure's media type from its file name, or undefined for a kind of picture Pariksha does not hold. */
export function figureMediaType(name: string): ImportedFigure['mediaType'] | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : mediaTypeByExtension[extension];
}

export const unsupportedFigureMessage = (name: string): string =>
  `The figure "${name}" is not a PNG, JPEG or SVG picture: save it in one of those formats.`;

/** A figure file's name as formats write it back (the extension of its media type when it has none). */
export function extensionOf(mediaType: ImportedFigure['mediaType']): string {
  return mediaType === 'image/png' ? 'png' : mediaType === 'image/jpeg' ? 'jpg' : 'svg';
}
