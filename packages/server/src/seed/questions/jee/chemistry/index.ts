/** The chemistry part of the JEE bank: generated families (each proven by jee.test.ts) and authored questions. */
import { quantumNumbers, radialNodes } from './atomic.js';
import { chemistryConcepts as inorganicOrganic, unpairedElectrons } from './inorganic-organic.js';
import {
  cellEmf,
  crossoverTemperature,
  electrolysisMass,
  firstOrderTime,
  gibbsEnergy,
  grahamRatio,
  limitingAmmonia,
  molarity,
  productMass,
  rateScaling,
  solubilityProduct,
  strongPh,
} from './physical.js';

export const chemistryFamilies = {
  productMass,
  limitingAmmonia,
  molarity,
  grahamRatio,
  gibbsEnergy,
  crossoverTemperature,
  solubilityProduct,
  strongPh,
  cellEmf,
  electrolysisMass,
  rateScaling,
  firstOrderTime,
  unpairedElectrons,
  radialNodes,
};

export const chemistryConcepts = [quantumNumbers, ...inorganicOrganic];
