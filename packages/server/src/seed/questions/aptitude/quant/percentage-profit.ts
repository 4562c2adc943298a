/** Percentages and profit & loss: successive change, mark-up with discount, selling price for a gain. */
import { num, rupees, same, single } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'quantitative-aptitude' } as const;

/** A town's population changes by `first`% in one year and `second`% (negative: a fall) the next. */
export const successiveChangeRows = [
  { population: 8000, first: 10, second: 20, difficulty: 'easy' },
  { population: 12500, first: 20, second: -10, difficulty: 'medium' },
  { population: 15000, first: 10, second: 10, difficulty: 'easy' },
  { population: 6400, first: 25, second: -20, difficulty: 'medium' },
  { population: 20000, first: 5, second: 10, difficulty: 'medium' },
] as const satisfies readonly { population: number; first: number; second: number; difficulty: Difficulty }[];

function change(p: number, en: boolean): string {
  if (en) return p >= 0 ? `increases by ${p}%` : `decreases by ${-p}%`;
  return p >= 0 ? `${p}% बढ़ती है` : `${-p}% घटती है`;
}

const successive = successiveChangeRows.map((row, i) => {
  const { population: p, first: a, second: b } = row;
  const after = p * (1 + a / 100) * (1 + b / 100);
  const afterFirst = p * (1 + a / 100);
  return single({
    ...base,
    key: `quant-pct-${String(i + 1).padStart(3, '0')}`,
    topic: 'percentage',
    difficulty: row.difficulty,
    en: {
      text: `The population of a town is ${num(p)}. It ${change(a, true)} in the first year and ${change(b, true)} in the second year. What is the population after two years?`,
      explanation: `Each change applies to the new population. After year 1: ${num(p)} × ${100 + a}/100 = ${num(afterFirst)}. After year 2: ${num(afterFirst)} × ${100 + b}/100 = ${num(after)}.`,
    },
    hi: {
      text: `एक कस्बे की जनसंख्या ${num(p)} है। पहले वर्ष यह ${change(a, false)} और दूसरे वर्ष ${change(b, false)}। दो वर्ष बाद जनसंख्या कितनी होगी?`,
      explanation: `हर परिवर्तन नई जनसंख्या पर लगता है। पहले वर्ष के बाद: ${num(p)} × ${100 + a}/100 = ${num(afterFirst)}। दूसरे वर्ष के बाद: ${num(afterFirst)} × ${100 + b}/100 = ${num(after)}।`,
    },
    correct: same(num(after)),
    distractors: [
      // Adding the two rates as if both applied to the first population.
      p * (1 + (a + b) / 100),
      afterFirst,
      p * (1 + b / 100),
      after + p / 100,
    ].map((v) => same(num(v))),
  });
});

/** Goods marked `markUp`% above cost price are sold at a `discount`% discount. */
export const markUpRows = [
  { markUp: 40, discount: 25, difficulty: 'easy' },
  { markUp: 50, discount: 20, difficulty: 'easy' },
  { markUp: 20, discount: 10, difficulty: 'medium' },
  { markUp: 30, discount: 10, difficulty: 'medium' },
  { markUp: 25, discount: 12, difficulty: 'hard' },
] as const satisfies readonly { markUp: number; discount: number; difficulty: Difficulty }[];

const markUp = markUpRows.map((row, i) => {
  const { markUp: m, discount: d } = row;
  const gain = m - d - (m * d) / 100;
  const marked = 100 + m;
  const sold = (marked * (100 - d)) / 100;
  return single({
    ...base,
    key: `quant-pl-${String(i + 1).padStart(3, '0')}`,
    topic: 'profit-loss',
    difficulty: row.difficulty,
    en: {
      text: `A shopkeeper marks his goods ${m}% above the cost price and allows a discount of ${d}% on the marked price. What is his profit percent?`,
      explanation: `Let the cost price be ₹100. Marked price = ₹${marked}. Selling price = ${marked} × ${100 - d}/100 = ₹${num(sold)}. Profit = ₹${num(gain)} on ₹100, that is ${num(gain)}%.`,
    },
    hi: {
      text: `एक दुकानदार अपने सामान पर क्रय मूल्य से ${m}% अधिक मूल्य अंकित करता है और अंकित मूल्य पर ${d}% की छूट देता है। उसका लाभ प्रतिशत क्या है?`,
      explanation: `माना क्रय मूल्य ₹100 है। अंकित मूल्य = ₹${marked}। विक्रय मूल्य = ${marked} × ${100 - d}/100 = ₹${num(sold)}। ₹100 पर लाभ ₹${num(gain)}, अर्थात ${num(gain)}%।`,
    },
    correct: same(`${num(gain)}%`),
    // Subtracting the rates, or taking the discount off the mark-up alone: the usual slips.
    distractors: [m - d, m - d + (m * d) / 100, (m * (100 - d)) / 100, gain + 5].map((v) => same(`${num(v)}%`)),
  });
});

/** Selling at `price` loses `loss`%; the question asks the price for a `gain`% profit. */
export const sellingPriceRows = [
  { price: 720, loss: 10, gain: 15, difficulty: 'medium' },
  { price: 1140, loss: 5, gain: 5, difficulty: 'easy' },
  { price: 850, loss: 15, gain: 20, difficulty: 'medium' },
  { price: 1680, loss: 16, gain: 12, difficulty: 'hard' },
  { price: 540, loss: 10, gain: 25, difficulty: 'medium' },
] as const satisfies readonly { price: number; loss: number; gain: number; difficulty: Difficulty }[];

const sellingPrice = sellingPriceRows.map((row, i) => {
  const { price: s, loss: l, gain: g } = row;
  const cost = (s * 100) / (100 - l);
  const target = (cost * (100 + g)) / 100;
  return single({
    ...base,
    key: `quant-pl-${String(i + 6).padStart(3, '0')}`,
    topic: 'profit-loss',
    difficulty: row.difficulty,
    en: {
      text: `By selling an article for ₹${num(s)}, a trader loses ${l}%. At what price should he sell it to gain ${g}%?`,
      explanation: `Selling price = ${100 - l}% of cost, so cost = ${num(s)} × 100/${100 - l} = ₹${num(cost)}. For a ${g}% gain: ${num(cost)} × ${100 + g}/100 = ₹${num(target)}.`,
    },
    hi: {
      text: `एक वस्तु को ₹${num(s)} में बेचने पर एक व्यापारी को ${l}% की हानि होती है। ${g}% लाभ कमाने के लिए उसे वह वस्तु किस मूल्य पर बेचनी चाहिए?`,
      explanation: `विक्रय मूल्य क्रय मूल्य का ${100 - l}% है, अतः क्रय मूल्य = ${num(s)} × 100/${100 - l} = ₹${num(cost)}। ${g}% लाभ के लिए: ${num(cost)} × ${100 + g}/100 = ₹${num(target)}।`,
    },
    correct: rupees(target),
    // Adding loss and gain to the selling price, or applying the gain to the selling price.
    distractors: [(s * (100 + l + g)) / 100, (s * (100 + g)) / 100, cost, target + 50].map(rupees),
  });
});

export const percentageProfitQuestions = [...successive, ...markUp, ...sellingPrice];
