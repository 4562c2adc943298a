/** The physics part of the JEE bank: generated families (each proven by jee.test.ts) and authored questions. */
import { physicsConcepts } from './concepts.js';
import { coilEmf, equivalentResistance, seriesCapacitors, terminalVoltage, wireField } from './electricity.js';
import {
  ballisticPendulum,
  contactForce,
  coupledDiscs,
  keplerPeriod,
  projectileRange,
  rollingDisc,
  springLaunch,
  stoppingDistance,
} from './mechanics.js';
import {
  carnotWork,
  closedPipe,
  convexLens,
  isobaricWork,
  shmSpeed,
  spectralLines,
  stoppingPotential,
} from './waves-heat-light.js';

export const physicsFamilies = {
  projectileRange,
  stoppingDistance,
  contactForce,
  ballisticPendulum,
  springLaunch,
  rollingDisc,
  coupledDiscs,
  keplerPeriod,
  seriesCapacitors,
  terminalVoltage,
  equivalentResistance,
  wireField,
  coilEmf,
  shmSpeed,
  closedPipe,
  carnotWork,
  isobaricWork,
  convexLens,
  stoppingPotential,
  spectralLines,
};

export { physicsConcepts };
