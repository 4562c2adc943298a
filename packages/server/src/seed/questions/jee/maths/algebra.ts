/** Generated algebra questions: quadratics, sequences, binomial, counting, probability, matrices, complex numbers. */
import { choiceQuestion, family, fraction, num, numericQuestion, poly, sub, sup, withUnit } from '../build.js';

const subject = 'mathematics' as const;

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

function choose(n: number, r: number): number {
  return factorial(n) / (factorial(r) * factorial(n - r));
}

/** α² + β² = (α + β)² − 2αβ from the coefficients of x² − sx + p = 0. */
export const rootSquares = family(
  'jee-math-quadratic',
  [
    { s: 5, p: 6 },
    { s: 7, p: 10 },
    { s: 3, p: -4 },
  ] as const,
  ({ s, p }, key) => {
    const equation = `${poly([
      [1, 'x²'],
      [-s, 'x'],
      [p, ''],
    ])} = 0`;
    const answer = s * s - 2 * p;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-quadratics',
        difficulty: 'easy',
        text: {
          en: `If α and β are the roots of ${equation}, then α² + β² equals`,
          hi: `यदि α और β समीकरण ${equation} के मूल हैं, तो α² + β² बराबर है`,
        },
        explanation: {
          en: `α + β = ${s} and αβ = ${num(p)}. α² + β² = (α + β)² − 2αβ = ${s * s} ${p < 0 ? '+' : '−'} ${Math.abs(2 * p)} = ${answer}.`,
          hi: `α + β = ${s} तथा αβ = ${num(p)}। α² + β² = (α + β)² − 2αβ = ${s * s} ${p < 0 ? '+' : '−'} ${Math.abs(2 * p)} = ${answer}।`,
        },
      },
      withUnit(answer, ''),
      [withUnit(s * s + 2 * p, ''), withUnit(s * s, ''), withUnit(s * s - p, '')],
    );
  },
);

/** Sum of the first n terms of an arithmetic progression. */
export const apSum = family(
  'jee-math-ap-sum',
  [
    { a: 3, d: 4, n: 10 },
    { a: 5, d: 3, n: 20 },
    { a: -2, d: 5, n: 12 },
  ] as const,
  ({ a, d, n }, key) => {
    const sum = (n / 2) * (2 * a + (n - 1) * d);
    const terms = [a, a + d, a + 2 * d].map((t) => num(t)).join(', ');
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-sequences',
        difficulty: 'easy',
        text: {
          en: `The sum of the first ${n} terms of the arithmetic progression ${terms}, … is ______.`,
          hi: `समांतर श्रेढ़ी ${terms}, … के प्रथम ${n} पदों का योग ______ है।`,
        },
        explanation: {
          en: `a = ${num(a)}, d = ${d}. Sₙ = n/2 [2a + (n − 1)d] = ${n}/2 × [${num(2 * a)} + ${(n - 1) * d}] = ${n / 2} × ${2 * a + (n - 1) * d} = ${sum}.`,
          hi: `a = ${num(a)}, d = ${d}। Sₙ = n/2 [2a + (n − 1)d] = ${n}/2 × [${num(2 * a)} + ${(n - 1) * d}] = ${n / 2} × ${2 * a + (n - 1) * d} = ${sum}।`,
        },
      },
      sum,
    );
  },
);

/** Sum to infinity of a geometric progression with 0 < r < 1. */
export const gpInfiniteSum = family(
  'jee-math-gp-sum',
  [
    { a: 6, rNum: 1, rDen: 3 },
    { a: 12, rNum: 1, rDen: 4 },
  ] as const,
  ({ a, rNum, rDen }, key) => {
    const r = rNum / rDen;
    const sum = a / (1 - r);
    const ratio = `${rNum}/${rDen}`;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-sequences',
        difficulty: 'easy',
        text: {
          en: `The sum to infinity of the geometric progression whose first term is ${a} and common ratio is ${ratio} is`,
          hi: `उस गुणोत्तर श्रेढ़ी के अनंत पदों तक का योग, जिसका प्रथम पद ${a} और सार्व अनुपात ${ratio} है, बराबर है`,
        },
        explanation: {
          en: `Since |r| < 1, S∞ = a/(1 − r) = ${a}/(1 − ${ratio}) = ${a}/(${rDen - rNum}/${rDen}) = ${num(sum)}.`,
          hi: `चूँकि |r| < 1, S∞ = a/(1 − r) = ${a}/(1 − ${ratio}) = ${a}/(${rDen - rNum}/${rDen}) = ${num(sum)}।`,
        },
      },
      withUnit(sum, ''),
      [withUnit((a * r) / (1 - r), ''), withUnit(a / r, ''), withUnit(a * (1 + r), '')],
    );
  },
);

/** The term independent of x in (c·x^p + 1/x^q)ⁿ: the r-th term has x^(p(n−r) − qr). */
export const binomialConstant = family(
  'jee-math-binomial',
  [
    { c: 1, p: 2, q: 1, n: 6 },
    { c: 1, p: 2, q: 1, n: 9 },
    { c: 2, p: 1, q: 1, n: 6 },
    { c: 3, p: 1, q: 2, n: 6 },
  ] as const,
  ({ c, p, q, n }, key) => {
    const r = (p * n) / (p + q);
    const value = choose(n, r) * c ** (n - r);
    const lead = `${c === 1 ? '' : c}x${p === 1 ? '' : sup(p)}`;
    const power = `${p === 1 ? '' : p}(${n} − r) − ${q === 1 ? '' : q}r`;
    const term = c === 1 ? `${sup(n)}C${sub(r)} = ${value}` : `${sup(n)}C${sub(r)} × ${c}${sup(n - r)} = ${choose(n, r)} × ${c ** (n - r)} = ${value}`;
    const tail = `1/x${q === 1 ? '' : sup(q)}`;
    const expression = `(${lead} + ${tail})${sup(n)}`;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-binomial',
        difficulty: c === 1 ? 'medium' : 'hard',
        text: {
          en: `The term independent of x in the expansion of ${expression} is ______.`,
          hi: `${expression} के प्रसार में x से स्वतंत्र पद ______ है।`,
        },
        explanation: {
          en: `Tᵣ₊₁ = ⁿCᵣ (${lead})ⁿ⁻ʳ (${tail})ʳ has power of x ${power}, which is 0 when r = ${r}. The term is ${term}.`,
          hi: `Tᵣ₊₁ = ⁿCᵣ (${lead})ⁿ⁻ʳ (${tail})ʳ में x की घात ${power} है, जो r = ${r} पर 0 होती है। पद = ${term}।`,
        },
      },
      value,
    );
  },
);

/** Arrangements of the letters of a word with repeated letters: n!/(p! q! …). */
export const wordArrangements = family(
  'jee-math-arrangements',
  [{ word: 'BANANA' }, { word: 'LETTER' }, { word: 'ASSASSIN' }] as const,
  ({ word }, key) => {
    const counts = new Map<string, number>();
    for (const letter of word) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    const repeats = [...counts.entries()].filter(([, k]) => k > 1).sort((x, y) => y[1] - x[1]);
    const total = factorial(word.length);
    const answer = repeats.reduce((acc, [, k]) => acc / factorial(k), total);
    const [most] = repeats;
    // Usual mistakes: forgetting the repeats, dividing for one letter only, or by (sum of repeats)!.
    const onlyMost = most ? total / factorial(most[1]) : total;
    const pooled = total / factorial(repeats.reduce((sum, [, k]) => sum + k, 0));
    const denominator = repeats.map(([, k]) => `${k}!`).join(' × ');
    const named = repeats.map(([letter, k]) => `${letter} (${k})`).join(', ');
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-permutations',
        difficulty: word.length > 6 ? 'medium' : 'easy',
        text: {
          en: `The number of different arrangements of all the letters of the word ${word} is`,
          hi: `शब्द ${word} के सभी अक्षरों को व्यवस्थित करने के भिन्न-भिन्न तरीकों की संख्या है`,
        },
        explanation: {
          en: `${word} has ${word.length} letters with repeats ${named}. Arrangements = ${word.length}!/(${denominator}) = ${total}/${total / answer} = ${answer}.`,
          hi: `${word} में ${word.length} अक्षर हैं, जिनमें दोहराव ${named} हैं। व्यवस्थाएँ = ${word.length}!/(${denominator}) = ${total}/${total / answer} = ${answer}।`,
        },
      },
      withUnit(answer, ''),
      [withUnit(total, ''), withUnit(onlyMost, ''), withUnit(pooled, '')],
    );
  },
);

/** Probability that two fair dice show a given total: (6 − |s − 7|)/36. */
export const diceTotal = family('jee-math-dice', [{ total: 7 }, { total: 8 }, { total: 10 }] as const, ({ total }, key) => {
  const ways = 6 - Math.abs(total - 7);
  const reduced = fraction(ways, 36).text;
  const probability = reduced === `${ways}/36` ? reduced : `${ways}/36 = ${reduced}`;
  return choiceQuestion(
    {
      key,
      subject,
      topic: 'maths-probability',
      difficulty: 'easy',
      text: {
        en: `Two fair dice are thrown together. The probability that the sum of the numbers shown is ${total} is`,
        hi: `दो अनभिनत पासे एक साथ फेंके जाते हैं। दोनों पर आई संख्याओं का योग ${total} होने की प्रायिकता है`,
      },
      explanation: {
        en: `There are 36 equally likely outcomes, and ${ways} of them give ${total} (for example (${total - Math.min(6, total - 1)}, ${Math.min(6, total - 1)})). P = ${probability}. The 11 possible sums are not equally likely.`,
        hi: `कुल 36 समसंभाव्य परिणाम हैं, जिनमें से ${ways} का योग ${total} है (जैसे (${total - Math.min(6, total - 1)}, ${Math.min(6, total - 1)}))। P = ${probability}। 11 संभव योग समसंभाव्य नहीं हैं।`,
      },
    },
    fraction(ways, 36),
    [fraction(total, 36), fraction(1, 11), fraction(ways === 6 ? 5 : ways + 1, 36)],
  );
});

/** det(kA) = kⁿ det A for an n × n matrix (here 3 × 3). */
export const scaledDeterminant = family(
  'jee-math-det-scale',
  [
    { det: 3, k: 2 },
    { det: 5, k: 3 },
  ] as const,
  ({ det, k }, key) =>
    choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-matrices',
        difficulty: 'easy',
        text: {
          en: `A is a 3 × 3 matrix with |A| = ${det}. Then |${k}A| equals`,
          hi: `A एक 3 × 3 आव्यूह है जिसके लिए |A| = ${det} है। तब |${k}A| बराबर है`,
        },
        explanation: {
          en: `Multiplying A by ${k} multiplies each of its 3 rows by ${k}, and each row brings out a factor ${k}: |${k}A| = ${k}³|A| = ${k ** 3} × ${det} = ${k ** 3 * det}.`,
          hi: `A को ${k} से गुणा करने पर इसकी तीनों पंक्तियाँ ${k} से गुणा होती हैं और प्रत्येक पंक्ति से ${k} गुणनखंड बाहर आता है: |${k}A| = ${k}³|A| = ${k ** 3} × ${det} = ${k ** 3 * det}।`,
        },
      },
      withUnit(k ** 3 * det, ''),
      [withUnit(k * det, ''), withUnit(k * k * det, ''), withUnit(det ** k, '')],
    ),
);

type Row = readonly [number, number, number];

/** Rule of Sarrus for a 3 × 3 determinant (jee.test.ts checks it by cofactor expansion). */
function sarrus([r1, r2, r3]: readonly [Row, Row, Row]): number {
  return (
    r1[0] * r2[1] * r3[2] +
    r1[1] * r2[2] * r3[0] +
    r1[2] * r2[0] * r3[1] -
    r1[2] * r2[1] * r3[0] -
    r1[0] * r2[2] * r3[1] -
    r1[1] * r2[0] * r3[2]
  );
}

/** A matrix printed row by row for the plain-text question screen. */
export function matrixText(rows: readonly Row[]): string {
  return `[${rows.map((row) => row.map((v) => num(v)).join(' ')).join('; ')}]`;
}

export const determinantValue = family(
  'jee-math-determinant',
  [
    {
      rows: [
        [2, 1, 3],
        [0, 4, 5],
        [1, 0, 6],
      ],
    },
    {
      rows: [
        [1, 2, 0],
        [3, -1, 4],
        [2, 0, 1],
      ],
    },
    {
      rows: [
        [3, 1, 2],
        [1, 2, 1],
        [2, 1, 3],
      ],
    },
  ] as const,
  ({ rows }, key) => {
    const value = sarrus(rows);
    const shown = matrixText(rows);
    const [[a, b, c], [d, e, f], [g, h, i]] = rows;
    const expansion = `${num(a)}(${num(e * i - f * h)}) − ${num(b)}(${num(d * i - f * g)}) + ${num(c)}(${num(d * h - e * g)})`;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-matrices',
        difficulty: 'easy',
        text: {
          en: `The value of the determinant of the matrix ${shown} (rows separated by semicolons) is ______.`,
          hi: `आव्यूह ${shown} (पंक्तियाँ अर्धविराम से अलग) के सारणिक का मान ______ है।`,
        },
        explanation: {
          en: `Expanding along the first row, a(ei − fh) − b(di − fg) + c(dh − eg) = ${expansion} = ${value}.`,
          hi: `पहली पंक्ति के अनुदिश प्रसार करने पर a(ei − fh) − b(di − fg) + c(dh − eg) = ${expansion} = ${value}।`,
        },
      },
      value,
    );
  },
);

/** |z₁ z₂| = |z₁||z₂|, with moduli chosen from Pythagorean triples. */
export const productModulus = family(
  'jee-math-complex-modulus',
  [
    { a: 3, b: 4, c: 8, d: 6 },
    { a: 3, b: 4, c: 5, d: 12 },
    { a: 6, b: 8, c: 5, d: 12 },
  ] as const,
  ({ a, b, c, d }, key) => {
    const m1 = Math.hypot(a, b);
    const m2 = Math.hypot(c, d);
    const z = `(${a} + ${b}i)(${c} − ${d}i)`;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-complex-numbers',
        difficulty: 'easy',
        text: {
          en: `The modulus of the complex number z = ${z} is`,
          hi: `सम्मिश्र संख्या z = ${z} का मापांक है`,
        },
        explanation: {
          en: `|z₁z₂| = |z₁||z₂| = √(${a}² + ${b}²) × √(${c}² + ${d}²) = ${m1} × ${m2} = ${m1 * m2}.`,
          hi: `|z₁z₂| = |z₁||z₂| = √(${a}² + ${b}²) × √(${c}² + ${d}²) = ${m1} × ${m2} = ${m1 * m2}।`,
        },
      },
      withUnit(m1 * m2, ''),
      [withUnit(m1 + m2, ''), withUnit(a * c + b * d, ''), withUnit((a + b) * (c + d), '')],
    );
  },
);

/** Bayes' theorem with two bags chosen with equal probability. */
export const bayesBags = family(
  'jee-math-bayes',
  [
    { redA: 3, blackA: 2, redB: 1, blackB: 4 },
    { redA: 2, blackA: 3, redB: 4, blackB: 1 },
    { redA: 5, blackA: 3, redB: 1, blackB: 7 },
  ] as const,
  ({ redA, blackA, redB, blackB }, key) => {
    const totalA = redA + blackA;
    const totalB = redB + blackB;
    // Exact fractions over a common denominator: P(A ∩ red) = redA/(2·totalA), and so on.
    const fromA = redA * totalB;
    const fromB = redB * totalA;
    const red = { numerator: fromA + fromB, denominator: 2 * totalA * totalB };
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-probability',
        difficulty: 'hard',
        text: {
          en: `Bag A contains ${redA} red and ${blackA} black balls; bag B contains ${redB} red and ${blackB} black balls. A bag is chosen at random and a ball drawn from it is red. The probability that it was drawn from bag A is`,
          hi: `थैले A में ${redA} लाल और ${blackA} काली गेंदें हैं; थैले B में ${redB} लाल और ${blackB} काली गेंदें हैं। यादृच्छया एक थैला चुनकर उसमें से एक गेंद निकाली जाती है, जो लाल है। इस गेंद के थैले A से निकाली गई होने की प्रायिकता है`,
        },
        explanation: {
          en: `P(A) = P(B) = 1/2, P(red | A) = ${redA}/${totalA}, P(red | B) = ${redB}/${totalB}. By Bayes’ theorem P(A | red) = (½ × ${redA}/${totalA}) / (½ × ${redA}/${totalA} + ½ × ${redB}/${totalB}) = ${fraction(fromA, fromA + fromB).text}.`,
          hi: `P(A) = P(B) = 1/2, P(लाल | A) = ${redA}/${totalA}, P(लाल | B) = ${redB}/${totalB}। बेज़ प्रमेय से P(A | लाल) = (½ × ${redA}/${totalA}) / (½ × ${redA}/${totalA} + ½ × ${redB}/${totalB}) = ${fraction(fromA, fromA + fromB).text}।`,
        },
      },
      fraction(fromA, fromA + fromB),
      [fraction(redA, totalA), fraction(1, 2), fraction(red.numerator, red.denominator)],
    );
  },
);
