import type { ImportedFigure } from '../../item.js';
import { figureMediaType, unsupportedFigureMessage } from '../figure-media.js';
import { childElements, firstChild, type MarkupElement, textContent } from '../markup/markup-node.js';
import { markupToMarkdown } from '../markup/markup-to-markdown.js';
import { readHtml } from '../markup/read-html.js';
import { toDollarMaths } from '../markup/tex-delimiters.js';

const pluginFile = '@@PLUGINFILE@@/';

/** The figures of one item, gathered from all its texts, and what is wrong with its pictures. */
export interface MoodleFigures {
  figures: ImportedFigure[];
  messages: string[];
}

/** A file name from an address; a stray `%` (not an escape) is kept as it is rather than failing. */
function decodeFileName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

const filePath = (file: MarkupElement): string => `${(file.attributes.path ?? '/').replace(/^\/+/, '')}${file.attributes.name ?? ''}`;

/** A `<file name="…" encoding="base64">` beside a text, as a figure; or why it cannot be one. */
function readFile(file: MarkupElement): ImportedFigure | string {
  const name = filePath(file);
  const mediaType = figureMediaType(name);
  if (!mediaType) return unsupportedFigureMessage(name);
  return { name, mediaType, data: new Uint8Array(Buffer.from(textContent(file), 'base64')) };
}

/**
 * A Moodle text element (`<questiontext format="html"><text>…</text><file …/></questiontext>`) in
 * our Markdown; its pictures (`@@PLUGINFILE@@/name`) become figures taken from its `<file>`s.
 */
export function readMoodleText(element: MarkupElement | undefined, into: MoodleFigures): string {
  if (!element) return '';
  const raw = textContent(firstChild(element, 'text') ?? element).trim();
  const format = element.attributes.format ?? 'html';
  if (format === 'markdown' || format === 'plain_text') return toDollarMaths(raw);
  // A file is known by its folder and name: `<file name="triangle.svg" path="/figures/">` is figures/triangle.svg.
  const files = new Map(childElements(element, 'file').map((file) => [filePath(file), file]));
  return markupToMarkdown(readHtml(raw, element.line), (image) => {
    const src = image.attributes.src ?? '';
    const alt = (image.attributes.alt ?? '').trim();
    if (!src.startsWith(pluginFile)) {
      into.messages.push(`The picture "${src}" is not inside the file: Pariksha keeps its own copy of every figure, so attach it to the question in Moodle and export again.`);
      return '';
    }
    const name = decodeFileName(src.slice(pluginFile.length).split('?')[0] ?? '');
    const known = into.figures.find((figure) => figure.name === name);
    if (!known) {
      const file = files.get(name);
      const figure = file ? readFile(file) : `The picture "${name}" is used in the text but its file is not in the export.`;
      if (typeof figure === 'string') {
        into.messages.push(figure);
        return '';
      }
      into.figures.push(figure);
    }
    return `![${alt}](figure:${name})`;
  });
}
