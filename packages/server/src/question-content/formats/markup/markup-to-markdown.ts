import { childElements, type MarkupElement, type MarkupNode, serializeXml, textContent } from './markup-node.js';
import { toDollarMaths } from './tex-delimiters.js';

/** What the caller makes of an `<img>`: usually `![alt](figure:NAME)`, having kept the picture. */
export type ImageWriter = (image: MarkupElement) => string;

const blockElements = new Set(['p', 'div', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr']);
const droppedElements = new Set(['script', 'style', 'head', 'title']);
const simpleScript = /^[A-Za-z0-9+\-−=]+$/;

interface Writer {
  image: ImageWriter;
}

const collapse = (text: string): string => text.replace(/[ \t\r\n\f]+/g, ' ');

function inline(nodes: readonly MarkupNode[], writer: Writer): string {
  return nodes.map((node) => inlineNode(node, writer)).join('');
}

/** Emphasis that keeps its spaces outside the markers, where Markdown needs them. */
function wrap(marker: string, content: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(content);
  const inner = match?.[2] ?? '';
  return inner === '' ? content : `${match?.[1] ?? ''}${marker}${inner}${marker}${match?.[3] ?? ''}`;
}

function script(kind: '^' | '_', content: string): string {
  const value = content.trim();
  if (value === '') return '';
  return simpleScript.test(value) ? `$${kind}{${value}}$` : `$${kind}{\\text{${value}}}$`;
}

function inlineNode(node: MarkupNode, writer: Writer): string {
  if (node.kind === 'text') return collapse(node.text);
  const children = () => inline(node.children, writer);
  switch (node.local) {
    case 'br':
      return '  \n';
    case 'strong':
    case 'b':
      return wrap('**', children());
    case 'em':
    case 'i':
      return wrap('*', children());
    case 'sub':
      return script('_', textContent(node));
    case 'sup':
      return script('^', textContent(node));
    case 'code':
      return `\`${textContent(node)}\``;
    case 'img':
      return writer.image(node);
    case 'math':
      // MathML is kept as it came: the renderer draws `<math>` itself.
      return serializeXml(node);
    case 'a': {
      const href = node.attributes.href ?? '';
      const text = children();
      return href === '' || href === text ? text : `[${text}](${href})`;
    }
    default:
      if (droppedElements.has(node.local)) return '';
      if (blockElements.has(node.local) || node.local === 'li' || node.local === 'tr') return ` ${blocks(node.children, writer)} `;
      return children();
  }
}

function list(element: MarkupElement, writer: Writer): string {
  const ordered = element.local === 'ol';
  return childElements(element, 'li')
    .map((item, index) => `${ordered ? `${index + 1}.` : '-'} ${blocks(item.children, writer).replace(/\n/g, '\n   ')}`)
    .join('\n');
}

function table(element: MarkupElement, writer: Writer): string {
  const rows = [element, ...childElements(element).filter((child) => ['thead', 'tbody', 'tfoot'].includes(child.local))].flatMap((part) => childElements(part, 'tr'));
  const cells = rows.map((row) =>
    childElements(row)
      .filter((cell) => cell.local === 'td' || cell.local === 'th')
      .map((cell) => inline(cell.children, writer).replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|')),
  );
  const width = Math.max(0, ...cells.map((row) => row.length));
  if (width === 0) return '';
  const line = (row: string[]) => `| ${Array.from({ length: width }, (_, index) => row[index] ?? '').join(' | ')} |`;
  const [head = [], ...body] = cells;
  return [line(head), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
}

function block(element: MarkupElement, writer: Writer): string {
  switch (element.local) {
    case 'ul':
    case 'ol':
      return list(element, writer);
    case 'table':
      return table(element, writer);
    case 'pre':
      return '```\n' + textContent(element).replace(/\n$/, '') + '\n```';
    case 'hr':
      return '';
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return wrap('**', inline(element.children, writer).trim());
    case 'blockquote':
      return blocks(element.children, writer)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    default:
      return blocks(element.children, writer);
  }
}

const tidyLines = (text: string): string =>
  text
    .split('\n')
    .map((line) => {
      // HTML collapses spaces; two text runs side by side (around a removed element) may still meet.
      const words = line.trim().replace(/ {2,}/g, ' ');
      return line.endsWith('  ') && words !== '' ? `${words}  ` : words;
    })
    .join('\n')
    .trim();

/** Children that mix blocks and inline runs: each block and each run of inline content its own paragraph. */
function blocks(nodes: readonly MarkupNode[], writer: Writer): string {
  const paragraphs: string[] = [];
  let run: MarkupNode[] = [];
  const endRun = () => {
    const text = tidyLines(inline(run, writer));
    if (text !== '') paragraphs.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (node.kind === 'element' && blockElements.has(node.local)) {
      endRun();
      const text = block(node, writer).trim();
      if (text !== '') paragraphs.push(text);
    } else {
      run.push(node);
    }
  }
  endRun();
  return paragraphs.join('\n\n');
}

/**
 * HTML (Moodle's question texts, a QTI item body) as our Markdown: paragraphs, emphasis, lists,
 * tables; sub/superscripts as maths; Moodle's TeX delimiters as `$…$`; MathML kept; images as the
 * caller writes them. Text is not escaped: it is the teacher's, maths included.
 */
export function markupToMarkdown(element: MarkupElement, image: ImageWriter): string {
  return toDollarMaths(blocks(element.children, { image }).replace(/ {2}\n$/, '').replace(/\n{3,}/g, '\n\n')).trim();
}
