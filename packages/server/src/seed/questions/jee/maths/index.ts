/** The mathematics part of the JEE bank: generated families (each proven by jee.test.ts) and authored questions. */
import {
  apSum,
  bayesBags,
  binomialConstant,
  determinantValue,
  diceTotal,
  gpInfiniteSum,
  productModulus,
  rootSquares,
  scaledDeterminant,
  wordArrangements,
} from './algebra.js';
import {
  cosineLimit,
  cubicMinimum,
  linearDifferentialEquation,
  parabolaLineArea,
  polynomialIntegral,
  powerLimit,
} from './calculus.js';
import { mathsConcepts } from './concepts.js';
import {
  circleRadius,
  latusRectum,
  parallelepipedVolume,
  pointLineDistance,
  spaceDistance,
  vectorAngle,
} from './geometry.js';

export const mathsFamilies = {
  rootSquares,
  apSum,
  gpInfiniteSum,
  binomialConstant,
  wordArrangements,
  diceTotal,
  bayesBags,
  scaledDeterminant,
  determinantValue,
  productModulus,
  cosineLimit,
  powerLimit,
  cubicMinimum,
  polynomialIntegral,
  parabolaLineArea,
  linearDifferentialEquation,
  pointLineDistance,
  circleRadius,
  latusRectum,
  spaceDistance,
  vectorAngle,
  parallelepipedVolume,
};

export { mathsConcepts };
