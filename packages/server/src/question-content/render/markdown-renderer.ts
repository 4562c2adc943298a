import { richTextClasses } from '@pariksha/contract/rich-text';
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../../services/markdown.js';
import type { FigureResolver } from '../figure-sources.js';
import type { ContentLanguage } from '../item.js';
import { figureHtml } from './figure-html.js';

/** What one render needs besides the tokens: set for the length of one synchronous parse. */
export interface MarkdownContext {
  figures?: FigureResolver;
  lang: ContentLanguage;
  problems: string[];
  /** Placeholders back to readable text, for attributes (an alt text may hold `$x$`). */
  placeholdersToText: (text: string) => string;
}

let context: MarkdownContext | null = null;

function current(): MarkdownContext {
  if (!context) throw new Error('renderMarkdown: no render in progress');
  return context;
}

const tableLabel: Record<ContentLanguage, string> = { en: 'Table', hi: 'तालिका' };
const figurePrefix = 'figure:';
const allowedLink = /^(?:https?:\/\/|mailto:)/i;

/**
 * A question's small Markdown (GFM: paragraphs, emphasis, lists, tables; a line break is a line
 * break, as a teacher expects) to HTML. Raw HTML is shown as text; links are kept only to http(s)
 * and mailto; a picture is only a question's own figure (`![alt](figure:NAME)`); a heading is a
 * bold paragraph, so a question cannot break the page's outline.
 */
const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      const escaped = escapeHtml(token.text);
      return token.block ? `<p>${escaped}</p>\n` : escaped;
    },
    heading(token: Tokens.Heading): string {
      return `<p><strong>${this.parser.parseInline(token.tokens)}</strong></p>\n`;
    },
    link(token: Tokens.Link): string {
      const text = this.parser.parseInline(token.tokens);
      if (!allowedLink.test(token.href)) {
        current().problems.push(`The link to ${token.href} was left out: only http(s) and mailto links are kept.`);
        return text;
      }
      const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
      return `<a href="${escapeHtml(token.href)}"${title} rel="noopener noreferrer">${text}</a>`;
    },
    image(token: Tokens.Image): string {
      const { figures, problems, placeholdersToText, lang } = current();
      const alt = placeholdersToText(token.text).trim();
      if (!token.href.startsWith(figurePrefix)) {
        problems.push(`The picture ${token.href} is not one of the question's figures: upload it and write ![alt text](figure:NAME).`);
        return escapeHtml(alt);
      }
      const name = token.href.slice(figurePrefix.length);
      const figure = figures?.(name);
      if (!figure) {
        problems.push(`Figure ${name} is not one of the question's figures.`);
        const shown = alt || (lang === 'hi' ? `चित्र ${name}` : `Figure ${name}`);
        return `<span class="${richTextClasses.missingFigure}">${escapeHtml(shown)}</span>`;
      }
      if (alt === '') problems.push(`Figure ${name} has no alt text.`);
      return figureHtml(figure, alt);
    },
    table(token: Tokens.Table): string {
      const cell = (item: Tokens.TableCell, tag: 'th' | 'td') =>
        `<${tag}${item.align ? ` align="${item.align}"` : ''}>${this.parser.parseInline(item.tokens)}</${tag}>`;
      const head = `<thead><tr>${token.header.map((item) => cell(item, 'th')).join('')}</tr></thead>`;
      const rows = token.rows.map((row) => `<tr>${row.map((item) => cell(item, 'td')).join('')}</tr>`).join('');
      // A wide table scrolls by itself, never the page; the region is named so a reader knows what it is.
      return (
        `<div class="${richTextClasses.table}" role="region" aria-label="${tableLabel[current().lang]}">` +
        `<table>${head}${rows ? `<tbody>${rows}</tbody>` : ''}</table></div>\n`
      );
    },
  },
});

/** Markdown to HTML under `renderContext`; `inline` for a line without its paragraph (an option). */
export function renderMarkdown(source: string, inline: boolean, renderContext: MarkdownContext): string {
  const previous = context;
  context = renderContext;
  try {
    return inline ? markdown.parseInline(source, { async: false }) : markdown.parse(source, { async: false });
  } finally {
    context = previous;
  }
}

/** The same Markdown's tokens, for plain text. */
export function lexMarkdown(source: string): ReturnType<typeof markdown.lexer> {
  return markdown.lexer(source);
}
