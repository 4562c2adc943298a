/** Time and work (one worker leaves; one worker's time from the pair's) and pipes and cisterns. */
import { mixed, num, single, unit } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'quantitative-aptitude' } as const;
const days = (v: number) => unit(v, 'days', 'दिन');

/** A alone takes `alone` days; A and B together take `together` days; the question asks B alone. */
export const pairRows = [
  { alone: 12, together: 8, difficulty: 'easy' },
  { alone: 15, together: 10, difficulty: 'easy' },
  { alone: 20, together: 12, difficulty: 'medium' },
  { alone: 18, together: 12, difficulty: 'medium' },
  { alone: 10, together: 6, difficulty: 'medium' },
] as const satisfies readonly { alone: number; together: number; difficulty: Difficulty }[];

const pair = pairRows.map((row, i) => {
  const { alone: a, together: x } = row;
  const b = (a * x) / (a - x);
  return single({
    ...base,
    key: `quant-work-${String(i + 1).padStart(3, '0')}`,
    topic: 'time-work',
    difficulty: row.difficulty,
    en: {
      text: `A and B together can finish a piece of work in ${x} days. A alone can finish it in ${a} days. In how many days can B alone finish it?`,
      explanation: `B's one-day work = 1/${x} − 1/${a} = ${mixed(a - x, a * x)}, so B alone takes ${num(b)} days.`,
    },
    hi: {
      text: `A और B मिलकर एक काम ${x} दिन में पूरा कर सकते हैं। A अकेला उसे ${a} दिन में पूरा कर सकता है। B अकेला उसे कितने दिन में पूरा करेगा?`,
      explanation: `B का एक दिन का काम = 1/${x} − 1/${a} = ${mixed(a - x, a * x)}, अतः B अकेला ${num(b)} दिन लेगा।`,
    },
    correct: days(b),
    // Subtracting or adding the days, doubling the pair's time.
    distractors: [a - x, a + x, 2 * x, b + 6].map(days),
  });
});

/** A takes `a` days, B takes `b`; they work together `together` days, then A leaves. */
export const leaverRows = [
  { a: 10, b: 15, together: 4, difficulty: 'medium' },
  { a: 12, b: 24, together: 4, difficulty: 'medium' },
  { a: 20, b: 30, together: 6, difficulty: 'medium' },
  { a: 18, b: 27, together: 6, difficulty: 'hard' },
  { a: 16, b: 48, together: 6, difficulty: 'hard' },
] as const satisfies readonly { a: number; b: number; together: number; difficulty: Difficulty }[];

const leaver = leaverRows.map((row, i) => {
  const { a, b, together: d } = row;
  const done = d * (1 / a + 1 / b);
  const rest = b * (1 - done);
  const doneText = mixed(d * (a + b), a * b);
  const leftText = mixed(a * b - d * (a + b), a * b);
  return single({
    ...base,
    key: `quant-work-${String(i + 6).padStart(3, '0')}`,
    topic: 'time-work',
    difficulty: row.difficulty,
    en: {
      text: `A can do a piece of work in ${a} days and B in ${b} days. They work together for ${d} days and then A leaves. In how many days will B finish the remaining work?`,
      explanation: `Work done together in ${d} days = ${d} × (1/${a} + 1/${b}) = ${doneText}. Work left = ${leftText}. B does 1/${b} a day, so B needs ${leftText} × ${b} = ${num(rest)} days.`,
    },
    hi: {
      text: `A किसी काम को ${a} दिन में और B उसे ${b} दिन में कर सकता है। दोनों ${d} दिन साथ काम करते हैं, फिर A काम छोड़ देता है। B शेष काम कितने दिन में पूरा करेगा?`,
      explanation: `${d} दिन में मिलकर किया गया काम = ${d} × (1/${a} + 1/${b}) = ${doneText}। शेष काम = ${leftText}। B एक दिन में 1/${b} काम करता है, अतः उसे ${leftText} × ${b} = ${num(rest)} दिन लगेंगे।`,
    },
    correct: days(rest),
    // B's whole time less the days worked; the days counted twice; B's share ignored.
    distractors: [b - d, rest + d, (b * (a - d)) / a, rest + 2, rest - 1].map(days),
  });
});

/** Pipes A and B fill a tank in `fillA` and `fillB` hours; pipe C empties it in `empty` hours. */
export const pipeRows = [
  { fillA: 12, fillB: 15, empty: 20, difficulty: 'medium' },
  { fillA: 10, fillB: 15, empty: 12, difficulty: 'medium' },
  { fillA: 20, fillB: 30, empty: 15, difficulty: 'hard' },
  { fillA: 15, fillB: 20, empty: 12, difficulty: 'hard' },
  { fillA: 4, fillB: 6, empty: 12, difficulty: 'easy' },
] as const satisfies readonly { fillA: number; fillB: number; empty: number; difficulty: Difficulty }[];

const hours = (numerator: number, denominator: number) => ({
  en: `${mixed(numerator, denominator)} hours`,
  hi: `${mixed(numerator, denominator)} घंटे`,
});

const pipes = pipeRows.map((row, i) => {
  const { fillA: a, fillB: b, empty: c } = row;
  // Net part filled per hour = (bc + ac − ab) / abc.
  const net = b * c + a * c - a * b;
  const whole = a * b * c;
  return single({
    ...base,
    key: `quant-pipe-${String(i + 1).padStart(3, '0')}`,
    topic: 'pipes-cisterns',
    difficulty: row.difficulty,
    en: {
      text: `Pipes A and B can fill a tank in ${a} hours and ${b} hours respectively, and pipe C can empty the full tank in ${c} hours. If all three are opened together on an empty tank, how long will it take to fill it?`,
      explanation: `Part filled in one hour = 1/${a} + 1/${b} − 1/${c} = ${mixed(net, whole)}. Time = 1 ÷ ${mixed(net, whole)} = ${mixed(whole, net)} hours.`,
    },
    hi: {
      text: `पाइप A और B एक टंकी को क्रमशः ${a} घंटे और ${b} घंटे में भर सकते हैं, और पाइप C भरी टंकी को ${c} घंटे में खाली कर सकता है। खाली टंकी पर तीनों पाइप एक साथ खोलने पर टंकी कितने समय में भरेगी?`,
      explanation: `एक घंटे में भरा भाग = 1/${a} + 1/${b} − 1/${c} = ${mixed(net, whole)}। समय = 1 ÷ ${mixed(net, whole)} = ${mixed(whole, net)} घंटे।`,
    },
    correct: hours(whole, net),
    // Forgetting the outlet; adding it as a third inlet; a wrong sign on one inlet.
    distractors: (
      [
        [whole, b * c + a * c],
        [whole, b * c + a * c + a * b],
        [whole, b * c - a * c + a * b],
        [whole + net, net],
      ] as const satisfies readonly (readonly [number, number])[]
    )
      .filter(([, d]) => d > 0)
      .map(([n, d]) => hours(n, d)),
  });
});

export const workQuestions = [...pair, ...leaver, ...pipes];
