/** Generated calculus questions: limits, derivatives, integrals and differential equations. */
import { choiceQuestion, family, fraction, num, numericQuestion, poly, sup, withUnit } from '../build.js';

const subject = 'mathematics' as const;

/** lim x→0 (1 − cos ax)/x² = a²/2. */
export const cosineLimit = family('jee-math-limit-cos', [{ a: 4 }, { a: 6 }, { a: 3 }] as const, ({ a }, key) =>
  choiceQuestion(
    {
      key,
      subject,
      topic: 'maths-limits',
      difficulty: 'medium',
      text: {
        en: `The value of lim(x→0) (1 − cos ${a}x)/x² is`,
        hi: `lim(x→0) (1 − cos ${a}x)/x² का मान है`,
      },
      explanation: {
        en: `1 − cos ${a}x = 2 sin²(${a}x/2), so the limit is 2 × (${a}/2)² × lim (sin(${a}x/2)/(${a}x/2))² = ${a}²/2 = ${fraction(a * a, 2).text}.`,
        hi: `1 − cos ${a}x = 2 sin²(${a}x/2), अतः सीमा = 2 × (${a}/2)² × lim (sin(${a}x/2)/(${a}x/2))² = ${a}²/2 = ${fraction(a * a, 2).text}।`,
      },
    },
    fraction(a * a, 2),
    [fraction(a * a, 1), fraction(a, 2), fraction(a, 1)],
  ),
);

/** lim x→a (xⁿ − aⁿ)/(x − a) = n aⁿ⁻¹. */
export const powerLimit = family(
  'jee-math-limit-power',
  [
    { a: 2, n: 3 },
    { a: 2, n: 5 },
    { a: 3, n: 4 },
  ] as const,
  ({ a, n }, key) => {
    const value = n * a ** (n - 1);
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-limits',
        difficulty: 'easy',
        text: {
          en: `The value of lim(x→${a}) (x${sup(n)} − ${a ** n})/(x − ${a}) is ______.`,
          hi: `lim(x→${a}) (x${sup(n)} − ${a ** n})/(x − ${a}) का मान ______ है।`,
        },
        explanation: {
          en: `${a ** n} = ${a}${sup(n)}, and lim(x→a) (xⁿ − aⁿ)/(x − a) = n aⁿ⁻¹ = ${n} × ${a}${sup(n - 1)} = ${value}.`,
          hi: `${a ** n} = ${a}${sup(n)}, तथा lim(x→a) (xⁿ − aⁿ)/(x − a) = n aⁿ⁻¹ = ${n} × ${a}${sup(n - 1)} = ${value}।`,
        },
      },
      value,
    );
  },
);

/** Local minimum of f(x) = x³ − 3a²x + c, at x = a (f′ = 3(x² − a²), f″(a) = 6a > 0). */
export const cubicMinimum = family(
  'jee-math-local-min',
  [
    { a: 2, c: 20 },
    { a: 1, c: 5 },
    { a: 3, c: 60 },
  ] as const,
  ({ a, c }, key) => {
    const f = `${poly([
      [1, 'x³'],
      [-3 * a * a, 'x'],
      [c, ''],
    ])}`;
    const min = c - 2 * a ** 3;
    const max = c + 2 * a ** 3;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-derivatives',
        difficulty: 'medium',
        text: {
          en: `The local minimum value of f(x) = ${f} is`,
          hi: `f(x) = ${f} का स्थानीय निम्निष्ठ मान है`,
        },
        explanation: {
          en: `f′(x) = 3x² − ${3 * a * a} = 0 at x = ±${a}. f″(x) = 6x is positive at x = ${a}, so the local minimum is f(${a}) = ${a ** 3} − ${3 * a ** 3} + ${c} = ${min}. (At x = −${a} there is a local maximum, ${max}.)`,
          hi: `f′(x) = 3x² − ${3 * a * a} = 0 से x = ±${a}। x = ${a} पर f″(x) = 6x धनात्मक है, अतः स्थानीय निम्निष्ठ मान f(${a}) = ${a ** 3} − ${3 * a ** 3} + ${c} = ${min} है। (x = −${a} पर स्थानीय उच्चिष्ठ ${max} है।)`,
        },
      },
      withUnit(min, ''),
      [withUnit(max, ''), withUnit(a, ''), withUnit(c, '')],
    );
  },
);

/** ∫₀ᵏ (px² + qx) dx = pk³/3 + qk²/2. */
export const polynomialIntegral = family(
  'jee-math-integral',
  [
    { p: 3, q: 2, k: 2 },
    { p: 6, q: 4, k: 1 },
    { p: 3, q: 4, k: 3 },
  ] as const,
  ({ p, q, k }, key) => {
    const value = (p * k ** 3) / 3 + (q * k ** 2) / 2;
    const integrand = poly([
      [p, 'x²'],
      [q, 'x'],
    ]);
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-integrals',
        difficulty: 'easy',
        text: {
          en: `The value of ∫₀${sup(k)} (${integrand}) dx is ______.`,
          hi: `∫₀${sup(k)} (${integrand}) dx का मान ______ है।`,
        },
        explanation: {
          en: `An antiderivative is ${poly([
            [p / 3, 'x³'],
            [q / 2, 'x²'],
          ])}. Between 0 and ${k}: ${(p * k ** 3) / 3} + ${(q * k ** 2) / 2} = ${value}.`,
          hi: `एक प्रतिअवकलज ${poly([
            [p / 3, 'x³'],
            [q / 2, 'x²'],
          ])} है। 0 से ${k} तक: ${(p * k ** 3) / 3} + ${(q * k ** 2) / 2} = ${value}।`,
        },
      },
      value,
    );
  },
);

/** Area between y = x² and y = kx: ∫₀ᵏ (kx − x²) dx = k³/6. */
export const parabolaLineArea = family('jee-math-area', [{ k: 2 }, { k: 3 }, { k: 6 }] as const, ({ k }, key) =>
  choiceQuestion(
    {
      key,
      subject,
      topic: 'maths-integrals',
      difficulty: 'medium',
      text: {
        en: `The area (in square units) of the region bounded by the curve y = x² and the line y = ${k}x is`,
        hi: `वक्र y = x² और रेखा y = ${k}x से घिरे क्षेत्र का क्षेत्रफल (वर्ग इकाई में) है`,
      },
      explanation: {
        en: `They meet at x = 0 and x = ${k}, with the line above the parabola between them. Area = ∫₀${sup(k)} (${k}x − x²) dx = ${k}³/2 − ${k}³/3 = ${k}³/6 = ${fraction(k ** 3, 6).text}.`,
        hi: `दोनों x = 0 और x = ${k} पर मिलते हैं और इनके बीच रेखा परवलय के ऊपर है। क्षेत्रफल = ∫₀${sup(k)} (${k}x − x²) dx = ${k}³/2 − ${k}³/3 = ${k}³/6 = ${fraction(k ** 3, 6).text}।`,
      },
    },
    fraction(k ** 3, 6),
    [fraction(k ** 3, 3), fraction(k ** 3, 2), fraction(k ** 3, 12)],
  ),
);

/** x dy/dx + y = 3x², i.e. d(xy)/dx = 3x², so xy = x³ + C. */
export const linearDifferentialEquation = family(
  'jee-math-differential-equation',
  [
    { y1: 1, at: 2 },
    { y1: -5, at: 3 },
    { y1: 9, at: 2 },
  ] as const,
  ({ y1, at }, key) => {
    const constant = y1 - 1;
    const value = (at ** 3 + constant) / at;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-differential-equations',
        difficulty: 'hard',
        text: {
          en: `If y = y(x) satisfies x dy/dx + y = 3x² for x > 0, with y(1) = ${num(y1)}, then y(${at}) is ______.`,
          hi: `यदि y = y(x), x > 0 के लिए x dy/dx + y = 3x² को संतुष्ट करता है तथा y(1) = ${num(y1)} है, तो y(${at}) का मान ______ है।`,
        },
        explanation: {
          en: `The left side is d(xy)/dx, so xy = x³ + C. y(1) = ${num(y1)} gives C = ${num(constant)}. At x = ${at}: ${at}y = ${at ** 3} ${constant < 0 ? '−' : '+'} ${Math.abs(constant)}, y = ${value}.`,
          hi: `बायाँ पक्ष d(xy)/dx है, अतः xy = x³ + C। y(1) = ${num(y1)} से C = ${num(constant)}। x = ${at} पर: ${at}y = ${at ** 3} ${constant < 0 ? '−' : '+'} ${Math.abs(constant)}, y = ${value}।`,
        },
      },
      value,
    );
  },
);
