/** Arithmetic drills of banking prelims: the wrong number in a series, simplification, approximation. */
import { num, same, single } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'quantitative-aptitude' } as const;

/** How each term follows from the one before (k = 1 for the second term). */
export type SeriesRule =
  | { kind: 'multiply-add'; multiply: number; add: number }
  | { kind: 'add-squares' }
  | { kind: 'add-cubes' }
  | { kind: 'multiply-by-position' };

/** Seven terms from `start`; the term at `wrongAt` is printed as `wrongValue`. */
export const wrongNumberRows: readonly {
  start: number;
  rule: SeriesRule;
  wrongAt: number;
  wrongValue: number;
  difficulty: Difficulty;
}[] = [
  { start: 3, rule: { kind: 'multiply-add', multiply: 2, add: 1 }, wrongAt: 4, wrongValue: 65, difficulty: 'easy' },
  { start: 5, rule: { kind: 'add-squares' }, wrongAt: 3, wrongValue: 20, difficulty: 'medium' },
  { start: 3, rule: { kind: 'multiply-by-position' }, wrongAt: 4, wrongValue: 74, difficulty: 'medium' },
  { start: 2, rule: { kind: 'add-cubes' }, wrongAt: 5, wrongValue: 225, difficulty: 'hard' },
  { start: 4, rule: { kind: 'multiply-add', multiply: 3, add: -2 }, wrongAt: 2, wrongValue: 30, difficulty: 'medium' },
];

function next(rule: SeriesRule, previous: number, k: number): number {
  switch (rule.kind) {
    case 'multiply-add':
      return previous * rule.multiply + rule.add;
    case 'add-squares':
      return previous + k * k;
    case 'add-cubes':
      return previous + k * k * k;
    case 'multiply-by-position':
      return previous * k;
  }
}

function describe(rule: SeriesRule): { en: string; hi: string } {
  switch (rule.kind) {
    case 'multiply-add': {
      const sign = rule.add >= 0 ? `+ ${rule.add}` : `− ${-rule.add}`;
      return { en: `each term is the previous × ${rule.multiply} ${sign}`, hi: `प्रत्येक पद = पिछला पद × ${rule.multiply} ${sign}` };
    }
    case 'add-squares':
      return { en: 'add 1², 2², 3², … in turn', hi: 'क्रमशः 1², 2², 3², … जोड़े गए हैं' };
    case 'add-cubes':
      return { en: 'add 1³, 2³, 3³, … in turn', hi: 'क्रमशः 1³, 2³, 3³, … जोड़े गए हैं' };
    case 'multiply-by-position':
      return { en: 'multiply by 1, 2, 3, … in turn', hi: 'क्रमशः 1, 2, 3, … से गुणा किया गया है' };
  }
}

/** Series terms are printed without digit grouping: '2,160' would read as two terms. */
const plain = (values: readonly number[]) => values.map(String).join(', ');

const wrongNumber = wrongNumberRows.map((row, i) => {
  const terms = [row.start];
  for (let k = 1; k < 7; k += 1) terms.push(next(row.rule, terms[k - 1]!, k));
  const right = terms[row.wrongAt]!;
  const shown = terms.map((t, j) => (j === row.wrongAt ? row.wrongValue : t));
  const others = shown.filter((_, j) => j !== row.wrongAt && j > 0);
  const rule = describe(row.rule);
  return single({
    ...base,
    key: `quant-series-${String(i + 1).padStart(3, '0')}`,
    topic: 'wrong-number-series',
    difficulty: row.difficulty,
    en: {
      text: `Find the wrong number in the series: ${plain(shown)}`,
      explanation: `The rule: ${rule.en}. The correct series is ${plain(terms)}, so ${num(row.wrongValue)} is wrong; it should be ${num(right)}.`,
    },
    hi: {
      text: `श्रृंखला में गलत संख्या ज्ञात कीजिए: ${plain(shown)}`,
      explanation: `नियम: ${rule.hi}। सही श्रृंखला ${plain(terms)} है, अतः ${num(row.wrongValue)} गलत है; इसके स्थान पर ${num(right)} होना चाहिए।`,
    },
    correct: same(String(row.wrongValue)),
    distractors: others.map((t) => same(String(t))),
  });
});

/** `percent`% of `of` + `numerator`/`denominator` of `fractionOf` − `minus` = ? */
export const simplificationRows = [
  { percent: 35, of: 420, numerator: 3, denominator: 5, fractionOf: 275, minus: 112, difficulty: 'easy' },
  { percent: 24, of: 650, numerator: 2, denominator: 3, fractionOf: 453, minus: 158, difficulty: 'medium' },
  { percent: 45, of: 840, numerator: 5, denominator: 8, fractionOf: 336, minus: 238, difficulty: 'medium' },
  { percent: 12.5, of: 1280, numerator: 3, denominator: 4, fractionOf: 596, minus: 207, difficulty: 'medium' },
  { percent: 62, of: 550, numerator: 4, denominator: 7, fractionOf: 434, minus: 139, difficulty: 'hard' },
] as const satisfies readonly {
  percent: number;
  of: number;
  numerator: number;
  denominator: number;
  fractionOf: number;
  minus: number;
  difficulty: Difficulty;
}[];

const simplification = simplificationRows.map((row, i) => {
  const part1 = (row.percent * row.of) / 100;
  const part2 = (row.numerator * row.fractionOf) / row.denominator;
  const value = part1 + part2 - row.minus;
  const expression = `${num(row.percent)}% of ${num(row.of)} + ${row.numerator}/${row.denominator} of ${num(row.fractionOf)} − ${num(row.minus)}`;
  const expressionHi = `${num(row.of)} का ${num(row.percent)}% + ${num(row.fractionOf)} का ${row.numerator}/${row.denominator} − ${num(row.minus)}`;
  return single({
    ...base,
    key: `quant-simp-${String(i + 1).padStart(3, '0')}`,
    topic: 'simplification',
    difficulty: row.difficulty,
    en: {
      text: `${expression} = ?`,
      explanation: `${num(row.percent)}% of ${num(row.of)} = ${num(part1)}; ${row.numerator}/${row.denominator} of ${num(row.fractionOf)} = ${num(part2)}. So ${num(part1)} + ${num(part2)} − ${num(row.minus)} = ${num(value)}.`,
    },
    hi: {
      text: `${expressionHi} = ?`,
      explanation: `${num(row.of)} का ${num(row.percent)}% = ${num(part1)}; ${num(row.fractionOf)} का ${row.numerator}/${row.denominator} = ${num(part2)}। अतः ${num(part1)} + ${num(part2)} − ${num(row.minus)} = ${num(value)}।`,
    },
    correct: same(num(value)),
    // The last term added instead of subtracted; near values.
    distractors: [value + 2 * row.minus, value + 10, value - 10, value + 20].map((v) => same(num(v))),
  });
});

/** a × b ÷ c + d, each printed slightly off a round number; `rounded` gives those round numbers. */
export const approximationRows = [
  { a: 24.98, b: 16.02, c: 4.99, d: 19.97, rounded: [25, 16, 5, 20], difficulty: 'easy' },
  { a: 44.97, b: 12.03, c: 9.02, d: 29.89, rounded: [45, 12, 9, 30], difficulty: 'easy' },
  { a: 139.96, b: 4.98, c: 7.01, d: 50.12, rounded: [140, 5, 7, 50], difficulty: 'medium' },
  { a: 63.04, b: 24.97, c: 8.99, d: 10.03, rounded: [63, 25, 9, 10], difficulty: 'medium' },
  { a: 119.98, b: 14.96, c: 11.98, d: 24.9, rounded: [120, 15, 12, 25], difficulty: 'medium' },
] as const satisfies readonly {
  a: number;
  b: number;
  c: number;
  d: number;
  rounded: readonly [number, number, number, number];
  difficulty: Difficulty;
}[];

const approximation = approximationRows.map((row, i) => {
  const [a, b, c, d] = row.rounded;
  const value = (a * b) / c + d;
  const expression = `${row.a} × ${row.b} ÷ ${row.c} + ${row.d}`;
  return single({
    ...base,
    key: `quant-approx-${String(i + 1).padStart(3, '0')}`,
    topic: 'approximation',
    difficulty: row.difficulty,
    en: {
      text: `What approximate value should come in place of the question mark? ${expression} ≈ ?`,
      explanation: `Round each number: ${a} × ${b} ÷ ${c} + ${d} = ${num((a * b) / c)} + ${d} = ${num(value)}.`,
    },
    hi: {
      text: `प्रश्नचिह्न (?) के स्थान पर लगभग कौन-सा मान आएगा? ${expression} ≈ ?`,
      explanation: `प्रत्येक संख्या को निकटतम पूर्ण संख्या में बदलिए: ${a} × ${b} ÷ ${c} + ${d} = ${num((a * b) / c)} + ${d} = ${num(value)}।`,
    },
    correct: same(num(value)),
    // The last term left out, and near values.
    distractors: [value - d, value + 15, value - 15, value + 30].map((v) => same(num(v))),
  });
});

export const arithmeticQuestions = [...wrongNumber, ...simplification, ...approximation];
