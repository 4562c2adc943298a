/** Alphabet test (letters counted from either end) and ranking in a row. */
import { letter, num, ordinal, same, single, unit } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'reasoning' } as const;
type Side = 'left' | 'right';
const sideHi: Record<Side, string> = { left: 'बाएँ', right: 'दाएँ' };

/**
 * "Which letter is `move`th to the `moveSide` of the `count`th letter from the `from` end?",
 * in the usual alphabet or written in reverse (Z first).
 */
export const alphabetRows: readonly {
  reversed: boolean;
  count: number;
  from: Side;
  move: number;
  moveSide: Side;
  difficulty: Difficulty;
}[] = [
  { reversed: false, count: 13, from: 'left', move: 5, moveSide: 'right', difficulty: 'easy' },
  { reversed: false, count: 10, from: 'right', move: 4, moveSide: 'left', difficulty: 'medium' },
  { reversed: true, count: 10, from: 'left', move: 7, moveSide: 'right', difficulty: 'medium' },
  { reversed: true, count: 19, from: 'right', move: 6, moveSide: 'left', difficulty: 'hard' },
  { reversed: false, count: 8, from: 'left', move: 11, moveSide: 'right', difficulty: 'easy' },
];

const alphabet = alphabetRows.map((row, i) => {
  // Positions counted from the left of the row as written (1 … 26).
  const start = row.from === 'left' ? row.count : 27 - row.count;
  const end = row.moveSide === 'right' ? start + row.move : start - row.move;
  const at = (p: number) => letter(row.reversed ? 27 - p : p);
  const answer = at(end);
  const wrongWay = at(row.moveSide === 'right' ? start - row.move : start + row.move);
  const countEn = ordinal(row.count).en;
  const moveEn = ordinal(row.move).en;
  const orderEn = row.reversed ? 'If the English alphabet is written in reverse order (Z to A), which' : 'In the English alphabet, which';
  const orderHi = row.reversed ? 'यदि अंग्रेज़ी वर्णमाला को उल्टे क्रम (Z से A) में लिखा जाए, तो' : 'अंग्रेज़ी वर्णमाला में';
  return single({
    ...base,
    key: `reason-alphabet-${String(i + 1).padStart(3, '0')}`,
    topic: 'alphabet-test',
    difficulty: row.difficulty,
    en: {
      text: `${orderEn} letter is ${moveEn} to the ${row.moveSide} of the ${countEn} letter from the ${row.from}?`,
      explanation: `In this order the ${countEn} letter from the ${row.from} stands at place ${start} from the left (${at(start)}). Moving ${row.move} to the ${row.moveSide} gives place ${end}: ${answer}.`,
    },
    hi: {
      text: `${orderHi} ${sideHi[row.from]} से ${row.count}वें अक्षर के ${sideHi[row.moveSide]} ${row.move}वाँ अक्षर कौन-सा है?`,
      explanation: `इस क्रम में ${sideHi[row.from]} से ${row.count}वाँ अक्षर बाएँ से ${start}वें स्थान पर है (${at(start)})। ${sideHi[row.moveSide]} ओर ${row.move} स्थान चलने पर ${end}वाँ स्थान मिलता है: ${answer}।`,
    },
    correct: same(answer),
    // Counting the wrong way, one place off either side, or the usual order for the reversed one.
    distractors: [wrongWay, at(end + 1), at(end - 1), letter(end), at(end + 2)].filter((l) => /^[A-Z]$/.test(l)).map(same),
  });
});

/** Ranking: a row of people, positions from each end. */
export type RankRow =
  | { kind: 'total'; fromLeft: number; fromRight: number; difficulty: Difficulty }
  | { kind: 'between'; total: number; firstFromLeft: number; secondFromRight: number; difficulty: Difficulty };

export const rankRows: readonly RankRow[] = [
  { kind: 'total', fromLeft: 11, fromRight: 15, difficulty: 'easy' },
  { kind: 'total', fromLeft: 14, fromRight: 9, difficulty: 'easy' },
  { kind: 'total', fromLeft: 18, fromRight: 23, difficulty: 'medium' },
  { kind: 'between', total: 40, firstFromLeft: 12, secondFromRight: 20, difficulty: 'medium' },
  { kind: 'between', total: 50, firstFromLeft: 15, secondFromRight: 28, difficulty: 'hard' },
];

const people = (v: number) => unit(v, 'people', 'व्यक्ति');

const ranking = rankRows.map((row, i) => {
  const key = `reason-ranking-${String(i + 1).padStart(3, '0')}`;
  if (row.kind === 'total') {
    const { fromLeft: l, fromRight: r } = row;
    const total = l + r - 1;
    return single({
      ...base,
      key,
      topic: 'ranking-order',
      difficulty: row.difficulty,
      en: {
        text: `In a row of children, Sunita is ${ordinal(l).en} from the left end and ${ordinal(r).en} from the right end. How many children are there in the row?`,
        explanation: `Sunita is counted in both positions, so total = ${l} + ${r} − 1 = ${total}.`,
      },
      hi: {
        text: `बच्चों की एक पंक्ति में सुनीता बाएँ छोर से ${l}वें और दाएँ छोर से ${r}वें स्थान पर है। पंक्ति में कितने बच्चे हैं?`,
        explanation: `सुनीता दोनों गिनतियों में शामिल है, अतः कुल = ${l} + ${r} − 1 = ${total}।`,
      },
      correct: same(num(total)),
      // Sunita counted twice, or left out.
      distractors: [l + r, l + r - 2, l + r + 1].map((v) => same(num(v))),
    });
  }
  const { total: n, firstFromLeft: a, secondFromRight: b } = row;
  const secondFromLeft = n - b + 1;
  const between = Math.abs(secondFromLeft - a) - 1;
  return single({
    ...base,
    key,
    topic: 'ranking-order',
    difficulty: row.difficulty,
    en: {
      text: `In a row of ${n} people, Amit is ${ordinal(a).en} from the left end and Neha is ${ordinal(b).en} from the right end. How many people are there between Amit and Neha?`,
      explanation: `Neha is ${n} − ${b} + 1 = ${ordinal(secondFromLeft).en} from the left. Between places ${a} and ${secondFromLeft} there are ${secondFromLeft} − ${a} − 1 = ${between} people.`,
    },
    hi: {
      text: `${n} व्यक्तियों की एक पंक्ति में अमित बाएँ छोर से ${a}वें और नेहा दाएँ छोर से ${b}वें स्थान पर है। अमित और नेहा के बीच कितने व्यक्ति हैं?`,
      explanation: `नेहा बाएँ से ${n} − ${b} + 1 = ${secondFromLeft}वें स्थान पर है। ${a}वें और ${secondFromLeft}वें स्थान के बीच ${secondFromLeft} − ${a} − 1 = ${between} व्यक्ति हैं।`,
    },
    correct: people(between),
    // Forgetting the +1 or the −1, and near counts.
    distractors: [between + 1, between - 1, between + 2, between - 2].filter((v) => v >= 0).map(people),
  });
});

export const positionQuestions = [...alphabet, ...ranking];
