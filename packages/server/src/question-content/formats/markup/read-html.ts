import { Parser } from 'htmlparser2';
import type { MarkupElement } from './markup-node.js';

/** An HTML fragment (a Moodle question text) as a tree under a root element; HTML is forgiving, so this never fails. */
export function readHtml(html: string, line = 1): MarkupElement {
  const root: MarkupElement = { kind: 'element', name: 'root', local: 'root', attributes: {}, children: [], line };
  const open: MarkupElement[] = [root];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element: MarkupElement = { kind: 'element', name, local: name, attributes, children: [], line };
        open.at(-1)?.children.push(element);
        open.push(element);
      },
      ontext(text) {
        open.at(-1)?.children.push({ kind: 'text', text });
      },
      onclosetag() {
        if (open.length > 1) open.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return root;
}
