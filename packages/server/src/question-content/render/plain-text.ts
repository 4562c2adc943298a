import { decodeHTML } from 'entities';
import type { Token, Tokens } from 'marked';
import { lexMarkdown } from './markdown-renderer.js';
import { extractMaths, placeholderPattern, type MathsSpan } from './maths-spans.js';

/** A formula as a reader would type it into search: its TeX (chemistry as written), or MathML's words. */
function spanText(span: MathsSpan): string {
  if (span.kind === 'mathml') return decodeHTML(span.markup.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
  return span.tex.trim();
}

function tokensText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? []).map(tokenText).join('');
}

function tokenText(token: Token): string {
  switch (token.type) {
    case 'space':
    case 'hr':
      return ' ';
    case 'br':
      return ' ';
    case 'image':
      return (token as Tokens.Image).text;
    case 'table': {
      const table = token as Tokens.Table;
      const rows = [table.header, ...table.rows];
      return rows.map((row) => row.map((cell) => tokensText(cell.tokens)).join(' ')).join(' ') + ' ';
    }
    case 'list':
      return (token as Tokens.List).items.map((item) => tokensText(item.tokens)).join(' ') + ' ';
    case 'paragraph':
    case 'heading':
    case 'blockquote':
      return tokensText((token as Tokens.Paragraph).tokens) + ' ';
    case 'code':
    case 'codespan':
    case 'escape':
    case 'html':
      return (token as Tokens.Codespan).text;
    default:
      return 'tokens' in token && token.tokens ? tokensText(token.tokens) : 'text' in token ? String(token.text) : '';
  }
}

/**
 * A question's text as one plain line, for search and titles: no Markdown marks, maths as its
 * TeX ('lim_{x\to 0} …'), a figure as its alt text, whitespace collapsed.
 */
export function plainText(source: string): string {
  const { text, spans } = extractMaths(source);
  const words = decodeHTML(tokensText(lexMarkdown(text)));
  return words
    .replace(placeholderPattern, (_, index: string) => {
      const span = spans[Number(index)];
      return span ? spanText(span) : '';
    })
    .replace(/\s+/g, ' ')
    .trim();
}
