/**
 * Today's banks are plain Unicode text ('lim(x→0) (1 − cos 4x)/x²', 'A > B ≥ C', '______', 'π*',
 * tables drawn with ' | ' and spaces). Written into content files, each must render exactly as
 * before, so what Markdown would read is escaped:
 * - anywhere: `\` `*` `_` `` ` `` `[` `]` `|` `$` `~` `<`, and `&` where it would start an entity;
 * - at a line's start: `#`, `>`, `+`, `-` or `=` (a list, a heading, a quote or a rule), and the
 *   dot or bracket of `1.` / `1)` (a numbered list);
 * - spaces: a line's leading spaces and every space after the first of a run become no-break
 *   spaces, so aligned columns and indents stay (Markdown would fold them, or make a code block).
 * A line break stays a line break (the renderer keeps them) and a blank line a new paragraph.
 */

const noBreakSpace = '\u00A0';

function escapeLine(line: string): string {
  let escaped = line
    .replace(/[\\*_`[\]|$~<]/g, (character) => `\\${character}`)
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
    .replace(/\t/g, '    ')
    .replace(/ {2,}/g, (run) => ` ${noBreakSpace.repeat(run.length - 1)}`)
    .replace(/^ +/, (run) => noBreakSpace.repeat(run.length));
  const indent = /^\u00A0*/.exec(escaped)?.[0] ?? '';
  const body = escaped.slice(indent.length);
  if (/^[#>+=-]/.test(body)) escaped = `${indent}\\${body}`;
  else escaped = `${indent}${body.replace(/^(\d+)([.)])/, '$1\\$2')}`;
  return escaped;
}

export function plainToMarkdown(text: string): string {
  return text.replace(/\r\n?/g, '\n').split('\n').map(escapeLine).join('\n');
}
