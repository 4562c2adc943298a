/** An HTML or XML element tree as the format readers walk it, each element with its source line. */
export type MarkupNode = MarkupElement | MarkupText;

export interface MarkupElement {
  kind: 'element';
  /** As written, with any prefix: 'm:math', 'qti-choice-interaction'. */
  name: string;
  /** Without a prefix, lowercase in HTML: what readers match on. */
  local: string;
  attributes: Record<string, string>;
  children: MarkupNode[];
  line: number;
}

export interface MarkupText {
  kind: 'text';
  text: string;
}

export const childElements = (element: MarkupElement, local?: string): MarkupElement[] =>
  element.children.filter((child): child is MarkupElement => child.kind === 'element' && (local === undefined || child.local === local));

export const firstChild = (element: MarkupElement, local: string): MarkupElement | undefined => childElements(element, local)[0];

/** All text inside an element, as it is. */
export const textContent = (node: MarkupNode): string => (node.kind === 'text' ? node.text : node.children.map(textContent).join(''));

/** Elements anywhere below, in document order. */
export function descendants(element: MarkupElement, local: string): MarkupElement[] {
  const found: MarkupElement[] = [];
  for (const child of childElements(element)) {
    if (child.local === local) found.push(child);
    found.push(...descendants(child, local));
  }
  return found;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeXml(text).replace(/"/g, '&quot;');

/** An element written back as XML (MathML kept as it came). */
export function serializeXml(node: MarkupNode): string {
  if (node.kind === 'text') return escapeXml(node.text);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const children = node.children.map(serializeXml).join('');
  return children === '' ? `<${node.name}${attributes}/>` : `<${node.name}${attributes}>${children}</${node.name}>`;
}

export { escapeAttribute, escapeXml };
