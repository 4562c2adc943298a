import { LRUCache } from 'lru-cache';
// Temml's ES build carries mhchem (`\ce`, `\pu`) already; its contrib script expects a browser global.
import temml from 'temml';
import { escapeHtml } from '../../services/markdown.js';
import { formulaLabel, type MathTreeNode } from './mathml-speech.js';

export type TexResult = { ok: true; mathml: string } | { ok: false; reason: string };

/**
 * The same formulas come back again and again (a bank's options, `x^2`, a unit): drawn once each.
 * Keyed by mode and TeX; bounded so a huge import cannot grow it without end.
 */
const drawn = new LRUCache<string, TexResult>({ max: 5_000 });

/** Temml's message without its position marker, whose combining underlines read badly in a sentence. */
function plainReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/ at position \d+| at end of input/)[0]!.trim().replace(/[.:]$/, '');
}

/**
 * TeX to MathML Core with Temml, on the server, so a phone runs no maths script. Untrusted:
 * `\href`, `\url`, `\includegraphics` and `\class` stay refused (Temml's `trust: false`). Never throws.
 */
export function texToMathml(tex: string, display: boolean): TexResult {
  const key = `${display ? 'D' : 'I'}${tex}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  let result: TexResult;
  try {
    // Temml's tree (its type says `any`): its markup, and the readable line a screen reader names it by.
    const tree: MathTreeNode & { toMarkup(): string } = temml.__renderToMathMLTree(tex, {
      displayMode: display,
      throwOnError: true,
      trust: false,
      // Bounded, so a hostile macro cannot make the server loop.
      maxExpand: 1_000,
      maxSize: [20, 20],
    });
    const label = ` aria-label="${escapeHtml(formulaLabel(tree))}"`;
    result = { ok: true, mathml: tree.toMarkup().replace(/^<math/, `<math${label}`) };
  } catch (error) {
    result = { ok: false, reason: plainReason(error) };
  }
  drawn.set(key, result);
  return result;
}
