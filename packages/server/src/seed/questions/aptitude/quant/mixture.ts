/** Mixtures and alligation: the ratio in which two grades are mixed to reach a given price. */
import { ratio, same, single } from '../build.js';
import type { Difficulty } from '../../types.js';

/** Rice at ₹`cheap`/kg is mixed with rice at ₹`dear`/kg to make a mixture worth ₹`mean`/kg. */
export const alligationRows = [
  { cheap: 30, dear: 45, mean: 36, difficulty: 'easy' },
  { cheap: 20, dear: 32, mean: 25, difficulty: 'medium' },
  { cheap: 60, dear: 90, mean: 70, difficulty: 'easy' },
  { cheap: 42, dear: 54, mean: 50, difficulty: 'medium' },
  { cheap: 15, dear: 24, mean: 18, difficulty: 'medium' },
] as const satisfies readonly { cheap: number; dear: number; mean: number; difficulty: Difficulty }[];

export const mixtureQuestions = alligationRows.map((row, i) => {
  const { cheap: p, dear: q, mean: m } = row;
  return single({
    subject: 'quantitative-aptitude',
    key: `quant-mix-${String(i + 1).padStart(3, '0')}`,
    topic: 'mixtures-alligation',
    difficulty: row.difficulty,
    en: {
      text: `In what ratio must rice costing ₹${p} per kg be mixed with rice costing ₹${q} per kg so that the mixture is worth ₹${m} per kg?`,
      explanation: `By alligation: cheaper : dearer = (${q} − ${m}) : (${m} − ${p}) = ${q - m} : ${m - p} = ${ratio(q - m, m - p)}. Check: ${p} × ${q - m} + ${q} × ${m - p} = ${p * (q - m) + q * (m - p)} = ${m} × ${q - p}.`,
    },
    hi: {
      text: `₹${p} प्रति किग्रा वाले चावल को ₹${q} प्रति किग्रा वाले चावल के साथ किस अनुपात में मिलाया जाए कि मिश्रण का मूल्य ₹${m} प्रति किग्रा हो?`,
      explanation: `मिश्रण (एलीगेशन) के नियम से: सस्ता : महँगा = (${q} − ${m}) : (${m} − ${p}) = ${q - m} : ${m - p} = ${ratio(q - m, m - p)}। जाँच: ${p} × ${q - m} + ${q} × ${m - p} = ${p * (q - m) + q * (m - p)} = ${m} × ${q - p}।`,
    },
    correct: same(ratio(q - m, m - p)),
    // The differences written the wrong way round, or against the whole range.
    distractors: [ratio(m - p, q - m), ratio(q - p, m - p), ratio(m - p, q - p), ratio(q, p)].map(same),
  });
});
