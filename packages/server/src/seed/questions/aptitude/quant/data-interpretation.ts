/** Data interpretation: one table of admissions, several questions under the same direction. */
import { num, ratio, same, single, unit } from '../build.js';
import type { Difficulty, SingleCorrectQuestion } from '../../types.js';

export const admissionYears = [2021, 2022, 2023] as const;

/** Students admitted to five colleges, by year (the order of `admissionYears`). */
export const admissions = {
  P: [450, 540, 600],
  Q: [380, 420, 475],
  R: [520, 494, 560],
  S: [300, 360, 390],
  T: [400, 450, 550],
} as const satisfies Record<string, readonly [number, number, number]>;

export type College = keyof typeof admissions;
const colleges = Object.keys(admissions) as College[];

const tableText = [
  `College | ${admissionYears.join(' | ')}`,
  ...colleges.map((c) => `${c} | ${admissions[c].join(' | ')}`),
].join('\n');

const direction = {
  en: `Study the table and answer the questions that follow.\nNumber of students admitted to five colleges\n${tableText}`,
  hi: `तालिका का अध्ययन करके नीचे दिए गए प्रश्नों के उत्तर दीजिए।\nपाँच कॉलेजों में प्रवेश लेने वाले विद्यार्थियों की संख्या\n${tableText.replace('College', 'कॉलेज')}`,
};

/** What each question asks; the builder works out the answer from the table. */
export type AdmissionQuestion =
  | { kind: 'total'; college: College }
  | { kind: 'change-percent'; college: College; from: 0 | 1 | 2; to: 0 | 1 | 2 }
  | { kind: 'year-average'; year: 0 | 1 | 2 }
  | { kind: 'total-ratio'; first: College; second: College }
  | { kind: 'highest-total' };

export const admissionQuestions: readonly { ask: AdmissionQuestion; difficulty: Difficulty }[] = [
  { ask: { kind: 'total', college: 'Q' }, difficulty: 'easy' },
  { ask: { kind: 'change-percent', college: 'P', from: 0, to: 1 }, difficulty: 'easy' },
  { ask: { kind: 'year-average', year: 2 }, difficulty: 'medium' },
  { ask: { kind: 'total-ratio', first: 'S', second: 'T' }, difficulty: 'medium' },
  { ask: { kind: 'highest-total' }, difficulty: 'medium' },
  { ask: { kind: 'change-percent', college: 'R', from: 0, to: 1 }, difficulty: 'hard' },
];

const total = (c: College) => admissions[c].reduce((sum, v) => sum + v, 0);
const students = (v: number) => unit(v, 'students', 'विद्यार्थी');
const percent = (v: number) => same(`${num(v)}%`);

function build(ask: AdmissionQuestion, key: string, difficulty: Difficulty): SingleCorrectQuestion {
  const common = { subject: 'quantitative-aptitude', key, topic: 'data-interpretation', difficulty } as const;
  switch (ask.kind) {
    case 'total': {
      const values = admissions[ask.college];
      const sum = total(ask.college);
      return single({
        ...common,
        en: {
          direction: direction.en,
          text: `How many students were admitted to college ${ask.college} in the three years together?`,
          explanation: `${values.join(' + ')} = ${num(sum)}.`,
        },
        hi: {
          direction: direction.hi,
          text: `तीनों वर्षों में कुल मिलाकर कॉलेज ${ask.college} में कितने विद्यार्थियों ने प्रवेश लिया?`,
          explanation: `${values.join(' + ')} = ${num(sum)}।`,
        },
        correct: students(sum),
        distractors: [sum - 50, sum + 50, sum + 100].map(students),
      });
    }
    case 'change-percent': {
      const before = admissions[ask.college][ask.from];
      const after = admissions[ask.college][ask.to];
      const change = ((after - before) / before) * 100;
      const [y1, y2] = [admissionYears[ask.from], admissionYears[ask.to]];
      const rise = change >= 0;
      const difference = rise ? String(after - before) : `−${before - after}`;
      return single({
        ...common,
        en: {
          direction: direction.en,
          text: `By what percent did admissions to college ${ask.college} ${rise ? 'rise' : 'fall'} from ${y1} to ${y2}?`,
          explanation: `Change = ${after} − ${before} = ${difference}. As a percent of ${y1}'s figure: ${Math.abs(after - before)}/${before} × 100 = ${num(Math.abs(change))}%.`,
        },
        hi: {
          direction: direction.hi,
          text: `${y1} से ${y2} तक कॉलेज ${ask.college} में प्रवेश कितने प्रतिशत ${rise ? 'बढ़ा' : 'घटा'}?`,
          explanation: `परिवर्तन = ${after} − ${before} = ${difference}। ${y1} के आँकड़े के प्रतिशत के रूप में: ${Math.abs(after - before)}/${before} × 100 = ${num(Math.abs(change))}%।`,
        },
        correct: percent(Math.abs(change)),
        // The change read as a percent; divided by the later year's figure; near values.
        distractors: [
          Math.abs(after - before),
          (Math.abs(after - before) / after) * 100,
          Math.abs(change) + 5,
          Math.abs(change) - 1,
        ]
          .filter((v) => v > 0)
          .map(percent),
      });
    }
    case 'year-average': {
      const values = colleges.map((c) => admissions[c][ask.year]);
      const sum = values.reduce((s, v) => s + v, 0);
      const year = admissionYears[ask.year];
      return single({
        ...common,
        en: {
          direction: direction.en,
          text: `What was the average number of students admitted per college in ${year}?`,
          explanation: `(${values.join(' + ')}) ÷ ${values.length} = ${num(sum)} ÷ ${values.length} = ${num(sum / values.length)}.`,
        },
        hi: {
          direction: direction.hi,
          text: `${year} में प्रति कॉलेज प्रवेश लेने वाले विद्यार्थियों की औसत संख्या कितनी थी?`,
          explanation: `(${values.join(' + ')}) ÷ ${values.length} = ${num(sum)} ÷ ${values.length} = ${num(sum / values.length)}।`,
        },
        correct: same(num(sum / values.length)),
        distractors: [sum / values.length - 15, sum / values.length + 10, sum / (values.length - 1)].map((v) =>
          same(num(v)),
        ),
      });
    }
    case 'total-ratio': {
      const [a, b] = [total(ask.first), total(ask.second)];
      return single({
        ...common,
        en: {
          direction: direction.en,
          text: `What is the ratio of the total admissions to college ${ask.first} to those to college ${ask.second} over the three years?`,
          explanation: `${ask.first}: ${admissions[ask.first].join(' + ')} = ${num(a)}; ${ask.second}: ${admissions[ask.second].join(' + ')} = ${num(b)}. Ratio = ${a} : ${b} = ${ratio(a, b)}.`,
        },
        hi: {
          direction: direction.hi,
          text: `तीनों वर्षों में कॉलेज ${ask.first} और कॉलेज ${ask.second} के कुल प्रवेशों का अनुपात क्या है?`,
          explanation: `${ask.first}: ${admissions[ask.first].join(' + ')} = ${num(a)}; ${ask.second}: ${admissions[ask.second].join(' + ')} = ${num(b)}। अनुपात = ${a} : ${b} = ${ratio(a, b)}।`,
        },
        correct: same(ratio(a, b)),
        distractors: [ratio(b, a), ratio(a - 50, b), ratio(a, b + 50), ratio(2, 3)].map(same),
      });
    }
    case 'highest-total': {
      const ranked = [...colleges].sort((x, y) => total(y) - total(x));
      const [top, ...rest] = ranked as [College, ...College[]];
      return single({
        ...common,
        en: {
          direction: direction.en,
          text: 'Which college admitted the most students in the three years together?',
          explanation: `Totals: ${colleges.map((c) => `${c} ${num(total(c))}`).join(', ')}. The highest is ${top}.`,
        },
        hi: {
          direction: direction.hi,
          text: 'तीनों वर्षों में कुल मिलाकर किस कॉलेज में सबसे अधिक विद्यार्थियों ने प्रवेश लिया?',
          explanation: `योग: ${colleges.map((c) => `${c} ${num(total(c))}`).join(', ')}। सबसे अधिक ${top} का है।`,
        },
        correct: { en: `College ${top}`, hi: `कॉलेज ${top}` },
        distractors: rest.map((c) => ({ en: `College ${c}`, hi: `कॉलेज ${c}` })),
      });
    }
  }
}

export const dataInterpretationQuestions = admissionQuestions.map(({ ask, difficulty }, i) =>
  build(ask, `quant-di-${String(i + 1).padStart(3, '0')}`, difficulty),
);
