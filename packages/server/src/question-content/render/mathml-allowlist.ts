import type { IOptions } from 'sanitize-html';

/**
 * MathML Core's elements (https://w3c.github.io/mathml-core/), with Temml's `menclose`, which a
 * browser draws as an `mrow` and Temml's CSS finishes. Left out on purpose: `annotation-xml` (it
 * may carry HTML or SVG), `mglyph` (an image), `maction`'s toggling and every MathML 3 link.
 */
export const mathmlElements = [
  'math', 'annotation', 'merror', 'mfrac', 'mi', 'mmultiscripts', 'mn', 'mo', 'mover', 'mpadded',
  'mphantom', 'mprescripts', 'mroot', 'mrow', 'ms', 'mspace', 'msqrt', 'mstyle', 'msub',
  'msubsup', 'msup', 'mtable', 'mtd', 'mtext', 'mtr', 'munder', 'munderover', 'none', 'semantics',
  'menclose',
] as const;

// No `href`, `src`, `id`, `xmlns` or `on…` anywhere: nothing in a formula links, loads or scripts.
const globalAttributes = ['dir', 'displaystyle', 'mathbackground', 'mathcolor', 'mathsize', 'mathvariant', 'scriptlevel', 'class', 'style'];
const mathmlAttributes: Record<string, string[]> = {
  math: ['display', 'alttext', 'aria-label'],
  mo: ['accent', 'fence', 'form', 'largeop', 'lspace', 'rspace', 'maxsize', 'minsize', 'movablelimits', 'separator', 'stretchy', 'symmetric'],
  mfrac: ['linethickness'],
  mover: ['accent'],
  munder: ['accentunder'],
  munderover: ['accent', 'accentunder'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset'],
  mspace: ['width', 'height', 'depth', 'linebreak'],
  mtable: ['columnalign', 'rowalign', 'columnspacing', 'rowspacing', 'columnlines', 'rowlines', 'frame'],
  mtr: ['columnalign', 'rowalign'],
  mtd: ['columnspan', 'rowspan', 'columnalign', 'rowalign'],
  menclose: ['notation'],
  annotation: ['encoding'],
};

export const mathmlAllowedAttributes: Record<string, string[]> = Object.fromEntries(
  mathmlElements.map((element) => [element, [...globalAttributes, ...(mathmlAttributes[element] ?? [])]]),
);

/** Temml's own classes (its CSS draws `\cancel`, `\vec`, primes and tags with them), and no other. */
export const mathmlClasses = ['tml-*', 'wbk-*', 'chr-*', 'ff-*', 'mathcal', 'mathscr', 'menclose', 'upstrike', 'downstrike', 'sout', 'actuarial', 'circle-pad', 'longdiv-*', 'phasor-*', 'special-fraction', 'textcircle'];

// A CSS value without a function that could fetch or compute (url(), image-set(), var(), expression()).
const safeValue = /^(?!.*\b(?:url|image|image-set|expression|var|attr|env|element|paint)\s*\()[\w\s#.%,()+-]+$/i;
const length = /^-?(?:\d+\.?\d*|\.\d+)(?:em|ex|pt|px|mu|rem|%)?$/;

/** The style properties Temml writes, each with values that only size, space, colour or place a glyph. */
const mathmlStyles: NonNullable<IOptions['allowedStyles']>[string] = {
  color: [safeValue],
  'background-color': [safeValue],
  border: [safeValue],
  'border-top': [safeValue],
  'border-bottom': [safeValue],
  'border-left': [safeValue],
  'border-right': [safeValue],
  padding: [safeValue],
  'padding-top': [length],
  'padding-bottom': [length],
  'padding-left': [length],
  'padding-right': [length],
  'margin-left': [length],
  width: [length],
  height: [length],
  top: [length],
  bottom: [length],
  left: [length],
  right: [length],
  position: [/^(?:relative|absolute)$/],
  display: [/^(?:block math|inline math|block|inline-block|none)$/],
  'math-depth': [/^(?:\d+|auto-add|add\(-?\d+\))$/],
  'math-style': [/^(?:normal|compact)$/],
  'text-align': [/^(?:left|right|center)$/],
  'justify-content': [/^(?:start|end|center|flex-start|flex-end)$/],
  'white-space': [/^(?:nowrap|normal)$/],
  'font-weight': [/^(?:normal|bold|\d{3})$/],
  'font-style': [/^(?:normal|italic)$/],
  transform: [/^(?:(?:translate[XY]?|scale[XY]?|rotate)\([\d\s.,%a-z-]+\)\s*)+$/],
};

/** Elements dropped with everything inside them, not unwrapped to their text. */
export const droppedWhole = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'xmp', 'noembed', 'noframes', 'annotation-xml', 'svg', 'mglyph', 'object', 'embed'];

/** MathML from an import (QTI brings it), kept to MathML Core's elements and attributes. */
export const mathmlOnly: IOptions = {
  allowedTags: [...mathmlElements],
  allowedAttributes: mathmlAllowedAttributes,
  allowedClasses: Object.fromEntries(mathmlElements.map((element) => [element, mathmlClasses])),
  allowedStyles: { '*': mathmlStyles },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWhole,
  // MathML as XML writes `<mspace width="1em"/>` and `<none/>`.
  parser: { recognizeSelfClosing: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
};
