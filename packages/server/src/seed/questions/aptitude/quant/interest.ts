/** Simple interest (principal from two amounts) and compound interest (yearly compounding). */
import { num, rupees, single } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'quantitative-aptitude' } as const;

/**
 * A sum lent at simple interest amounts to `amount1` after `years1` and `amount2` after `years2`;
 * the question asks the sum. (The principal and rate that produced the amounts were chosen first.)
 */
export const simpleInterestRows = [
  { amount1: 5800, years1: 2, amount2: 7000, years2: 5, difficulty: 'medium' },
  { amount1: 9200, years1: 3, amount2: 10400, years2: 6, difficulty: 'medium' },
  { amount1: 13440, years1: 2, amount2: 14880, years2: 4, difficulty: 'medium' },
  { amount1: 7800, years1: 3, amount2: 9000, years2: 5, difficulty: 'easy' },
  { amount1: 3100, years1: 2, amount2: 4000, years2: 5, difficulty: 'hard' },
] as const satisfies readonly {
  amount1: number;
  years1: number;
  amount2: number;
  years2: number;
  difficulty: Difficulty;
}[];

const simple = simpleInterestRows.map((row, i) => {
  const { amount1: a1, years1: t1, amount2: a2, years2: t2 } = row;
  const yearly = (a2 - a1) / (t2 - t1);
  const principal = a1 - yearly * t1;
  const rate = (yearly / principal) * 100;
  return single({
    ...base,
    key: `quant-si-${String(i + 1).padStart(3, '0')}`,
    topic: 'simple-interest',
    difficulty: row.difficulty,
    en: {
      text: `A sum of money lent at simple interest amounts to ₹${num(a1)} in ${t1} years and to ₹${num(a2)} in ${t2} years. What is the sum?`,
      explanation: `Interest for ${t2 - t1} years = ${num(a2)} − ${num(a1)} = ₹${num(a2 - a1)}, so one year's interest = ₹${num(yearly)}. Interest for ${t1} years = ₹${num(yearly * t1)}. Sum = ${num(a1)} − ${num(yearly * t1)} = ₹${num(principal)} (the rate is ${num(rate)}% a year).`,
    },
    hi: {
      text: `साधारण ब्याज पर दी गई एक धनराशि ${t1} वर्ष में ₹${num(a1)} और ${t2} वर्ष में ₹${num(a2)} हो जाती है। धनराशि ज्ञात कीजिए।`,
      explanation: `${t2 - t1} वर्ष का ब्याज = ${num(a2)} − ${num(a1)} = ₹${num(a2 - a1)}, अतः एक वर्ष का ब्याज = ₹${num(yearly)}। ${t1} वर्ष का ब्याज = ₹${num(yearly * t1)}। मूलधन = ${num(a1)} − ${num(yearly * t1)} = ₹${num(principal)} (ब्याज दर ${num(rate)}% वार्षिक)।`,
    },
    correct: rupees(principal),
    // Subtracting the whole difference, or only one year's interest, or t2 years' interest.
    distractors: [a1 - (a2 - a1), a1 - yearly, a1 - yearly * t2, principal + 500].map(rupees),
  });
});

/** ₹`principal` at `rate`% a year, compounded yearly, for `years`; the question asks the interest. */
export const compoundInterestRows = [
  { principal: 10000, rate: 10, years: 2, difficulty: 'easy' },
  { principal: 8000, rate: 5, years: 3, difficulty: 'medium' },
  { principal: 15625, rate: 4, years: 3, difficulty: 'hard' },
  { principal: 5000, rate: 20, years: 2, difficulty: 'easy' },
  { principal: 12500, rate: 8, years: 2, difficulty: 'medium' },
] as const satisfies readonly { principal: number; rate: number; years: number; difficulty: Difficulty }[];

const compound = compoundInterestRows.map((row, i) => {
  const { principal: p, rate: r, years: n } = row;
  const amount = p * (1 + r / 100) ** n;
  const interest = amount - p;
  return single({
    ...base,
    key: `quant-ci-${String(i + 1).padStart(3, '0')}`,
    topic: 'compound-interest',
    difficulty: row.difficulty,
    en: {
      text: `What is the compound interest on ₹${num(p)} at ${r}% per annum for ${n} years, compounded annually?`,
      explanation: `Amount = P(1 + R/100)^n = ${num(p)} × (${100 + r}/100)^${n} = ₹${num(amount)}. Compound interest = ${num(amount)} − ${num(p)} = ₹${num(interest)}.`,
    },
    hi: {
      text: `₹${num(p)} पर ${r}% वार्षिक दर से ${n} वर्ष का चक्रवृद्धि ब्याज (वार्षिक संयोजित) कितना होगा?`,
      explanation: `मिश्रधन = P(1 + R/100)^n = ${num(p)} × (${100 + r}/100)^${n} = ₹${num(amount)}। चक्रवृद्धि ब्याज = ${num(amount)} − ${num(p)} = ₹${num(interest)}।`,
    },
    correct: rupees(interest),
    // Simple interest instead, the amount instead of the interest, one year too few.
    distractors: [(p * r * n) / 100, amount, p * (1 + r / 100) ** (n - 1) - p, interest + 100].map(rupees),
  });
});

export const interestQuestions = [...simple, ...compound];
