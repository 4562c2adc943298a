/**
 * Number system, multiple-correct: which of four numbers a divisor divides. The spec's default
 * test shows checkbox questions too; every option is worked out in the explanation.
 */
import { multiple, same } from '../build.js';
import type { Difficulty } from '../../types.js';

/** Four numbers each; two or three of them are multiples of `divisor`. */
export const divisibilityRows: readonly { divisor: number; numbers: readonly [number, number, number, number]; difficulty: Difficulty }[] = [
  { divisor: 8, numbers: [7124, 3416, 9332, 5096], difficulty: 'easy' },
  { divisor: 9, numbers: [7235, 4617, 5283, 8108], difficulty: 'easy' },
  { divisor: 11, numbers: [5183, 2728, 3146, 4235], difficulty: 'medium' },
  { divisor: 12, numbers: [1356, 2478, 4530, 3012], difficulty: 'medium' },
  { divisor: 7, numbers: [1001, 2457, 3645, 4914], difficulty: 'hard' },
];

/** How a number divides: 'n ÷ d = q' or 'n ÷ d leaves r', in each language. */
function working(n: number, d: number): { en: string; hi: string } {
  const quotient = Math.floor(n / d);
  const remainder = n - quotient * d;
  if (remainder === 0) return { en: `${n} ÷ ${d} = ${quotient}`, hi: `${n} ÷ ${d} = ${quotient}` };
  return { en: `${n} ÷ ${d} leaves remainder ${remainder}`, hi: `${n} ÷ ${d} का शेषफल ${remainder} है` };
}

export const divisibilityQuestions = divisibilityRows.map((row, i) => {
  const steps = row.numbers.map((n) => working(n, row.divisor));
  return multiple({
    subject: 'quantitative-aptitude',
    key: `quant-divis-${String(i + 1).padStart(3, '0')}`,
    topic: 'divisibility',
    difficulty: row.difficulty,
    en: {
      text: `Which of the following numbers are divisible by ${row.divisor}?`,
      explanation: `${steps.map((step) => step.en).join('; ')}. Only the numbers with no remainder are divisible by ${row.divisor}.`,
    },
    hi: {
      text: `निम्नलिखित में से कौन-सी संख्याएँ ${row.divisor} से विभाज्य हैं?`,
      explanation: `${steps.map((step) => step.hi).join('; ')}। केवल वे संख्याएँ ${row.divisor} से विभाज्य हैं जिनका शेषफल शून्य है।`,
    },
    options: row.numbers.map((n) => ({ ...same(String(n)), correct: n % row.divisor === 0 })),
  });
});
