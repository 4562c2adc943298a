import type { ImportedFigure } from '../item.js';
import { figureReferences } from './figure-references.js';

/** The figures a question's texts show, each read by `readFigure`; what cannot be read goes to `messages`. */
export function attachFigures(texts: readonly string[], readFigure: (name: string) => ImportedFigure | string, messages: string[]): ImportedFigure[] {
  const figures: ImportedFigure[] = [];
  const names = new Set(texts.flatMap(figureReferences).map((reference) => reference.name));
  for (const name of names) {
    const figure = readFigure(name);
    if (typeof figure === 'string') messages.push(figure);
    else figures.push(figure);
  }
  return figures;
}
