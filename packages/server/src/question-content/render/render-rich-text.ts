import { richTextClasses } from '@pariksha/contract/rich-text';
import { escapeHtml } from '../../services/markdown.js';
import type { FigureResolver } from '../figure-sources.js';
import type { ContentLanguage } from '../item.js';
import { sanitizeMathml } from './html-allowlist.js';
import { renderMarkdown } from './markdown-renderer.js';
import { extractMaths, placeholderPattern, type MathsSpan } from './maths-spans.js';
import { texToMathml } from './tex-to-mathml.js';

export interface RenderRichTextOptions {
  /** The figures the text may show as `![alt](figure:NAME)`; without it every figure is a problem. */
  figures?: FigureResolver;
  /** The language of the text: names the parts a reader hears (a table's region). English by default. */
  lang?: ContentLanguage;
  /** One line without its paragraph, for an option. */
  inline?: boolean;
}

export interface RenderedRichText {
  /** Safe to put in `innerHTML`: only what html-allowlist.ts allows (HTML and MathML Core). */
  html: string;
  /** Plain sentences for the author, in the order met; [] when all went well. */
  problems: string[];
}

/** How a span reads as text: its TeX with its dollars, or the MathML's words. */
function spanSource(span: MathsSpan): string {
  if (span.kind === 'mathml') return span.markup.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return span.display ? `$$${span.tex}$$` : span.tex.startsWith('\\ce{') ? span.tex : `$${span.tex}$`;
}

function spanHtml(span: MathsSpan, problems: string[]): string {
  if (span.kind === 'mathml') {
    const mathml = sanitizeMathml(span.markup);
    if (!/^<math[^>]*>[\s\S]*<\/math>$/.test(mathml) || /^<math[^>]*>\s*<\/math>$/.test(mathml)) {
      problems.push('A MathML formula held nothing that can be shown, so it was left out.');
      return '';
    }
    return /^<math[^>]*\bdisplay="block"/.test(mathml) ? `<span class="${richTextClasses.display}">${mathml}</span>` : mathml;
  }
  const drawn = texToMathml(span.tex, span.display);
  if (!drawn.ok) {
    problems.push(`The maths \`${span.tex}\` could not be read: ${drawn.reason}.`);
    return `<code class="${richTextClasses.mathsError}">${escapeHtml(spanSource(span))}</code>`;
  }
  return span.display ? `<span class="${richTextClasses.display}">${drawn.mathml}</span>` : drawn.mathml;
}

/**
 * A question's text (a small Markdown with LaTeX between `$…$` and `$$…$$`, `\ce{…}` chemistry and
 * MathML islands) to HTML with MathML Core, drawn here so a phone runs no maths script.
 * Deterministic: the same source and figures give the same HTML. Problems are reported, never thrown;
 * the HTML then shows what could not be drawn as its source.
 */
export function renderRichText(source: string, options: RenderRichTextOptions = {}): RenderedRichText {
  const problems: string[] = [];
  const { text, spans } = extractMaths(source);
  const placeholdersToText = (value: string) =>
    value.replace(placeholderPattern, (_, index: string) => spans[Number(index)] ? spanSource(spans[Number(index)]!) : '');
  const html = renderMarkdown(text, options.inline ?? false, {
    figures: options.figures,
    lang: options.lang ?? 'en',
    problems,
    placeholdersToText,
  });
  const withMaths = html.replace(placeholderPattern, (_, index: string) => {
    const span = spans[Number(index)];
    return span ? spanHtml(span, problems) : '';
  });
  return { html: withMaths.trim(), problems: [...new Set(problems)] };
}
