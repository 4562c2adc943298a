import { SaxesParser } from 'saxes';
import type { MarkupElement } from './markup-node.js';

export type XmlReading = { root: MarkupElement } | { line: number; message: string };

/** A whole XML document as a tree with line numbers, or where and why it is not well formed. */
export function readXml(xml: string): XmlReading {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const document: MarkupElement = { kind: 'element', name: '#document', local: '#document', attributes: {}, children: [], line: 1 };
  const open: MarkupElement[] = [document];
  let failure: { line: number; message: string } | undefined;
  parser.on('error', (error) => {
    failure ??= { line: parser.line, message: error.message.replace(/^[^:]*:\d+:\d+: /, '') };
  });
  parser.on('opentag', (tag) => {
    const attributes: Record<string, string> = {};
    for (const [name, attribute] of Object.entries(tag.attributes)) attributes[name] = typeof attribute === 'string' ? attribute : attribute.value;
    const element: MarkupElement = { kind: 'element', name: tag.name, local: tag.local ?? tag.name, attributes, children: [], line: parser.line };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  const addText = (text: string) => open.at(-1)?.children.push({ kind: 'text', text });
  parser.on('text', addText);
  parser.on('cdata', addText);
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= { line: parser.line, message: error instanceof Error ? error.message : String(error) };
  }
  if (failure) return failure;
  const root = document.children.find((child): child is MarkupElement => child.kind === 'element');
  return root ? { root } : { line: 1, message: 'the file has no root element' };
}
