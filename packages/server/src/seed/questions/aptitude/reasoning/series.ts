/** Number series (the next term) and letter series (the next group), as in reasoning sections. */
import { letter, num, position, same, single } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'reasoning' } as const;
/** −3 with a true minus sign, as printed papers do. */
const signed = (n: number) => (n < 0 ? `−${-n}` : String(n));

/** How a number series grows; `shown` terms are printed and the next one is asked. */
export type NumberRule =
  | { kind: 'growing-difference'; start: number; firstStep: number; growth: number }
  | { kind: 'multiply-add'; start: number; multiply: number; add: number }
  | { kind: 'alternating'; odd: { start: number; step: number }; even: { start: number; step: number } }
  | { kind: 'power-plus'; from: number; power: 2 | 3; add: number };

export const numberSeriesRows: readonly { rule: NumberRule; shown: number; difficulty: Difficulty }[] = [
  { rule: { kind: 'growing-difference', start: 4, firstStep: 3, growth: 2 }, shown: 6, difficulty: 'easy' },
  { rule: { kind: 'multiply-add', start: 2, multiply: 3, add: 1 }, shown: 5, difficulty: 'medium' },
  { rule: { kind: 'alternating', odd: { start: 5, step: 4 }, even: { start: 20, step: -3 } }, shown: 6, difficulty: 'medium' },
  { rule: { kind: 'power-plus', from: 2, power: 2, add: -1 }, shown: 6, difficulty: 'easy' },
  { rule: { kind: 'power-plus', from: 1, power: 3, add: 1 }, shown: 5, difficulty: 'medium' },
  { rule: { kind: 'growing-difference', start: 120, firstStep: -2, growth: -2 }, shown: 6, difficulty: 'hard' },
];

/** Terms one at a time, each from the one before (or two before, for alternating series). */
function terms(rule: NumberRule, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const prev = out[i - 1] ?? 0;
    switch (rule.kind) {
      case 'growing-difference':
        out.push(i === 0 ? rule.start : prev + rule.firstStep + (i - 1) * rule.growth);
        break;
      case 'multiply-add':
        out.push(i === 0 ? rule.start : prev * rule.multiply + rule.add);
        break;
      case 'alternating': {
        const line = i % 2 === 0 ? rule.odd : rule.even;
        out.push(i < 2 ? line.start : out[i - 2]! + line.step);
        break;
      }
      case 'power-plus':
        out.push((rule.from + i) ** rule.power + rule.add);
        break;
    }
  }
  return out;
}

function explain(rule: NumberRule): { en: string; hi: string } {
  switch (rule.kind) {
    case 'growing-difference':
      return {
        en: `The differences change by ${signed(rule.growth)} each time: ${[0, 1, 2].map((k) => signed(rule.firstStep + k * rule.growth)).join(', ')} and so on`,
        hi: `अंतर हर बार ${signed(rule.growth)} बदलता है: ${[0, 1, 2].map((k) => signed(rule.firstStep + k * rule.growth)).join(', ')} इत्यादि`,
      };
    case 'multiply-add':
      return {
        en: `Each term = previous term × ${rule.multiply} + ${rule.add}`,
        hi: `प्रत्येक पद = पिछला पद × ${rule.multiply} + ${rule.add}`,
      };
    case 'alternating':
      return {
        en: `Two series alternate: from ${rule.odd.start} the 1st, 3rd, 5th … terms change by ${signed(rule.odd.step)}; from ${rule.even.start} the 2nd, 4th, 6th … terms change by ${signed(rule.even.step)}`,
        hi: `दो श्रृंखलाएँ बारी-बारी से चलती हैं: ${rule.odd.start} से पहला, तीसरा, पाँचवाँ … पद ${signed(rule.odd.step)} से बदलते हैं; ${rule.even.start} से दूसरा, चौथा, छठा … पद ${signed(rule.even.step)} से बदलते हैं`,
      };
    case 'power-plus': {
      const sign = rule.add >= 0 ? `+ ${rule.add}` : `− ${-rule.add}`;
      const mark = rule.power === 2 ? '²' : '³';
      return {
        en: `The terms are ${rule.from}${mark} ${sign}, ${rule.from + 1}${mark} ${sign}, ${rule.from + 2}${mark} ${sign} and so on`,
        hi: `पद क्रमशः ${rule.from}${mark} ${sign}, ${rule.from + 1}${mark} ${sign}, ${rule.from + 2}${mark} ${sign} इत्यादि हैं`,
      };
    }
  }
}

const numberSeries = numberSeriesRows.map((row, i) => {
  const all = terms(row.rule, row.shown + 1);
  const shown = all.slice(0, row.shown);
  const answer = all[row.shown]!;
  const last = shown[shown.length - 1]!;
  const lastStep = last - shown[shown.length - 2]!;
  const why = explain(row.rule);
  return single({
    ...base,
    key: `reason-numseries-${String(i + 1).padStart(3, '0')}`,
    topic: 'number-series',
    difficulty: row.difficulty,
    en: {
      text: `What comes next in the series? ${shown.join(', ')}, ?`,
      explanation: `${why.en}, so the next term is ${num(answer)}.`,
    },
    hi: {
      text: `श्रृंखला में अगला पद क्या होगा? ${shown.join(', ')}, ?`,
      explanation: `${why.hi}; अतः अगला पद ${num(answer)} है।`,
    },
    correct: same(num(answer)),
    // Repeating the last difference, and near misses.
    distractors: [last + lastStep, answer + 2, answer - 2, answer + 1].map((v) => same(num(v))),
  });
});

/**
 * Letter series: each group's letters start at `first` and move by `steps` (one step per letter)
 * from one group to the next; `shown` groups are printed and the next is asked. No step runs
 * past A or Z.
 */
export const letterSeriesRows: readonly { first: string; steps: readonly number[]; shown: number; difficulty: Difficulty }[] = [
  { first: 'A', steps: [3], shown: 5, difficulty: 'easy' },
  { first: 'AZ', steps: [1, -1], shown: 4, difficulty: 'easy' },
  { first: 'BDF', steps: [2, 2, 2], shown: 4, difficulty: 'medium' },
  { first: 'QD', steps: [-2, 4], shown: 4, difficulty: 'medium' },
  { first: 'ACF', steps: [2, 3, 4], shown: 4, difficulty: 'hard' },
];

function group(first: string, steps: readonly number[], index: number): string {
  return [...first].map((char, j) => letter(position(char) + steps[j]! * index)).join('');
}

const letterSeries = letterSeriesRows.map((row, i) => {
  const groups = Array.from({ length: row.shown }, (_, g) => group(row.first, row.steps, g));
  const answer = group(row.first, row.steps, row.shown);
  const stepText = row.steps.map((s) => (s >= 0 ? `+${s}` : `−${-s}`)).join(', ');
  // Near misses: one letter off, the order reversed, the step applied one time too few.
  const oneOff = [...answer].map((c, j) => (j === answer.length - 1 ? letter(position(c) + 1) : c)).join('');
  const firstOff = [...answer].map((c, j) => (j === 0 ? letter(position(c) - 1) : c)).join('');
  const reversed = [...answer].reverse().join('');
  const skipped = group(row.first, row.steps.map((s) => s + Math.sign(s)), row.shown - 1);
  const twoBack = [...answer].map((c) => letter(position(c) - 2)).join('');
  return single({
    ...base,
    key: `reason-letterseries-${String(i + 1).padStart(3, '0')}`,
    topic: 'letter-series',
    difficulty: row.difficulty,
    en: {
      text: `What comes next in the series? ${groups.join(', ')}, ?`,
      explanation: `Letter by letter, each group moves ${stepText} places in the alphabet from the one before (+ forward, − back; A = 1 … Z = 26). After ${groups[groups.length - 1]} comes ${answer}.`,
    },
    hi: {
      text: `श्रृंखला में आगे क्या आएगा? ${groups.join(', ')}, ?`,
      explanation: `हर समूह के अक्षर पिछले समूह के संगत अक्षरों से वर्णमाला में क्रमशः ${stepText} स्थान खिसकते हैं (+ आगे, − पीछे; A = 1 … Z = 26)। ${groups[groups.length - 1]} के बाद ${answer} आएगा।`,
    },
    correct: same(answer),
    distractors: [oneOff, firstOff, reversed, skipped, twoBack].map(same),
  });
});

export const seriesQuestions = [...numberSeries, ...letterSeries];
