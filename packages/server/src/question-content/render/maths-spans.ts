/**
 * Finds the maths in a question's source before Markdown reads it, and puts a placeholder in its
 * place: Markdown must never see TeX (`a_1 * b_2` is not emphasis, `|x|` in a table cell is not a
 * column) nor a MathML island (which it would show as text, as every other raw HTML).
 *
 * The dollar rule is Pandoc's, so money survives: an opening `$` must have a non-space right after
 * it; a closing `$` a non-space right before it and no digit right after it; and, stricter than
 * Pandoc, the first `$` after an opening one must be such a closing one. '₹50 or $5',
 * '$20,000 and $30,000' and 'Pay $5 if $x > 2$' (the `$5`) are no maths; `\$` is always a plain dollar. `$$…$$` is display maths.
 * A `\ce{…}` outside dollars is chemistry all the same (mhchem), and code spans are left as they are.
 */

export type MathsSpan =
  | { kind: 'tex'; tex: string; display: boolean }
  | { kind: 'mathml'; markup: string };

export interface SourceWithPlaceholders {
  /** The source with each span replaced by its placeholder. */
  text: string;
  spans: MathsSpan[];
}

// Private-use characters a source cannot bring (they are removed from it first).
const open = '\uE000';
const close = '\uE001';
const strayPlaceholderCharacters = /[\uE000\uE001]/g;
export const placeholderPattern = /\uE000(\d+)\uE001/g;

export function placeholder(index: number): string {
  return `${open}${index}${close}`;
}

const isSpace = (character: string | undefined) => character === undefined || /\s/.test(character);
const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';

/**
 * Where the `$` closing an inline span opened before `from` is, or -1. The first unescaped `$`
 * must close it (TeX allows no bare `$` inside), so in 'Pay $5 if $x > 2$' the money stays money.
 * A blank line ends the search.
 */
function closingDollar(source: string, from: number): number {
  for (let index = from; index < source.length; index += 1) {
    const character = source[index];
    if (character === '\\') {
      index += 1;
      continue;
    }
    if (character === '\n' && /^\n[ \t]*\n/.test(source.slice(index, index + 80))) return -1;
    if (character === '$') return !isSpace(source[index - 1]) && !isDigit(source[index + 1]) ? index : -1;
  }
  return -1;
}

/** Where the `$$` closing a display span is, or -1 (escaped dollars inside are skipped). */
function closingDoubleDollar(source: string, from: number): number {
  for (let index = from; index < source.length - 1; index += 1) {
    if (source[index] === '\\') {
      index += 1;
      continue;
    }
    if (source[index] === '$' && source[index + 1] === '$') return index;
  }
  return -1;
}

/** The index just after the `}` that balances the `{` at `from`, or -1. */
function balancedBraceEnd(source: string, from: number): number {
  let depth = 0;
  for (let index = from; index < source.length; index += 1) {
    const character = source[index];
    if (character === '\\') index += 1;
    else if (character === '{') depth += 1;
    else if (character === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

const mathmlStart = /^<math[\s>]/i;
const mathmlEnd = /<\/math\s*>/i;

export function extractMaths(source: string): SourceWithPlaceholders {
  const input = source.replace(strayPlaceholderCharacters, '');
  const spans: MathsSpan[] = [];
  let text = '';
  let index = 0;
  const add = (span: MathsSpan, end: number) => {
    text += placeholder(spans.length);
    spans.push(span);
    index = end;
  };

  while (index < input.length) {
    const character = input[index];
    const rest = input.slice(index, index + 6);

    if (character === '\\') {
      if (rest.startsWith('\\ce{')) {
        const end = balancedBraceEnd(input, index + 3);
        if (end !== -1) {
          add({ kind: 'tex', tex: input.slice(index, end), display: false }, end);
          continue;
        }
      }
      // An escape (`\$`, `\*`, `\\`) stays for Markdown to read.
      text += input.slice(index, index + 2);
      index += 2;
      continue;
    }

    if (character === '`') {
      const run = /^`+/.exec(input.slice(index))?.[0] ?? '`';
      const end = input.indexOf(run, index + run.length);
      const stop = end === -1 ? index + run.length : end + run.length;
      text += input.slice(index, stop);
      index = stop;
      continue;
    }

    if (character === '<' && mathmlStart.test(rest)) {
      const endMatch = mathmlEnd.exec(input.slice(index));
      if (endMatch) {
        const end = index + endMatch.index + endMatch[0].length;
        add({ kind: 'mathml', markup: input.slice(index, end) }, end);
        continue;
      }
    }

    if (character === '$') {
      if (input[index + 1] === '$') {
        const end = closingDoubleDollar(input, index + 2);
        const tex = end === -1 ? '' : input.slice(index + 2, end).trim();
        if (tex !== '') {
          add({ kind: 'tex', tex, display: true }, end + 2);
          continue;
        }
      } else if (!isSpace(input[index + 1])) {
        const end = closingDollar(input, index + 1);
        if (end !== -1) {
          add({ kind: 'tex', tex: input.slice(index + 1, end), display: false }, end + 1);
          continue;
        }
      }
      // Money, not maths: a dollar Markdown shows as it is.
      text += '\\$';
      index += 1;
      continue;
    }

    text += character;
    index += 1;
  }
  return { text, spans };
}
