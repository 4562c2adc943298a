/** Ratio and proportion (chained ratios), averages (a number removed) and ages (ratio now and later). */
import { gcd, num, rupees, single, unit } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'quantitative-aptitude' } as const;

/** ₹`total` is shared so that A : B = a : b and B : C = c : d; the question asks C's share. */
export const chainedRatioRows = [
  { a: 2, b: 3, c: 4, d: 5, total: 7000, difficulty: 'medium' },
  { a: 3, b: 4, c: 6, d: 7, total: 14000, difficulty: 'medium' },
  { a: 1, b: 2, c: 3, d: 4, total: 8500, difficulty: 'easy' },
  { a: 5, b: 6, c: 4, d: 3, total: 9300, difficulty: 'hard' },
  { a: 2, b: 5, c: 3, d: 4, total: 8200, difficulty: 'hard' },
] as const satisfies readonly { a: number; b: number; c: number; d: number; total: number; difficulty: Difficulty }[];

const chained = chainedRatioRows.map((row, i) => {
  const { a, b, c, d, total } = row;
  // Make B's terms equal: A : B : C = a·c : b·c : b·d, then reduce.
  const g = gcd(gcd(a * c, b * c), b * d);
  const [x, y, z] = [(a * c) / g, (b * c) / g, (b * d) / g];
  const sum = x + y + z;
  const share = (total * z) / sum;
  return single({
    ...base,
    key: `quant-ratio-${String(i + 1).padStart(3, '0')}`,
    topic: 'ratio-proportion',
    difficulty: row.difficulty,
    en: {
      text: `₹${num(total)} is divided among A, B and C so that A's share : B's share = ${a} : ${b} and B's share : C's share = ${c} : ${d}. What is C's share?`,
      explanation: `Make B's part the same in both ratios: A : B : C = ${a}×${c} : ${b}×${c} : ${b}×${d} = ${x} : ${y} : ${z}. C's share = ${num(total)} × ${z}/${sum} = ₹${num(share)}.`,
    },
    hi: {
      text: `₹${num(total)} को A, B और C में इस प्रकार बाँटा जाता है कि A का भाग : B का भाग = ${a} : ${b} तथा B का भाग : C का भाग = ${c} : ${d}। C का भाग कितना है?`,
      explanation: `दोनों अनुपातों में B का भाग बराबर कीजिए: A : B : C = ${a}×${c} : ${b}×${c} : ${b}×${d} = ${x} : ${y} : ${z}। C का भाग = ${num(total)} × ${z}/${sum} = ₹${num(share)}।`,
    },
    correct: rupees(share),
    // Reading the ratios as a : b : d without matching B, or giving A's or B's share.
    distractors: [(total * d) / (a + b + d), (total * x) / sum, (total * y) / sum, share + 200]
      .filter((v) => Math.abs(v - Math.round(v)) < 1e-9)
      .map(rupees),
  });
});

/** The average of `count` numbers is `average`; without one of them it becomes `after`. */
export const removedNumberRows = [
  { count: 10, average: 25, after: 24, difficulty: 'easy' },
  { count: 8, average: 40, after: 38, difficulty: 'medium' },
  { count: 12, average: 30, after: 28, difficulty: 'medium' },
  { count: 15, average: 48, after: 47, difficulty: 'easy' },
  { count: 20, average: 35, after: 34, difficulty: 'medium' },
] as const satisfies readonly { count: number; average: number; after: number; difficulty: Difficulty }[];

const removed = removedNumberRows.map((row, i) => {
  const { count: n, average: a, after: b } = row;
  const removedValue = n * a - (n - 1) * b;
  return single({
    ...base,
    key: `quant-avg-${String(i + 1).padStart(3, '0')}`,
    topic: 'averages',
    difficulty: row.difficulty,
    en: {
      text: `The average of ${n} numbers is ${a}. If one number is removed, the average of the remaining numbers becomes ${b}. What is the number removed?`,
      explanation: `Sum of ${n} numbers = ${n} × ${a} = ${n * a}. Sum of the remaining ${n - 1} = ${n - 1} × ${b} = ${(n - 1) * b}. Number removed = ${n * a} − ${(n - 1) * b} = ${removedValue}.`,
    },
    hi: {
      text: `${n} संख्याओं का औसत ${a} है। यदि एक संख्या हटा दी जाए, तो शेष संख्याओं का औसत ${b} हो जाता है। हटाई गई संख्या क्या है?`,
      explanation: `${n} संख्याओं का योग = ${n} × ${a} = ${n * a}। शेष ${n - 1} संख्याओं का योग = ${n - 1} × ${b} = ${(n - 1) * b}। हटाई गई संख्या = ${n * a} − ${(n - 1) * b} = ${removedValue}।`,
    },
    correct: { en: num(removedValue), hi: num(removedValue) },
    // Counting n numbers after removal, one too few, or only the fall in total.
    distractors: [a + n * (a - b), a + (n - 2) * (a - b), n * (a - b), removedValue + 10].map((v) => ({
      en: num(v),
      hi: num(v),
    })),
  });
});

/**
 * The present ages of A and B are in the ratio `a` : `b` (A = a·k, B = b·k); after `later` years
 * the ratio (computed and reduced by the builder) is printed; the question asks A's present age.
 */
export const agesRows = [
  { a: 3, b: 5, k: 6, later: 6, difficulty: 'medium' },
  { a: 4, b: 7, k: 5, later: 5, difficulty: 'medium' },
  { a: 5, b: 3, k: 8, later: 8, difficulty: 'easy' },
  { a: 2, b: 3, k: 9, later: 9, difficulty: 'easy' },
  { a: 7, b: 9, k: 4, later: 4, difficulty: 'hard' },
] as const satisfies readonly { a: number; b: number; k: number; later: number; difficulty: Difficulty }[];

const ages = agesRows.map((row, i) => {
  const { a, b, k, later: t } = row;
  const [ageA, ageB] = [a * k, b * k];
  const g = gcd(ageA + t, ageB + t);
  const [r, s] = [(ageA + t) / g, (ageB + t) / g];
  return single({
    ...base,
    key: `quant-age-${String(i + 1).padStart(3, '0')}`,
    topic: 'ages',
    difficulty: row.difficulty,
    en: {
      text: `The present ages of A and B are in the ratio ${a} : ${b}. After ${t} years, the ratio of their ages will be ${r} : ${s}. What is A's present age?`,
      explanation: `Let the ages be ${a}x and ${b}x. Then (${a}x + ${t}) : (${b}x + ${t}) = ${r} : ${s}, so ${s}(${a}x + ${t}) = ${r}(${b}x + ${t}), giving x = ${k}. A's present age = ${a} × ${k} = ${ageA} years.`,
    },
    hi: {
      text: `A और B की वर्तमान आयु का अनुपात ${a} : ${b} है। ${t} वर्ष बाद उनकी आयु का अनुपात ${r} : ${s} हो जाएगा। A की वर्तमान आयु क्या है?`,
      explanation: `माना आयु ${a}x और ${b}x है। तब (${a}x + ${t}) : (${b}x + ${t}) = ${r} : ${s}, अर्थात ${s}(${a}x + ${t}) = ${r}(${b}x + ${t}), जिससे x = ${k}। A की वर्तमान आयु = ${a} × ${k} = ${ageA} वर्ष।`,
    },
    correct: unit(ageA, 'years', 'वर्ष'),
    // B's age, A's age after t years, A's age t years ago.
    distractors: [ageB, ageA + t, ageA - t, ageA + a].map((v) => unit(v, 'years', 'वर्ष')),
  });
});

export const ratioAverageAgeQuestions = [...chained, ...removed, ...ages];
