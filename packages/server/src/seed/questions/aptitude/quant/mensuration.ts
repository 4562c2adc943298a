/** Mensuration: a circle's area from its circumference; a square with a rectangle's perimeter. */
import { num, single, unit } from '../build.js';
import type { Difficulty } from '../../types.js';

const base = { subject: 'quantitative-aptitude' } as const;
const squareCm = (v: number) => unit(v, 'cm²', 'वर्ग सेमी');

/** A circle's circumference in cm (π = 22/7). */
export const circleRows = [
  { circumference: 44, difficulty: 'easy' },
  { circumference: 88, difficulty: 'easy' },
  { circumference: 132, difficulty: 'medium' },
  { circumference: 176, difficulty: 'medium' },
  { circumference: 220, difficulty: 'medium' },
] as const satisfies readonly { circumference: number; difficulty: Difficulty }[];

const circles = circleRows.map((row, i) => {
  const c = row.circumference;
  const r = (c * 7) / 44;
  const area = (22 * r * r) / 7;
  return single({
    ...base,
    key: `quant-mens-${String(i + 1).padStart(3, '0')}`,
    topic: 'mensuration',
    difficulty: row.difficulty,
    en: {
      text: `The circumference of a circle is ${c} cm. What is its area? (Take π = 22/7.)`,
      explanation: `2πr = ${c}, so r = ${c} × 7/44 = ${num(r)} cm. Area = πr² = 22/7 × ${num(r)} × ${num(r)} = ${num(area)} cm².`,
    },
    hi: {
      text: `एक वृत्त की परिधि ${c} सेमी है। उसका क्षेत्रफल क्या है? (π = 22/7 लीजिए।)`,
      explanation: `2πr = ${c}, अतः r = ${c} × 7/44 = ${num(r)} सेमी। क्षेत्रफल = πr² = 22/7 × ${num(r)} × ${num(r)} = ${num(area)} वर्ग सेमी।`,
    },
    correct: squareCm(area),
    // The diameter used as the radius (4×), half the area, twice the area.
    distractors: [4 * area, area / 2, 2 * area, area + 22].map(squareCm),
  });
});

/** A square has the same perimeter as a `length` × `breadth` cm rectangle. */
export const squareRows = [
  { length: 18, breadth: 12, difficulty: 'easy' },
  { length: 22, breadth: 14, difficulty: 'easy' },
  { length: 30, breadth: 20, difficulty: 'medium' },
  { length: 26, breadth: 14, difficulty: 'medium' },
  { length: 17, breadth: 11, difficulty: 'medium' },
] as const satisfies readonly { length: number; breadth: number; difficulty: Difficulty }[];

const squares = squareRows.map((row, i) => {
  const { length: l, breadth: b } = row;
  const side = (l + b) / 2;
  return single({
    ...base,
    key: `quant-mens-${String(i + 6).padStart(3, '0')}`,
    topic: 'mensuration',
    difficulty: row.difficulty,
    en: {
      text: `The perimeter of a square is equal to the perimeter of a rectangle ${l} cm long and ${b} cm wide. What is the area of the square?`,
      explanation: `Perimeter of the rectangle = 2(${l} + ${b}) = ${2 * (l + b)} cm. Side of the square = ${2 * (l + b)}/4 = ${num(side)} cm. Area = ${num(side)}² = ${num(side * side)} cm².`,
    },
    hi: {
      text: `एक वर्ग का परिमाप ${l} सेमी लंबे और ${b} सेमी चौड़े आयत के परिमाप के बराबर है। वर्ग का क्षेत्रफल क्या है?`,
      explanation: `आयत का परिमाप = 2(${l} + ${b}) = ${2 * (l + b)} सेमी। वर्ग की भुजा = ${2 * (l + b)}/4 = ${num(side)} सेमी। क्षेत्रफल = ${num(side)}² = ${num(side * side)} वर्ग सेमी।`,
    },
    correct: squareCm(side * side),
    // The rectangle's area, the half-perimeter squared, near values.
    distractors: [l * b, (l + b) ** 2, side * side + 2 * side, side * 4 * side].map(squareCm),
  });
});

export const mensurationQuestions = [...circles, ...squares];
