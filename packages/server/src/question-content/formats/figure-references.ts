/** A figure as a text refers to it: `![alt](figure:NAME)`. */
export interface FigureReference {
  alt: string;
  name: string;
}

const figureReference = /!\[([^\]]*)\]\(figure:([^)\s]+)\)/g;

/** Every `![alt](figure:NAME)` in a text, in order. */
export function figureReferences(text: string): FigureReference[] {
  return [...text.matchAll(figureReference)].map((match) => ({ alt: match[1] ?? '', name: match[2] ?? '' }));
}

/** The text with each figure reference replaced by what `replace` makes of it. */
export function replaceFigureReferences(text: string, replace: (reference: FigureReference) => string): string {
  return text.replace(figureReference, (_whole, alt: string, name: string) => replace({ alt, name }));
}
