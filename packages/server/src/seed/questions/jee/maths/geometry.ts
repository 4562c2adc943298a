/** Generated coordinate geometry, vector and 3-D questions. */
import { choiceQuestion, family, fraction, num, numericQuestion, poly, withUnit } from '../build.js';

const subject = 'mathematics' as const;

type Vector = readonly [number, number, number];

const degreesText = (d: number) => `${d}°`;

/** A vector in î, ĵ, k̂ form: [2, −1, 0] → '2î − ĵ'. */
export function vectorText([x, y, z]: Vector): string {
  return poly([
    [x, 'î'],
    [y, 'ĵ'],
    [z, 'k̂'],
  ]);
}

/** Distance from (x₀, y₀) to ax + by + c = 0, with a² + b² a perfect square. */
export const pointLineDistance = family(
  'jee-math-point-line',
  [
    { a: 3, b: 4, c: -10, x0: 5, y0: 5 },
    { a: 5, b: 12, c: 4, x0: 2, y0: 1 },
  ] as const,
  ({ a, b, c, x0, y0 }, key) => {
    const top = Math.abs(a * x0 + b * y0 + c);
    const norm = Math.hypot(a, b);
    const line = `${poly([
      [a, 'x'],
      [b, 'y'],
      [c, ''],
    ])} = 0`;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-coordinate-geometry',
        difficulty: 'easy',
        text: {
          en: `The perpendicular distance of the point (${x0}, ${y0}) from the line ${line} is`,
          hi: `बिंदु (${x0}, ${y0}) की रेखा ${line} से लांबिक दूरी है`,
        },
        explanation: {
          en: `d = |ax₀ + by₀ + c|/√(a² + b²) = |${a * x0} + ${b * y0} ${c < 0 ? '−' : '+'} ${Math.abs(c)}|/√(${a * a} + ${b * b}) = ${top}/${norm} = ${fraction(top, norm).text}.`,
          hi: `d = |ax₀ + by₀ + c|/√(a² + b²) = |${a * x0} + ${b * y0} ${c < 0 ? '−' : '+'} ${Math.abs(c)}|/√(${a * a} + ${b * b}) = ${top}/${norm} = ${fraction(top, norm).text}।`,
        },
      },
      fraction(top, norm),
      [fraction(top, 1), fraction(top, a + b), fraction(top, a * a + b * b)],
    );
  },
);

/** Radius of x² + y² + 2gx + 2fy + c = 0: √(g² + f² − c). */
export const circleRadius = family(
  'jee-math-circle',
  [
    { g: -2, f: -3, c: -12 },
    { g: 5, f: -12, c: 25 },
    { g: -4, f: -3, c: -24 },
  ] as const,
  ({ g, f, c }, key) => {
    const radius = Math.sqrt(g * g + f * f - c);
    const equation = `${poly([
      [1, 'x²'],
      [1, 'y²'],
      [2 * g, 'x'],
      [2 * f, 'y'],
      [c, ''],
    ])} = 0`;
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-coordinate-geometry',
        difficulty: 'easy',
        text: {
          en: `The radius of the circle ${equation} is ______.`,
          hi: `वृत्त ${equation} की त्रिज्या ______ है।`,
        },
        explanation: {
          en: `Here g = ${num(g)}, f = ${num(f)}, c = ${num(c)}. The centre is (${num(-g)}, ${num(-f)}) and r = √(g² + f² − c) = √(${g * g} + ${f * f} ${c < 0 ? '+' : '−'} ${Math.abs(c)}) = √${g * g + f * f - c} = ${radius}.`,
          hi: `यहाँ g = ${num(g)}, f = ${num(f)}, c = ${num(c)}। केंद्र (${num(-g)}, ${num(-f)}) है और r = √(g² + f² − c) = √(${g * g} + ${f * f} ${c < 0 ? '+' : '−'} ${Math.abs(c)}) = √${g * g + f * f - c} = ${radius}।`,
        },
      },
      radius,
    );
  },
);

/** Length of the latus rectum of y² = 4ax: 4a. */
export const latusRectum = family('jee-math-parabola', [{ coefficient: 12 }, { coefficient: 20 }] as const, ({ coefficient }, key) => {
  const a = coefficient / 4;
  return choiceQuestion(
    {
      key,
      subject,
      topic: 'maths-coordinate-geometry',
      difficulty: 'easy',
      text: {
        en: `The length of the latus rectum of the parabola y² = ${coefficient}x is`,
        hi: `परवलय y² = ${coefficient}x के नाभिलंब की लंबाई है`,
      },
      explanation: {
        en: `y² = 4ax with 4a = ${coefficient}, so a = ${num(a)} and the focus is (${num(a)}, 0). At x = a, y² = 4a², y = ±2a: the chord has length 4a = ${coefficient}.`,
        hi: `y² = 4ax में 4a = ${coefficient}, अतः a = ${num(a)} और नाभि (${num(a)}, 0) है। x = a पर y² = 4a², y = ±2a: जीवा की लंबाई 4a = ${coefficient} है।`,
      },
    },
    withUnit(coefficient, ''),
    [withUnit(a, ''), withUnit(2 * a, ''), withUnit(8 * a, '')],
  );
});

/** Distance between two points in space, with differences forming a Pythagorean quadruple. */
export const spaceDistance = family(
  'jee-math-3d-distance',
  [
    { p: [1, 2, 3], q: [3, 5, 9] },
    { p: [2, -1, 4], q: [4, 1, 5] },
  ] as const,
  ({ p, q }, key) => {
    const diffs = [q[0] - p[0], q[1] - p[1], q[2] - p[2]];
    const squared = diffs.reduce((s, d) => s + d * d, 0);
    const distance = Math.sqrt(squared);
    const point = (v: Vector) => `(${v.map((x) => num(x)).join(', ')})`;
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-vectors-3d',
        difficulty: 'easy',
        text: {
          en: `The distance between the points P${point(p)} and Q${point(q)} is`,
          hi: `बिंदुओं P${point(p)} और Q${point(q)} के बीच की दूरी है`,
        },
        explanation: {
          en: `PQ = √(${diffs.map((d) => `${num(d)}²`).join(' + ')}) = √${squared} = ${distance}.`,
          hi: `PQ = √(${diffs.map((d) => `${num(d)}²`).join(' + ')}) = √${squared} = ${distance}।`,
        },
      },
      withUnit(distance, ''),
      [
        withUnit(squared, ''),
        withUnit(
          diffs.reduce((s, d) => s + Math.abs(d), 0),
          '',
        ),
        withUnit(Math.max(...diffs.map(Math.abs)), ''),
      ],
    );
  },
);

/** Angle between two vectors from cos θ = a·b/(|a||b|). */
export const vectorAngle = family(
  'jee-math-vector-angle',
  [
    { a: [1, 1, 0], b: [0, 1, 1] },
    { a: [1, 0, 1], b: [1, 0, 0] },
    { a: [1, 2, 2], b: [2, 1, -2] },
  ] as const,
  ({ a, b }, key) => {
    const dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    // From the product of squared lengths, so |a||b| = 2 stays an integer (√2 × √2 would not).
    const lengths = Math.sqrt((a[0] ** 2 + a[1] ** 2 + a[2] ** 2) * (b[0] ** 2 + b[1] ** 2 + b[2] ** 2));
    const degrees = Math.round((Math.acos(dot / lengths) * 180) / Math.PI);
    const angles = [30, 45, 60, 90];
    return choiceQuestion(
      {
        key,
        subject,
        topic: 'maths-vectors-3d',
        difficulty: 'medium',
        text: {
          en: `The angle between the vectors a = ${vectorText(a)} and b = ${vectorText(b)} is`,
          hi: `सदिशों a = ${vectorText(a)} और b = ${vectorText(b)} के बीच का कोण है`,
        },
        explanation: {
          en: `a · b = ${num(dot)}, |a||b| = ${num(lengths)}${Number.isInteger(lengths) ? '' : ` (√${Math.round(lengths ** 2)})`}. cos θ = ${num(dot)}/${Number.isInteger(lengths) ? num(lengths) : `√${Math.round(lengths ** 2)}`} = ${num(dot / lengths)}, so θ = ${degrees}°.`,
          hi: `a · b = ${num(dot)}, |a||b| = ${num(lengths)}${Number.isInteger(lengths) ? '' : ` (√${Math.round(lengths ** 2)})`}। cos θ = ${num(dot)}/${Number.isInteger(lengths) ? num(lengths) : `√${Math.round(lengths ** 2)}`} = ${num(dot / lengths)}, अतः θ = ${degrees}°।`,
        },
      },
      withUnit(degrees, '', degreesText),
      angles.filter((d) => d !== degrees).map((d) => withUnit(d, '', degreesText)),
    );
  },
);

/** Volume of the parallelepiped on three edges: |a · (b × c)|. */
export const parallelepipedVolume = family(
  'jee-math-parallelepiped',
  [
    {
      a: [2, 0, 0],
      b: [1, 3, 0],
      c: [1, 1, 4],
    },
    {
      a: [1, 1, 1],
      b: [1, -1, 1],
      c: [1, 1, -1],
    },
    {
      a: [3, 1, 2],
      b: [1, 2, 1],
      c: [2, 1, 3],
    },
  ] as const,
  ({ a, b, c }, key) => {
    const cross = [b[1] * c[2] - b[2] * c[1], b[2] * c[0] - b[0] * c[2], b[0] * c[1] - b[1] * c[0]] as const;
    const triple = a[0] * cross[0] + a[1] * cross[1] + a[2] * cross[2];
    return numericQuestion(
      {
        key,
        subject,
        topic: 'maths-vectors-3d',
        difficulty: 'medium',
        text: {
          en: `The volume of the parallelepiped whose coterminous edges are a = ${vectorText(a)}, b = ${vectorText(b)} and c = ${vectorText(c)} is ______.`,
          hi: `उस समांतर षट्फलक का आयतन, जिसके एक ही शीर्ष से मिलने वाले किनारे a = ${vectorText(a)}, b = ${vectorText(b)} तथा c = ${vectorText(c)} हैं, ______ है।`,
        },
        explanation: {
          en: `Volume = |[a b c]| = |a · (b × c)|. b × c = ${vectorText(cross)}, so a · (b × c) = ${num(triple)} and the volume is ${Math.abs(triple)}.`,
          hi: `आयतन = |[a b c]| = |a · (b × c)|। b × c = ${vectorText(cross)}, अतः a · (b × c) = ${num(triple)} और आयतन ${Math.abs(triple)} है।`,
        },
      },
      Math.abs(triple),
    );
  },
);
