import { Marked } from 'marked';
import { escapeAttribute, escapeXml } from './markup-node.js';

export interface HtmlWriting {
  /** How maths is written in the HTML: Moodle's TeX filter delimiters, or our `$…$` kept as text. */
  maths: 'moodle' | 'dollars';
  /** The address a figure's `<img>` points to. */
  figureSource: (name: string) => string;
}

const marked = new Marked({ gfm: true, async: false });
const mathSpan = /\$\$[\s\S]+?\$\$|\$[^$\n]+?\$/g;
const placeholder = (index: number) => `PARIKSHAMATH${index}X`;

/**
 * Our Markdown as HTML for the export formats. Maths is kept out of Markdown's hands (its `_` and
 * `*` are not emphasis) and put back in the delimiters the target reads.
 */
export function markdownToHtml(markdown: string, writing: HtmlWriting): string {
  const maths: string[] = [];
  const guarded = markdown.replace(mathSpan, (span) => placeholder(maths.push(span) - 1));
  const html = (marked.parse(guarded) as string)
    .replace(/<img src="figure:([^"]+)"/g, (_whole, name: string) => `<img src="${escapeAttribute(writing.figureSource(name))}"`)
    .replace(/PARIKSHAMATH(\d+)X/g, (_whole, index: string) => {
      const span = maths[Number(index)] ?? '';
      if (writing.maths === 'dollars') return escapeXml(span);
      const display = span.startsWith('$$');
      const tex = display ? span.slice(2, -2) : span.slice(1, -1);
      return escapeXml(display ? `$$${tex}$$` : `\\(${tex}\\)`);
    });
  return html.trim();
}
