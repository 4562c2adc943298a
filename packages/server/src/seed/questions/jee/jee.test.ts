/**
 * The JEE bank's checks. The shape checks hold for every question; then every generated family's
 * answers are recomputed here by a different route (simulation, numeric integration, brute-force
 * counting, a molar-mass table, cofactor expansion …) and must be the keyed option and the only
 * option with that value, or the numeric answer itself.
 */
import { describe, expect, it } from 'vitest';
import type { SeedQuestion } from '../types.js';
import { jeeBank, jeeFamilies } from './index.js';

const devanagari = /[\u0900-\u097F]/;
const subjects = ['physics', 'chemistry', 'mathematics'] as const;

// ---------------------------------------------------------------------------------------------
// Independent tools
// ---------------------------------------------------------------------------------------------

const superscriptDigits: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};
const fromSuperscript = (s: string) => Number([...s].map((c) => superscriptDigits[c] ?? c).join(''));

/** Reads the number an option prints: '−60 cm', '+12 cm', '25/7', '3.2 × 10⁻¹¹', '10⁻⁴ T', '45°'. */
function optionValue(text: string): number {
  const power = /^10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)(?:\s|$)/.exec(text);
  if (power?.[1]) return 10 ** fromSuperscript(power[1]);
  const match = /^([+−-]?)(\d+(?:\.\d+)?)(?:\/(\d+))?(?: × 10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+))?/.exec(text);
  if (!match?.[2]) throw new Error(`not a number: ${text}`);
  const sign = match[1] === '−' || match[1] === '-' ? -1 : 1;
  const base = Number(match[2]) / (match[3] ? Number(match[3]) : 1);
  return sign * base * (match[4] ? 10 ** fromSuperscript(match[4]) : 1);
}

const close = (a: number, b: number, relative: number) =>
  Math.abs(a - b) <= relative * Math.max(Math.abs(a), Math.abs(b), 1e-300);

/** Composite Simpson's rule. */
function simpson(f: (x: number) => number, a: number, b: number, n = 2000): number {
  const h = (b - a) / n;
  let sum = f(a) + f(b);
  for (let i = 1; i < n; i++) sum += f(a + i * h) * (i % 2 === 1 ? 4 : 2);
  return (sum * h) / 3;
}

/** A root of f in [lo, hi] by bisection (f changes sign there). */
function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 200; i++) {
    const m = (a + b) / 2;
    if (Math.sign(f(m)) === Math.sign(f(a))) a = m;
    else b = m;
  }
  return (a + b) / 2;
}

/** The minimiser of a unimodal function on [lo, hi] by ternary search. */
function argmin(f: (x: number) => number, lo: number, hi: number): number {
  let a = lo;
  let b = hi;
  for (let i = 0; i < 300; i++) {
    const m1 = a + (b - a) / 3;
    const m2 = b - (b - a) / 3;
    if (f(m1) < f(m2)) b = m2;
    else a = m1;
  }
  return (a + b) / 2;
}

/** Determinant by cofactor expansion along the first row. */
function determinant(m: readonly (readonly number[])[]): number {
  if (m.length === 1) return m[0]?.[0] ?? NaN;
  let sum = 0;
  (m[0] ?? []).forEach((value, j) => {
    const minor = m.slice(1).map((row) => row.filter((_, k) => k !== j));
    sum += (j % 2 === 0 ? 1 : -1) * value * determinant(minor);
  });
  return sum;
}

/** Classical RK4 for dy/dx = f(x, y). */
function rk4(f: (x: number, y: number) => number, x0: number, y0: number, x1: number, steps = 1000): number {
  const h = (x1 - x0) / steps;
  let x = x0;
  let y = y0;
  for (let i = 0; i < steps; i++) {
    const k1 = f(x, y);
    const k2 = f(x + h / 2, y + (h * k1) / 2);
    const k3 = f(x + h / 2, y + (h * k2) / 2);
    const k4 = f(x + h, y + h * k3);
    y += (h * (k1 + 2 * k2 + 2 * k3 + k4)) / 6;
    x += h;
  }
  return y;
}

/** Distinct orderings of a word's letters, by generating them. */
function distinctArrangements(word: string): number {
  const seen = new Set<string>();
  const letters = [...word];
  const used = letters.map(() => false);
  const build = (prefix: string) => {
    if (prefix.length === letters.length) {
      seen.add(prefix);
      return;
    }
    letters.forEach((letter, i) => {
      if (used[i]) return;
      used[i] = true;
      build(prefix + letter);
      used[i] = false;
    });
  };
  build('');
  return seen.size;
}

// Standard atomic masses as used in NCERT problems (g mol⁻¹).
const atomicMass: Record<string, number> = { H: 1, He: 4, C: 12, N: 14, O: 16, Na: 23, Al: 27, S: 32, Ca: 40, Ag: 108, Ba: 137 };
const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';

/** Atom counts of a formula such as 'Ba(OH)₂' or 'C₆H₁₂O₆'. */
function atoms(formula: string): Map<string, number> {
  const plain = [...formula].map((c) => (subscriptDigits.includes(c) ? String(subscriptDigits.indexOf(c)) : c)).join('');
  const stack: Map<string, number>[] = [new Map()];
  const re = /([A-Z][a-z]?|\(|\))(\d*)/g;
  for (const [, token, digits] of plain.matchAll(re)) {
    const count = digits ? Number(digits) : 1;
    const top = stack[stack.length - 1] ?? new Map<string, number>();
    if (token === '(') stack.push(new Map());
    else if (token === ')') {
      const group = stack.pop() ?? new Map<string, number>();
      const outer = stack[stack.length - 1] ?? new Map<string, number>();
      for (const [el, n] of group) outer.set(el, (outer.get(el) ?? 0) + n * count);
    } else if (token) top.set(token, (top.get(token) ?? 0) + count);
  }
  return stack[0] ?? new Map();
}

function molarMass(formula: string): number {
  let sum = 0;
  for (const [el, n] of atoms(formula)) {
    const mass = atomicMass[el];
    if (mass === undefined) throw new Error(`no atomic mass for ${el}`);
    sum += mass * n;
  }
  return sum;
}

/** The coefficient of a species in an equation such as '2H₂ + O₂ → 2H₂O'. */
function coefficient(equation: string, species: string): number {
  for (const term of equation.split(/\s*(?:\+|→)\s*/)) {
    const match = /^(\d*)(.+)$/.exec(term);
    if (match?.[2] === species) return match[1] ? Number(match[1]) : 1;
  }
  throw new Error(`${species} is not in ${equation}`);
}

/** Unpaired electrons of a first-row transition-metal ion, by Aufbau filling then ionisation. */
function unpairedByAufbau(z: number, charge: number): number {
  const order: [string, number][] = [
    ['1s', 2],
    ['2s', 2],
    ['2p', 6],
    ['3s', 2],
    ['3p', 6],
    ['4s', 2],
    ['3d', 10],
  ];
  const shells = new Map<string, number>();
  let left = z;
  for (const [name, capacity] of order) {
    const n = Math.min(left, capacity);
    shells.set(name, n);
    left -= n;
  }
  // Cr and Cu borrow a 4s electron for a half-filled or full 3d.
  if (z === 24 || z === 29) {
    shells.set('4s', 1);
    shells.set('3d', (shells.get('3d') ?? 0) + 1);
  }
  let remove = charge;
  for (const name of ['4s', '3d']) {
    const take = Math.min(remove, shells.get(name) ?? 0);
    shells.set(name, (shells.get(name) ?? 0) - take);
    remove -= take;
  }
  // Hund's rule over five orbitals: fill each singly, then pair.
  const orbitals = [0, 0, 0, 0, 0];
  for (let e = 0; e < (shells.get('3d') ?? 0); e++) orbitals[e % 5] = (orbitals[e % 5] ?? 0) + 1;
  return orbitals.filter((o) => o === 1).length;
}

/** Sign changes of the radial part of a hydrogen orbital: the associated Laguerre polynomial L(n−l−1, 2l+1). */
function radialNodesBySignChanges(n: number, l: number): number {
  const laguerre = (x: number) => {
    const alpha = 2 * l + 1;
    let previous = 1;
    let current = 1 + alpha - x;
    const degree = n - l - 1;
    if (degree === 0) return previous;
    for (let k = 1; k < degree; k++) {
      const next = ((2 * k + 1 + alpha - x) * current - (k + alpha) * previous) / (k + 1);
      previous = current;
      current = next;
    }
    return current;
  };
  let changes = 0;
  let last = Math.sign(laguerre(1e-6));
  for (let rho = 0.001; rho < 200; rho += 0.001) {
    const s = Math.sign(laguerre(rho));
    if (s !== 0 && s !== last) {
      changes++;
      last = s;
    }
  }
  return changes;
}

/** Polynomial in x with integer exponents, as exponent → coefficient. */
type Poly = Map<number, number>;
function multiply(a: Poly, b: Poly): Poly {
  const out: Poly = new Map();
  for (const [ea, ca] of a) for (const [eb, cb] of b) out.set(ea + eb, (out.get(ea + eb) ?? 0) + ca * cb);
  return out;
}

// ---------------------------------------------------------------------------------------------
// One proof per family: what the answer must be, computed another way.
// ---------------------------------------------------------------------------------------------

interface Proof {
  expected: (p: never) => number;
  /** Relative tolerance for answers reached numerically (simulation, quadrature, limits). */
  tolerance?: number;
}

function proof<P>(expected: (p: P) => number, tolerance?: number): Proof {
  return { expected: expected as (p: never) => number, ...(tolerance ? { tolerance } : {}) };
}

const g = 10;

const proofs: Record<string, Proof> = {
  // Physics
  projectileRange: proof<{ u: number; angle: number }>(({ u, angle }) => {
    const rad = (angle * Math.PI) / 180;
    const y = (t: number) => u * Math.sin(rad) * t - 0.5 * g * t * t;
    const flight = bisect(y, 1e-6, 100);
    return u * Math.cos(rad) * flight;
  }, 1e-9),
  stoppingDistance: proof<{ u: number; a: number }>(({ u, a }) => {
    const t = u / a;
    return u * t - 0.5 * a * t * t;
  }),
  contactForce: proof<{ force: number; m1: number; m2: number }>(({ force, m1, m2 }) => {
    // Newton's second law for the pushed block alone: F − N = m₁a.
    const a = force / (m1 + m2);
    return force - m1 * a;
  }),
  ballisticPendulum: proof<{ bullet: number; speed: number; block: number }>(({ bullet, speed, block }) => {
    // Momentum through the impact, then the swing: rise until the kinetic energy is spent.
    const v = (bullet * speed) / (bullet + block);
    const kinetic = 0.5 * (bullet + block) * v * v;
    const metres = bisect((h) => kinetic - (bullet + block) * g * h, 0, 1000);
    return metres * 100;
  }, 1e-9),
  springLaunch: proof<{ k: number; m: number; x: number }>(({ k, m, x }) => {
    // Integrate m x'' = −kx from rest at −x until the spring is relaxed.
    let position = -x;
    let velocity = 0;
    const dt = 1e-6;
    while (position < 0) {
      velocity += (-k * position * dt) / m;
      position += velocity * dt;
    }
    return velocity;
  }, 1e-3),
  rollingDisc: proof<{ m: number; v: number }>(({ m, v }) => {
    // I of a unit-radius disc from its rings: ∫ r² (2m r) dr over [0, 1].
    const inertia = simpson((r) => r * r * 2 * m * r, 0, 1);
    return 0.5 * m * v * v + 0.5 * inertia * v * v;
  }, 1e-9),
  coupledDiscs: proof<{ spinning: number; dropped: number; omega: number }>(({ spinning, dropped, omega }) => {
    // Let a constant friction torque act between the discs until they turn together; the heat
    // it makes is the kinetic energy lost.
    const torque = 1;
    const dt = 1e-5;
    let fast = omega;
    let slow = 0;
    let heat = 0;
    while (fast > slow) {
      heat += torque * (fast - slow) * dt;
      fast -= (torque / spinning) * dt;
      slow += (torque / dropped) * dt;
    }
    return heat;
  }, 1e-3),
  keplerPeriod: proof<{ n: number; hours: number }>(({ n, hours }) => {
    // T = 2π√(r³/GM): find GM from the first orbit (r = 1), then use it at r = n.
    const gm = (4 * Math.PI ** 2) / hours ** 2;
    return 2 * Math.PI * Math.sqrt(n ** 3 / gm);
  }, 1e-9),
  seriesCapacitors: proof<{ c1: number; c2: number; v: number }>(({ c1, c2, v }) =>
    bisect((q) => q / c1 + q / c2 - v, 0, 1000),
  ),
  terminalVoltage: proof<{ emf: number; r: number; load: number }>(({ emf, r, load }) => emf - (emf / (load + r)) * r),
  equivalentResistance: proof<{ a: number; b: number; c: number }>(({ a, b, c }) => 1 / (1 / a + 1 / b) + c, 1e-9),
  wireField: proof<{ current: number; cm: number }>(({ current, cm }) => (4 * Math.PI * 1e-7 * current) / (2 * Math.PI * (cm / 100))),
  coilEmf: proof<{ turns: number; area: number; from: number; to: number; seconds: number }>(
    ({ turns, area, from, to, seconds }) => Math.abs(turns * to * area - turns * from * area) / seconds,
  ),
  shmSpeed: proof<{ amplitude: number; x: number; omega: number }>(({ amplitude, x, omega }) => {
    const t = Math.asin(x / amplitude) / omega;
    return amplitude * omega * Math.cos(omega * t);
  }),
  closedPipe: proof<{ speed: number; length: number }>(({ speed, length }) => {
    // Allowed wavelengths 4L/(2k − 1); the fundamental has the longest.
    const wavelengths = [1, 2, 3, 4].map((k) => (4 * length) / (2 * k - 1));
    return speed / Math.max(...wavelengths);
  }),
  carnotWork: proof<{ hotC: number; coldC: number; heat: number }>(({ hotC, coldC, heat }) => {
    // Reversible cycle: Q₁/T₁ = Q₂/T₂, and W = Q₁ − Q₂.
    const rejected = (heat * (coldC + 273)) / (hotC + 273);
    return heat - rejected;
  }),
  isobaricWork: proof<{ moles: number; rise: number }>(({ moles, rise }) => {
    const pressure = 1e5;
    const volume = (t: number) => (moles * 8.3 * t) / pressure;
    return pressure * (volume(300 + rise) - volume(300));
  }),
  convexLens: proof<{ object: number; focal: number }>(({ object, focal }) => {
    // Newton's form: (object distance − f)(image distance − f) = f².
    return focal + (focal * focal) / (object - focal);
  }),
  stoppingPotential: proof<{ nm: number; phi: number }>(({ nm, phi }) => {
    // The question gives hc = 1240 eV nm; go through the frequency: ν = c/λ, E = hν.
    const c = 3e17; // nm s⁻¹
    const hInEvSeconds = 1240 / c;
    return hInEvSeconds * (c / nm) - phi;
  }),
  spectralLines: proof<{ n: number }>(({ n }) => {
    let lines = 0;
    for (let upper = 2; upper <= n; upper++) for (let lower = 1; lower < upper; lower++) lines++;
    return lines;
  }),
  // Chemistry
  productMass: proof<{ equation: string; reactant: string; product: string; reactantMolar: number; productMolar: number; mass: number }>(
    ({ equation, reactant, product, reactantMolar, productMolar, mass }) => {
      expect(reactantMolar).toBe(molarMass(reactant));
      expect(productMolar).toBe(molarMass(product));
      const moles = mass / molarMass(reactant);
      return ((moles * coefficient(equation, product)) / coefficient(equation, reactant)) * molarMass(product);
    },
  ),
  limitingAmmonia: proof<{ nitrogen: number; hydrogen: number }>(({ nitrogen, hydrogen }) => {
    // The largest extent ξ of N₂ + 3H₂ → 2NH₃ that leaves neither reactant negative.
    const n2 = nitrogen / molarMass('N₂');
    const h2 = hydrogen / molarMass('H₂');
    const feasible = (xi: number) => (n2 - xi >= 0 && h2 - 3 * xi >= 0 ? 1 : -1);
    const extent = bisect(feasible, 0, 100);
    return 2 * extent * molarMass('NH₃');
  }, 1e-9),
  molarity: proof<{ solute: string; molar: number; grams: number; ml: number }>(({ solute, molar, grams, ml }) => {
    expect(molar).toBe(molarMass(solute));
    return (grams / molarMass(solute)) * (1000 / ml);
  }),
  grahamRatio: proof<{ light: string; heavy: string; lightMolar: number; heavyMolar: number }>(({ light, heavy, lightMolar, heavyMolar }) => {
    expect(lightMolar).toBe(molarMass(light));
    expect(heavyMolar).toBe(molarMass(heavy));
    return 1 / Math.sqrt(molarMass(light)) / (1 / Math.sqrt(molarMass(heavy)));
  }),
  gibbsEnergy: proof<{ dH: number; dS: number; t: number }>(({ dH, dS, t }) => (dH * 1000 - t * dS) / 1000),
  crossoverTemperature: proof<{ dH: number; dS: number }>(({ dH, dS }) => bisect((t) => dH * 1000 - t * dS, 1, 5000), 1e-9),
  solubilityProduct: proof<{ s: number }>(({ s }) => {
    const metal = s;
    const anion = 2 * s;
    return metal * anion * anion;
  }),
  strongPh: proof<{ formula: string; kind: 'acid' | 'base'; ions: number; conc: number }>(({ formula, kind, ions, conc }) => {
    const counted = kind === 'acid' ? (atoms(formula).get('H') ?? 0) : (atoms(formula).get('O') ?? 0);
    expect(ions).toBe(counted);
    if (kind === 'acid') return -Math.log10(counted * conc);
    const hydrogen = 1e-14 / (counted * conc);
    return -Math.log10(hydrogen);
  }, 1e-9),
  cellEmf: proof<{ cathode: string; anode: string; eCathode: number; eAnode: number }>(({ cathode, anode, eCathode, eAnode }) => {
    const table: Record<string, number> = { 'Cu²⁺/Cu': 0.34, 'Zn²⁺/Zn': -0.76, 'Ag⁺/Ag': 0.8 };
    const a = table[cathode] ?? NaN;
    const b = table[anode] ?? NaN;
    expect([eCathode, eAnode]).toEqual([a, b]);
    return Math.max(a, b) - Math.min(a, b);
  }),
  electrolysisMass: proof<{ metal: string; ion: string; amperes: number; seconds: number }>(({ metal, ion, amperes, seconds }) => {
    const charge = fromSuperscript(ion.replace(metal, '').replace('⁺', '') || '1');
    return ((amperes * seconds) / (charge * 96500)) * molarMass(metal);
  }, 1e-9),
  rateScaling: proof<{ order: number; factor: number }>(({ order, factor }) => {
    const rate = (a: number) => 0.5 * a ** order;
    return rate(0.2 * factor) / rate(0.2);
  }, 1e-9),
  firstOrderTime: proof<{ halfLife: number; percent: number }>(({ halfLife, percent }) => {
    const k = Math.LN2 / halfLife;
    return Math.log(100 / (100 - percent)) / k;
  }, 1e-9),
  unpairedElectrons: proof<{ z: number; charge: number }>(({ z, charge }) => unpairedByAufbau(z, charge)),
  radialNodes: proof<{ n: number; l: number }>(({ n, l }) => radialNodesBySignChanges(n, l)),
  // Mathematics
  rootSquares: proof<{ s: number; p: number }>(({ s, p }) => {
    const disc = Math.sqrt(s * s - 4 * p);
    const roots = [(s + disc) / 2, (s - disc) / 2];
    return roots.reduce((sum, r) => sum + r * r, 0);
  }, 1e-9),
  apSum: proof<{ a: number; d: number; n: number }>(({ a, d, n }) => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += a + i * d;
    return sum;
  }),
  gpInfiniteSum: proof<{ a: number; rNum: number; rDen: number }>(({ a, rNum, rDen }) => {
    let sum = 0;
    for (let i = 0; i < 200; i++) sum += a * (rNum / rDen) ** i;
    return sum;
  }, 1e-9),
  binomialConstant: proof<{ c: number; p: number; q: number; n: number }>(({ c, p, q, n }) => {
    const factor: Poly = new Map([
      [p, c],
      [-q, 1],
    ]);
    let expansion: Poly = new Map([[0, 1]]);
    for (let i = 0; i < n; i++) expansion = multiply(expansion, factor);
    return expansion.get(0) ?? 0;
  }),
  wordArrangements: proof<{ word: string }>(({ word }) => distinctArrangements(word)),
  bayesBags: proof<{ redA: number; blackA: number; redB: number; blackB: number }>(({ redA, blackA, redB, blackB }) => {
    // Every (bag, ball) outcome with its weight; condition on red by counting.
    const outcomes = [
      ...Array.from({ length: redA + blackA }, (_, i) => ({ bag: 'A', red: i < redA, weight: 0.5 / (redA + blackA) })),
      ...Array.from({ length: redB + blackB }, (_, i) => ({ bag: 'B', red: i < redB, weight: 0.5 / (redB + blackB) })),
    ];
    const red = outcomes.filter((o) => o.red);
    const total = red.reduce((s, o) => s + o.weight, 0);
    return red.filter((o) => o.bag === 'A').reduce((s, o) => s + o.weight, 0) / total;
  }, 1e-9),
  diceTotal: proof<{ total: number }>(({ total }) => {
    let ways = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b === total) ways++;
    return ways / 36;
  }),
  scaledDeterminant: proof<{ det: number; k: number }>(({ det, k }) => {
    const a = [
      [det, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ];
    return determinant(a.map((row) => row.map((v) => k * v)));
  }),
  determinantValue: proof<{ rows: readonly (readonly number[])[] }>(({ rows }) => determinant(rows)),
  productModulus: proof<{ a: number; b: number; c: number; d: number }>(({ a, b, c, d }) => {
    // (a + bi)(c − di), multiplied out.
    const re = a * c + b * d;
    const im = b * c - a * d;
    return Math.hypot(re, im);
  }, 1e-9),
  cosineLimit: proof<{ a: number }>(({ a }) => {
    const x = 1e-4;
    return (1 - Math.cos(a * x)) / (x * x);
  }, 1e-5),
  powerLimit: proof<{ a: number; n: number }>(({ a, n }) => {
    const h = 1e-6;
    return ((a + h) ** n - (a - h) ** n) / (2 * h);
  }, 1e-6),
  cubicMinimum: proof<{ a: number; c: number }>(({ a, c }) => {
    const f = (x: number) => x ** 3 - 3 * a * a * x + c;
    const minima: number[] = [];
    const step = 1e-3;
    for (let x = -20; x < 20; x += step) if (f(x) < f(x - step) && f(x) < f(x + step)) minima.push(f(x));
    expect(minima).toHaveLength(1);
    return minima[0] ?? NaN;
  }, 1e-5),
  polynomialIntegral: proof<{ p: number; q: number; k: number }>(({ p, q, k }) => simpson((x) => p * x * x + q * x, 0, k), 1e-9),
  parabolaLineArea: proof<{ k: number }>(({ k }) => {
    // Where x² = kx, by the quadratic formula on x² − kx = 0.
    const left = (k - Math.sqrt(k * k)) / 2;
    const right = (k + Math.sqrt(k * k)) / 2;
    return simpson((x) => Math.abs(k * x - x * x), left, right);
  }, 1e-9),
  linearDifferentialEquation: proof<{ y1: number; at: number }>(({ y1, at }) => rk4((x, y) => (3 * x * x - y) / x, 1, y1, at), 1e-9),
  pointLineDistance: proof<{ a: number; b: number; c: number; x0: number; y0: number }>(({ a, b, c, x0, y0 }) => {
    // The nearest point of the line (x, (−c − ax)/b), found by search.
    const distance = (x: number) => Math.hypot(x - x0, (-c - a * x) / b - y0);
    return distance(argmin(distance, -100, 100));
  }, 1e-6),
  circleRadius: proof<{ g: number; f: number; c: number }>(({ g: gx, f, c }) => {
    // F(x, y) = x² + y² + 2gx + 2fy + c is least at the centre, where it equals −r².
    const x = argmin((t) => t * t + 2 * gx * t, -100, 100);
    const y = argmin((t) => t * t + 2 * f * t, -100, 100);
    return Math.sqrt(-(x * x + y * y + 2 * gx * x + 2 * f * y + c));
  }, 1e-6),
  latusRectum: proof<{ coefficient: number }>(({ coefficient: k }) => {
    // Focus (a, 0) from the focus–directrix property at the point (1, √k), then the chord x = a.
    const a = bisect((t) => Math.hypot(1 - t, Math.sqrt(k)) - (1 + t), 0, 100);
    return 2 * Math.sqrt(k * a);
  }, 1e-9),
  spaceDistance: proof<{ p: readonly number[]; q: readonly number[] }>(({ p, q }) => Math.hypot(...p.map((v, i) => (q[i] ?? NaN) - v))),
  vectorAngle: proof<{ a: readonly [number, number, number]; b: readonly [number, number, number] }>(({ a, b }) => {
    const cross = [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
    const dot = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    return (Math.atan2(Math.hypot(...cross), dot) * 180) / Math.PI;
  }, 1e-9),
  parallelepipedVolume: proof<{ a: readonly number[]; b: readonly number[]; c: readonly number[] }>(({ a, b, c }) =>
    Math.abs(determinant([a, b, c])),
  ),
};

// ---------------------------------------------------------------------------------------------

const questions: readonly SeedQuestion[] = jeeBank.questions;
const allTexts = (q: SeedQuestion) =>
  (['en', 'hi'] as const).flatMap((lang) => {
    const w = q.translations[lang];
    return [w.direction ?? '', w.text, w.explanation, ...(w.options ?? [])];
  });

describe('JEE bank: shape', () => {
  it.each(subjects)('%s has at least 25 single-correct and 7 numeric questions', (subject) => {
    const of = (type: SeedQuestion['type']) => questions.filter((q) => q.subject === subject && q.type === type).length;
    expect(of('single')).toBeGreaterThanOrEqual(25);
    expect(of('numeric')).toBeGreaterThanOrEqual(7);
  });

  it('has only JEE subjects, and unique keys', () => {
    for (const q of questions) expect(subjects).toContain(q.subject);
    const keys = questions.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^jee-(phy|chem|math)-[a-z0-9-]+$/);
  });

  it('lists each topic once, uses only listed topics of the same subject, and uses every listed one', () => {
    const slugs = jeeBank.topics.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const bySlug = new Map(jeeBank.topics.map((t) => [t.slug, t]));
    for (const t of jeeBank.topics) {
      expect(t.slug).toMatch(/^(physics|chemistry|maths)-[a-z0-9-]+$/);
      expect(t.translations.en.name).not.toMatch(devanagari);
      expect(t.translations.hi.name).toMatch(devanagari);
    }
    for (const q of questions) expect(bySlug.get(q.topic)?.subject, q.key).toBe(q.subject);
    expect(new Set(questions.map((q) => q.topic))).toEqual(new Set(slugs));
  });

  it.each(questions.map((q) => [q.key, q] as const))('%s is well formed in both languages', (_key, q) => {
    const { en, hi } = q.translations;
    expect(en.text.length).toBeGreaterThan(10);
    expect(en.explanation.length).toBeGreaterThan(10);
    expect(`${en.direction ?? ''}${en.text}${en.explanation}`).not.toMatch(devanagari);
    expect(hi.text).toMatch(devanagari);
    expect(hi.explanation).toMatch(devanagari);
    if (hi.direction !== undefined) expect(hi.direction).toMatch(devanagari);
    expect(en.direction === undefined).toBe(hi.direction === undefined);
    for (const text of allTexts(q)) {
      // Template slips and LaTeX would both reach the learner as garbage.
      expect(text).not.toMatch(/undefined|NaN|Infinity|\[object|\\|\$|\^\{|_\{/);
    }
    if (q.type === 'numeric') {
      expect(en.options).toBeUndefined();
      expect(hi.options).toBeUndefined();
      expect(Number.isInteger(q.answer)).toBe(true);
      expect(q.tolerance).toBe(0);
      return;
    }
    expect(en.options).toHaveLength(4);
    expect(hi.options).toHaveLength(4);
    for (const options of [en.options ?? [], hi.options ?? []]) expect(new Set(options).size).toBe(options.length);
    const answers = q.type === 'single' ? [q.answer] : q.answer;
    if (q.type === 'multiple') {
      expect(answers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(answers).size).toBe(answers.length);
    }
    for (const a of answers) {
      expect(Number.isInteger(a)).toBe(true);
      expect(a).toBeGreaterThanOrEqual(0);
      expect(a).toBeLessThan(4);
    }
  });
});

describe('JEE bank: every generated answer, recomputed another way', () => {
  it('has a proof for every generated family, and nothing else is unaccounted for', () => {
    expect(Object.keys(proofs).sort()).toEqual(Object.keys(jeeFamilies).sort());
    const generated = Object.values(jeeFamilies).flatMap((f) => f.questions.map((q) => q.key));
    const authored = questions.filter((q) => !generated.includes(q.key));
    for (const q of authored) expect(q.key).toMatch(/-concept-\d+$/);
    expect(generated.length + authored.length).toBe(questions.length);
  });

  for (const [name, family] of Object.entries(jeeFamilies)) {
    const check = proofs[name];
    it.each(family.questions.map((q, i) => [q.key, q, i] as const))(`${name}: %s`, (_key, q, i) => {
      if (!check) throw new Error(`no proof for ${name}`);
      expect(q.key).toBe(`${family.prefix}-${String(i + 1).padStart(2, '0')}`);
      const expected = check.expected(family.params[i] as never);
      const tolerance = check.tolerance ?? 1e-12;
      expect(Number.isFinite(expected)).toBe(true);
      if (q.type === 'numeric') {
        expect(Math.abs(q.answer - expected)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(expected)));
        return;
      }
      expect(q.type).toBe('single');
      if (q.type !== 'single') return;
      // Generated options are the same numbers in both languages.
      expect(q.translations.hi.options).toEqual(q.translations.en.options);
      const values = (q.translations.en.options ?? []).map(optionValue);
      const matching = values.flatMap((v, index) => (close(v, expected, tolerance) ? [index] : []));
      expect(matching, `${q.translations.en.options?.join(' | ')} vs ${expected}`).toEqual([q.answer]);
      // The distractors must not sit so near the answer that a rounding could confuse them.
      for (const [index, v] of values.entries()) if (index !== q.answer) expect(close(v, expected, 1e-3)).toBe(false);
    });
  }
});

/** The unlabelled trees on n vertices with every degree ≤ 4 (carbon skeletons), counted by canonical form. */
function alkaneSkeletons(n: number): number {
  const forms = new Set<string>();
  // Every labelled tree is a Prüfer sequence of length n − 2.
  const sequence = new Array<number>(n - 2).fill(0);
  const encode = (adjacency: number[][], node: number, parent: number): string =>
    `(${adjacency[node]
      ?.filter((next) => next !== parent)
      .map((next) => encode(adjacency, next, node))
      .sort()
      .join('')})`;
  for (;;) {
    const degree = new Array<number>(n).fill(1);
    for (const v of sequence) degree[v] = (degree[v] ?? 0) + 1;
    if (degree.every((d) => d <= 4)) {
      const left = [...degree];
      const adjacency: number[][] = Array.from({ length: n }, () => []);
      for (const v of sequence) {
        const leaf = left.findIndex((d) => d === 1);
        adjacency[leaf]?.push(v);
        adjacency[v]?.push(leaf);
        left[leaf] = 0;
        left[v] = (left[v] ?? 0) - 1;
      }
      const [u, w] = left.flatMap((d, i) => (d === 1 ? [i] : []));
      if (u !== undefined && w !== undefined) {
        adjacency[u]?.push(w);
        adjacency[w]?.push(u);
      }
      // The smallest rooted encoding over all roots names the unrooted tree.
      forms.add(adjacency.map((_, root) => encode(adjacency, root, -1)).sort()[0] ?? '');
    }
    let i = 0;
    while (i < sequence.length && sequence[i] === n - 1) sequence[i++] = 0;
    if (i === sequence.length) break;
    sequence[i] = (sequence[i] ?? 0) + 1;
  }
  return forms.size;
}

describe('JEE bank: authored questions whose answers can be computed', () => {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  const keyedOption = (key: string) => {
    const q = byKey.get(key);
    if (q?.type !== 'single') throw new Error(`${key} is not a single-correct question`);
    return q.translations.en.options?.[q.answer];
  };

  it('C₆H₁₄ has as many structural isomers as there are carbon skeletons of six atoms', () => {
    expect(alkaneSkeletons(4)).toBe(2);
    expect(alkaneSkeletons(5)).toBe(3);
    const q = byKey.get('jee-chem-concept-15');
    expect(q?.type === 'numeric' && q.answer).toBe(alkaneSkeletons(6));
  });

  it('i¹⁰³ is −i, by multiplying i by itself', () => {
    let re = 1;
    let im = 0;
    for (let k = 0; k < 103; k++) [re, im] = [-im, re];
    expect([re, im]).toEqual([0, -1]);
    expect(keyedOption('jee-math-concept-03')).toBe('−i');
  });

  it('O₂⁺ has bond order 2.5, by filling its molecular orbitals', () => {
    // O₂ ordering: σ1s σ*1s σ2s σ*2s σ2p π2p (×2) π*2p (×2) σ*2p; true marks a bonding orbital.
    const orbitals = [true, false, true, false, true, true, true, false, false, false];
    let electrons = 8 + 8 - 1;
    let bonding = 0;
    let antibonding = 0;
    for (const isBonding of orbitals) {
      const take = Math.min(2, electrons);
      electrons -= take;
      if (isBonding) bonding += take;
      else antibonding += take;
    }
    expect(keyedOption('jee-chem-concept-03')).toBe(String((bonding - antibonding) / 2));
  });

  it('Mn in KMnO₄ is +7, from the charges of K and O', () => {
    const manganese = 0 - (+1 + 4 * -2);
    expect(keyedOption('jee-chem-concept-09')).toBe(`+${manganese}`);
  });

  it('NO is the only listed nitrogen oxide with an odd electron count', () => {
    const electrons = (formula: string) => {
      const counts = atoms(formula);
      return (counts.get('N') ?? 0) * 7 + (counts.get('O') ?? 0) * 8;
    };
    const q = byKey.get('jee-chem-concept-06');
    const odd = (q?.translations.en.options ?? []).flatMap((f, i) => (electrons(f) % 2 === 1 ? [i] : []));
    expect(q?.type === 'single' && [q.answer]).toEqual(odd);
  });
});

describe('option reader', () => {
  it('reads the printed forms the bank uses', () => {
    expect(optionValue('−60 cm')).toBe(-60);
    expect(optionValue('+12 cm')).toBe(12);
    expect(optionValue('25/7')).toBeCloseTo(25 / 7, 12);
    expect(optionValue('3.2 × 10⁻¹¹')).toBeCloseTo(3.2e-11, 22);
    expect(optionValue('10⁻⁴ T')).toBeCloseTo(1e-4, 16);
    expect(optionValue('45°')).toBe(45);
    expect(optionValue('−0.42 V')).toBe(-0.42);
  });
});
