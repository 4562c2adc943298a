import { readHtml } from '../markup/read-html.js';
import { markupToMarkdown } from '../markup/markup-to-markdown.js';
import { toDollarMaths } from '../markup/tex-delimiters.js';

export const giftTextFormats = ['moodle', 'html', 'plain', 'markdown'] as const;
export type GiftTextFormat = (typeof giftTextFormats)[number];

/** Where an unescaped special character is, from `from` on; -1 when there is none. */
export function findUnescaped(text: string, characters: string, from = 0): number {
  for (let index = from; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (character === '\\') index += 1;
    else if (characters.includes(character)) return index;
  }
  return -1;
}

/** Where an unescaped run of characters (`::`, `####`, `->`) starts, from `from` on; -1 when there is none. */
export function findUnescapedRun(text: string, run: string, from = 0): number {
  for (let index = from; index <= text.length - run.length; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text.startsWith(run, index)) return index;
  }
  return -1;
}

/** GIFT's escapes undone as Moodle undoes them: `\=`, `\~`, `\#`, `\{`, `\}`, `\:`, `\\` and `\n` (a new line). */
export function unescapeGift(text: string): string {
  return text.replace(/\\([\\=~#{}:n])/g, (_whole, character: string) => (character === 'n' ? '\n' : character));
}

const hasHtml = /<\/?[a-z][^>]*>/i;
/** A Markdown picture with a file path rather than a figure name: `![alt](figures/graph.png)`. */
const pathImage = /!\[([^\]]*)\]\((?!figure:|[a-z]+:\/\/)([^)\s]+)\)/g;

/**
 * A GIFT text (still escaped) in our Markdown. [markdown] and [plain] are kept as they are;
 * [html] is converted; Moodle's default auto-format is plain text that may carry HTML, converted
 * when it does. Pictures name files beside the GIFT file (`<img src="figures/graph.png" alt="…">`
 * or `![…](figures/graph.png)`) and become `![alt](figure:figures/graph.png)`.
 */
export function giftTextToMarkdown(text: string, format: GiftTextFormat): string {
  const plain = unescapeGift(text).trim();
  if (format === 'markdown' || format === 'plain' || (format === 'moodle' && !hasHtml.test(plain))) {
    return toDollarMaths(plain.replace(pathImage, (_whole, alt: string, path: string) => `![${alt}](figure:${path})`));
  }
  return markupToMarkdown(readHtml(plain), (image) => `![${image.attributes.alt ?? ''}](figure:${image.attributes.src ?? ''})`);
}
