import { Marked, type Tokens } from 'marked';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * Link and image targets we keep: http(s), mailto, a path on this site or a fragment. The check
 * reads the destination as written, before any character reference in it is decoded, so
 * `&#106;avascript:` (which marked passes on as it is, and a browser would decode) is dropped.
 */
const allowedUrl = /^(?:https?:\/\/|mailto:|\/|#)/i;

function attribute(name: string, value: string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : ` ${name}="${escapeHtml(value)}"`;
}

/**
 * GitHub-flavoured Markdown (tables included) to HTML, for the books' sample chapters. Although
 * the chapters are our own files, raw HTML in them is shown as text, never rendered, and a link
 * or image with any other kind of URL keeps only its text.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag): string {
      const escaped = escapeHtml(token.text);
      return token.block ? `<p>${escaped}</p>\n` : escaped;
    },
    link(token: Tokens.Link): string {
      const text = this.parser.parseInline(token.tokens);
      if (!allowedUrl.test(token.href)) return text;
      return `<a${attribute('href', token.href)}${attribute('title', token.title)}>${text}</a>`;
    },
    image(token: Tokens.Image): string {
      if (!allowedUrl.test(token.href)) return escapeHtml(token.text);
      return `<img${attribute('src', token.href)} alt="${escapeHtml(token.text)}"${attribute('title', token.title)}>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
