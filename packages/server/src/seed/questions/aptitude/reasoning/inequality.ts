/** Inequalities: one chain of relations, two conclusions; which definitely follow? */
import { singleFixed } from '../build.js';
import type { Difficulty } from '../../types.js';

export type Relation = '>' | '≥' | '=' | '≤' | '<';

/** `chain` alternates letters and relations: 'P ≥ Q > R'. Conclusions are 'X rel Y'. */
export const inequalityRows: readonly { chain: string; conclusions: readonly [string, string]; difficulty: Difficulty }[] = [
  { chain: 'A > B ≥ C = D', conclusions: ['A > D', 'B ≥ D'], difficulty: 'easy' },
  { chain: 'P ≥ Q > R < S ≤ T', conclusions: ['P > R', 'T > Q'], difficulty: 'medium' },
  { chain: 'M < N ≤ O = P > Q', conclusions: ['N > Q', 'M < O'], difficulty: 'medium' },
  { chain: 'K ≤ L < M ≥ N > O', conclusions: ['L < N', 'M > O'], difficulty: 'medium' },
  { chain: 'W = X ≥ Y > Z', conclusions: ['W > Z', 'X > Y'], difficulty: 'hard' },
  { chain: 'E > F = G ≤ H < I', conclusions: ['E > H', 'I > G'], difficulty: 'medium' },
  { chain: 'R ≥ S < T ≤ U', conclusions: ['R > T', 'U < S'], difficulty: 'hard' },
];

/** The fixed options of inequality and syllogism questions, in the order papers print them. */
export const followOptions = [
  { en: 'Only conclusion I follows', hi: 'केवल निष्कर्ष I अनुसरण करता है' },
  { en: 'Only conclusion II follows', hi: 'केवल निष्कर्ष II अनुसरण करता है' },
  { en: 'Both I and II follow', hi: 'I और II दोनों अनुसरण करते हैं' },
  { en: 'Neither I nor II follows', hi: 'न तो I और न ही II अनुसरण करता है' },
] as const;

export function followIndex(first: boolean, second: boolean): number {
  if (first && second) return 2;
  if (first) return 0;
  if (second) return 1;
  return 3;
}

function parseChain(chain: string): { letters: string[]; relations: Relation[] } {
  const parts = chain.split(' ');
  return {
    letters: parts.filter((_, i) => i % 2 === 0),
    relations: parts.filter((_, i) => i % 2 === 1) as Relation[],
  };
}

/**
 * What the chain alone says of `left` against `right`: walk the links between them; if all
 * point one way the strongest link decides, otherwise nothing can be said.
 */
function implied(chain: string, left: string, right: string): Relation | undefined {
  const { letters, relations } = parseChain(chain);
  const [i, j] = [letters.indexOf(left), letters.indexOf(right)];
  const links = relations.slice(Math.min(i, j), Math.max(i, j));
  const down = links.every((r) => r === '>' || r === '≥' || r === '=');
  const up = links.every((r) => r === '<' || r === '≤' || r === '=');
  let relation: Relation | undefined;
  if (down) relation = links.includes('>') ? '>' : links.includes('≥') ? '≥' : '=';
  else if (up) relation = links.includes('<') ? '<' : links.includes('≤') ? '≤' : '=';
  if (relation === undefined || i < j) return relation;
  const flip: Record<Relation, Relation> = { '>': '<', '≥': '≤', '=': '=', '≤': '≥', '<': '>' };
  return flip[relation];
}

/** The orders each relation allows between its two sides. */
const cases: Record<Relation, readonly ('less' | 'equal' | 'greater')[]> = {
  '>': ['greater'],
  '≥': ['greater', 'equal'],
  '=': ['equal'],
  '≤': ['less', 'equal'],
  '<': ['less'],
};

/** Knowing `known` makes `claimed` certain when every order it allows satisfies `claimed`. */
function entails(known: Relation | undefined, claimed: Relation): boolean {
  return known !== undefined && cases[known].every((c) => cases[claimed].includes(c));
}

export const inequalityQuestions = inequalityRows.map((row, i) => {
  const verdicts = row.conclusions.map((c) => {
    const [left, claimed, right] = c.split(' ') as [string, Relation, string];
    const known = implied(row.chain, left, right);
    return { c, known, left, right, follows: entails(known, claimed) };
  });
  const [first, second] = verdicts as [(typeof verdicts)[0], (typeof verdicts)[0]];
  const line = (v: typeof first, en: boolean) => {
    const said = v.known ? `${v.left} ${v.known} ${v.right}` : en ? `no fixed relation between ${v.left} and ${v.right}` : `${v.left} और ${v.right} में कोई निश्चित संबंध नहीं`;
    if (en) return `${v.c}: the chain gives ${said}, so it ${v.follows ? 'follows' : 'does not follow'}.`;
    return `${v.c}: कथन से ${said}, अतः यह ${v.follows ? 'अनुसरण करता है' : 'अनुसरण नहीं करता'}।`;
  };
  return singleFixed({
    subject: 'reasoning',
    key: `reason-inequality-${String(i + 1).padStart(3, '0')}`,
    topic: 'inequalities',
    difficulty: row.difficulty,
    en: {
      direction: 'In the question below, a statement is followed by two conclusions. Take the statement to be true and decide which of the conclusions definitely follow.',
      text: `Statement: ${row.chain}\nConclusions: I. ${row.conclusions[0]}  II. ${row.conclusions[1]}`,
      explanation: `I. ${line(first, true)} II. ${line(second, true)}`,
    },
    hi: {
      direction: 'नीचे दिए गए प्रश्न में एक कथन के बाद दो निष्कर्ष दिए गए हैं। कथन को सत्य मानकर तय कीजिए कि कौन-से निष्कर्ष निश्चित रूप से अनुसरण करते हैं।',
      text: `कथन: ${row.chain}\nनिष्कर्ष: I. ${row.conclusions[0]}  II. ${row.conclusions[1]}`,
      explanation: `I. ${line(first, false)} II. ${line(second, false)}`,
    },
    options: followOptions,
    answer: followIndex(first.follows, second.follows),
  });
});
