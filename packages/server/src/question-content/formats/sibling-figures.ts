import type { ImportedFigure } from '../item.js';
import { figureMediaType, unsupportedFigureMessage } from './figure-media.js';

export type ReadSibling = (relativePath: string) => Uint8Array | undefined;

/**
 * Figure files named beside a CSV, XLSX or GIFT file, each read once however many questions show it.
 * Answers the figure, or the plain sentence that says why it cannot be had.
 */
export function siblingFigureReader(fileName: string, readSibling: ReadSibling | undefined) {
  const read = new Map<string, ImportedFigure | string>();
  return (name: string): ImportedFigure | string => {
    const known = read.get(name);
    if (known !== undefined) return known;
    const mediaType = figureMediaType(name);
    const data = mediaType ? readSibling?.(name) : undefined;
    const result: ImportedFigure | string = !mediaType
      ? unsupportedFigureMessage(name)
      : data
        ? { name, mediaType, data }
        : `The figure file "${name}" was not found beside ${fileName}: put it in the same folder (or the folder its name gives) and import the folder.`;
    read.set(name, result);
    return result;
  };
}
