/**
 * A formula as one readable line ('(1 − cos 4x)/x^2', 'CH4 + 2O2 → CO2 + 2H2O'), read from
 * Temml's MathML tree. Chromium leaves MathML's words out of an accessible name (a radio whose
 * label is only `<math>` has none, checked in Chromium 156), so the renderer writes this line as
 * the `<math>`'s `aria-label`: an option's name then comes from its maths.
 */

/** Temml's MathML node, as far as this reads it. */
export interface MathTreeNode {
  type?: string;
  text?: string;
  attributes?: Record<string, string>;
  children?: MathTreeNode[];
}

const wrap = (text: string) => ([...text].length <= 1 || /^[\p{L}\p{N}.]+$/u.test(text) ? text : `(${text})`);

export function mathmlSpeech(node: MathTreeNode): string {
  if (node.text !== undefined) return node.text.replace(/[\u2061-\u2064]/g, '');
  const parts = (node.children ?? []).map(mathmlSpeech);
  const [first = '', second = '', third = ''] = parts;
  switch (node.type) {
    case 'mfrac':
      return `${wrap(first)}/${wrap(second)}`;
    case 'msup':
      return `${first}^${wrap(second)}`;
    case 'msub':
      // Chemistry writes H2O as a subscript after an empty base: read it as written.
      return first === '' || /^\d+$/.test(second) ? `${first}${second}` : `${first}_${wrap(second)}`;
    case 'msubsup':
      return `${first}_${wrap(second)}^${wrap(third)}`;
    case 'munder':
      return `${first}_${wrap(second)}`;
    case 'mover':
      // An arrow over an empty space is mhchem's reaction arrow; an accent reads after its base.
      if (second.trim() === '') return first;
      return second === '→' || second === '¯' || second === 'ˆ' ? `${first}${second}` : `${first}^${wrap(second)}`;
    case 'munderover':
      return `${first}_${wrap(second)}^${wrap(third)}`;
    case 'msqrt':
      return `√${wrap(parts.join(''))}`;
    case 'mroot':
      return `${second}√${wrap(first)}`;
    case 'mspace':
      // A sized space parts words ('cos 4x'); mhchem's empty ones only set its letters.
      return node.attributes?.width ? ' ' : '';
    case 'mtable':
      return parts.join('; ');
    case 'mtr':
      return parts.join(' ');
    default:
      return parts.join('');
  }
}

/** The line, its spaces tidied. */
export function formulaLabel(tree: MathTreeNode): string {
  return mathmlSpeech(tree).replace(/\s+/g, ' ').trim();
}
