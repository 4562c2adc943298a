/**
 * The aptitude bank, checked as a learner would meet it: well-formed, bilingual, and every
 * computable key proven by working the answer out again here, by another method (brute force,
 * step-by-step simulation, closed forms, the real calendar), from the parameter tables and the
 * printed question. A check passes only if exactly one option matches and it is the keyed one.
 */
import { describe, expect, it } from 'vitest';
import type { MultipleCorrectQuestion, SeedQuestion, SingleCorrectQuestion } from '../types.js';
import { aptitudeBank } from './index.js';
import { alligationRows, mixtureQuestions } from './quant/mixture.js';
import {
  approximationRows,
  arithmeticQuestions,
  simplificationRows,
  wrongNumberRows,
} from './quant/arithmetic.js';
import { admissionQuestions, admissions, dataInterpretationQuestions } from './quant/data-interpretation.js';
import { divisibilityQuestions, divisibilityRows } from './quant/divisibility.js';
import type { College } from './quant/data-interpretation.js';
import { compoundInterestRows, interestQuestions, simpleInterestRows } from './quant/interest.js';
import { circleRows, mensurationQuestions, squareRows } from './quant/mensuration.js';
import { boatRows, motionQuestions, roundTripRows, trainRows } from './quant/motion.js';
import { markUpRows, percentageProfitQuestions, sellingPriceRows, successiveChangeRows } from './quant/percentage-profit.js';
import { agesRows, chainedRatioRows, ratioAverageAgeQuestions, removedNumberRows } from './quant/ratio-average-age.js';
import { leaverRows, pairRows, pipeRows, workQuestions } from './quant/work.js';
import { calendarClockQuestions, calendarRows, clockRows } from './reasoning/calendar-clock.js';
import { codingQuestions, codingRows } from './reasoning/coding.js';
import { directionQuestions, directionRows } from './reasoning/direction.js';
import { inequalityQuestions, inequalityRows } from './reasoning/inequality.js';
import { oddOneOutQuestions, oddOneOutRows } from './reasoning/odd-one-out.js';
import { positionQuestions, alphabetRows, rankRows } from './reasoning/positions.js';
import { relationsSeatingQuestions, seatingSolution } from './reasoning/relations-seating.js';
import { letterSeriesRows, numberSeriesRows, seriesQuestions } from './reasoning/series.js';
import { syllogismQuestions, syllogisms } from './reasoning/syllogism.js';
import type { Form } from './reasoning/syllogism.js';

const { questions, topics } = aptitudeBank;
const devanagari = /[\u0900-\u097F]/;
const minimums = { reasoning: 60, 'quantitative-aptitude': 60, 'english-language': 45, 'general-awareness': 45 };
const keyPrefix = { reasoning: 'reason-', 'quantitative-aptitude': 'quant-', 'english-language': 'eng-', 'general-awareness': 'ga-' };

function asSingle(q: SeedQuestion): SingleCorrectQuestion {
  if (q.type !== 'single') throw new Error(`${q.key} is not single-correct`);
  return q;
}

const optionsOf = (q: SeedQuestion) => q.translations.en.options ?? [];

/** Keys whose answers a computation below has proven; every generated question must be here. */
const proven = new Set<string>();

/**
 * Exactly one option satisfies `isRight`, and it is the keyed one. Checked in both languages, so
 * a Hindi option list in a different order would fail too.
 */
function expectOnlyKeyed(q: SeedQuestion, isRight: (option: string) => boolean, language: 'en' | 'hi' = 'en') {
  const single = asSingle(q);
  const options = single.translations[language].options ?? [];
  const matching = options.flatMap((option, i) => (isRight(option) ? [i] : []));
  expect(matching, `${q.key}: options ${JSON.stringify(options)}`).toEqual([single.answer]);
  proven.add(q.key);
}

/** '₹1,250' → 1250; '6 2/3 hours' → 6.667; '2/5' → 0.4; '12.5%' → 12.5; '−3' → −3. */
function parseNumber(text: string): number {
  const match = /(-|−)?(\d[\d,]*(?:\.\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?/.exec(text);
  if (!match) return Number.NaN;
  const sign = match[1] ? -1 : 1;
  const whole = Number(match[2]!.replaceAll(',', ''));
  if (match[5]) return (sign * whole) / Number(match[5]);
  const fraction = match[3] ? Number(match[3]) / Number(match[4]) : 0;
  return sign * (whole + fraction);
}

const near = (value: number) => (option: string) => Math.abs(parseNumber(option) - value) < 0.005;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** '3 : 2' → [3, 2] */
function parseRatio(text: string): [number, number] {
  const [a, b] = text.split(':').map((part) => Number(part.trim()));
  return [a!, b!];
}

function byKey<T extends SeedQuestion>(list: readonly T[], prefix: string): T[] {
  return list.filter((q) => q.key.startsWith(prefix));
}

describe('the aptitude bank: shape', () => {
  it('has at least the minimum number of questions in each subject', () => {
    for (const [subject, minimum] of Object.entries(minimums)) {
      const count = questions.filter((q) => q.subject === subject).length;
      expect(count, subject).toBeGreaterThanOrEqual(minimum);
    }
    expect(questions.every((q) => q.subject in minimums)).toBe(true);
  });

  it('gives every question a unique, stable-looking key that names its subject', () => {
    const keys = questions.map((q) => q.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const q of questions) {
      expect(q.key).toMatch(/^[a-z]+-[a-z]+-\d{3}$/);
      expect(q.key.startsWith(keyPrefix[q.subject as keyof typeof keyPrefix])).toBe(true);
    }
  });

  it('uses only topics it declares, of the same subject, each named in both languages', () => {
    const slugs = topics.map((t) => t.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const bySlug = new Map(topics.map((t) => [t.slug, t]));
    for (const q of questions) {
      expect(bySlug.get(q.topic)?.subject, `${q.key} topic ${q.topic}`).toBe(q.subject);
    }
    for (const t of topics) {
      expect(questions.some((q) => q.topic === t.slug), `${t.slug} is used`).toBe(true);
      expect(t.translations.en.name.trim()).not.toBe('');
      expect(t.translations.hi.name).toMatch(devanagari);
    }
  });

  it('has four distinct options in both languages and an answer in range', () => {
    for (const q of questions) {
      const { en, hi } = q.translations;
      expect(en.options, q.key).toHaveLength(4);
      expect(hi.options, q.key).toHaveLength(4);
      expect(new Set(en.options).size, `${q.key} en options`).toBe(4);
      expect(new Set(hi.options).size, `${q.key} hi options`).toBe(4);
      const keyed = q.type === 'multiple' ? q.answer : [asSingle(q).answer];
      // Multiple-correct: two or three options, in order, never all four (that would be no question).
      if (q.type === 'multiple') expect(keyed.length >= 2 && keyed.length <= 3 && keyed.every((i, n) => n === 0 || i > keyed[n - 1]!), q.key).toBe(true);
      for (const index of keyed) expect(Number.isInteger(index) && index >= 0 && index < 4, q.key).toBe(true);
      expect(en.text.trim() && en.explanation.trim() && hi.text.trim() && hi.explanation.trim(), q.key).toBeTruthy();
    }
  });

  it('writes Hindi in Devanagari, keeping English-section questions and options in English', () => {
    for (const q of questions) {
      const { en, hi } = q.translations;
      expect(`${en.direction ?? ''}${en.text}${en.explanation}${(en.options ?? []).join('')}`, q.key).not.toMatch(devanagari);
      expect(hi.explanation, q.key).toMatch(devanagari);
      if (hi.direction !== undefined) expect(hi.direction, q.key).toMatch(devanagari);
      expect(hi.direction === undefined, q.key).toBe(en.direction === undefined);
      if (q.subject === 'english-language') {
        expect(hi.text, q.key).toBe(en.text);
        expect(hi.options, q.key).toEqual(en.options);
        expect(hi.direction, q.key).toMatch(devanagari);
      } else {
        expect(hi.text, q.key).toMatch(devanagari);
        // An option in Hindi is Devanagari, or symbols only (numbers, codes, formulas): no English words.
        for (const option of hi.options ?? []) {
          if (!devanagari.test(option)) expect(option, q.key).not.toMatch(/[a-z]{3,}/);
        }
      }
    }
  });

  it('spreads the correct option over all four positions', () => {
    const slots = [0, 0, 0, 0];
    const singles = questions.filter((q) => q.type === 'single');
    for (const q of singles) slots[asSingle(q).answer]! += 1;
    for (const count of slots) expect(count).toBeGreaterThan(singles.length * 0.15);
  });
});

describe('quantitative aptitude: every key recomputed', () => {
  it('divisibility (multiple-correct): the keyed options are exactly the numbers some whole quotient gives back', () => {
    expect(divisibilityQuestions).toHaveLength(divisibilityRows.length);
    divisibilityQuestions.forEach((q: MultipleCorrectQuestion, i) => {
      const row = divisibilityRows[i]!;
      const divisor = Number(/divisible by (\d+)/.exec(q.translations.en.text)?.[1]);
      expect(divisor, q.key).toBe(row.divisor);
      expect(q.translations.hi.text, q.key).toContain(`${row.divisor} से विभाज्य`);
      // Another method than the generator's remainder: look for the whole number that times the divisor gives n.
      const divides = (n: number) => Array.from({ length: n + 1 }, (_, k) => k).some((k) => k * divisor === n);
      const expected = optionsOf(q).flatMap((option, index) => (divides(Number(option)) ? [index] : []));
      expect(q.answer, `${q.key}: options ${JSON.stringify(optionsOf(q))}`).toEqual(expected);
      expect(q.translations.hi.options).toEqual(q.translations.en.options);
      proven.add(q.key);
    });
  });

  it('successive percentage change, simulated one year at a time', () => {
    const qs = byKey(percentageProfitQuestions, 'quant-pct-');
    successiveChangeRows.forEach((row, i) => {
      let population = row.population;
      for (const rate of [row.first, row.second]) population += (population * rate) / 100;
      expectOnlyKeyed(qs[i]!, near(population));
    });
  });

  it('mark-up and discount, on a cost price of ₹1,000', () => {
    const qs = byKey(percentageProfitQuestions, 'quant-pl-');
    markUpRows.forEach((row, i) => {
      const cost = 1000;
      const marked = cost + (cost * row.markUp) / 100;
      const sold = marked - (marked * row.discount) / 100;
      expectOnlyKeyed(qs[i]!, near(((sold - cost) / cost) * 100));
    });
  });

  it('the price for a gain, finding the cost price by search', () => {
    const qs = byKey(percentageProfitQuestions, 'quant-pl-').slice(markUpRows.length);
    sellingPriceRows.forEach((row, i) => {
      const costs = Array.from({ length: 10_000 }, (_, c) => c).filter((c) => c * (100 - row.loss) === row.price * 100);
      expect(costs).toHaveLength(1);
      expectOnlyKeyed(qs[i]!, near((costs[0]! * (100 + row.gain)) / 100));
    });
  });

  it('simple interest: the one principal and rate that give both amounts', () => {
    const qs = byKey(interestQuestions, 'quant-si-');
    simpleInterestRows.forEach((row, i) => {
      const found: number[] = [];
      for (let p = 100; p <= row.amount1; p += 100) {
        for (let twiceRate = 1; twiceRate <= 60; twiceRate += 1) {
          const amount = (t: number) => p + (p * twiceRate * t) / 200;
          if (amount(row.years1) === row.amount1 && amount(row.years2) === row.amount2) found.push(p);
        }
      }
      expect(found).toHaveLength(1);
      expectOnlyKeyed(qs[i]!, near(found[0]!));
    });
  });

  it('compound interest, adding each year’s interest to the balance', () => {
    const qs = byKey(interestQuestions, 'quant-ci-');
    compoundInterestRows.forEach((row, i) => {
      let balance = row.principal;
      for (let year = 0; year < row.years; year += 1) balance += (balance * row.rate) / 100;
      expectOnlyKeyed(qs[i]!, near(balance - row.principal));
    });
  });

  it("chained ratios: searching C's share", () => {
    const qs = byKey(ratioAverageAgeQuestions, 'quant-ratio-');
    chainedRatioRows.forEach((row, i) => {
      const shares: number[] = [];
      for (let c = 1; c < row.total; c += 1) {
        const b = (c * row.c) / row.d;
        const a = (b * row.a) / row.b;
        if (Math.abs(a + b + c - row.total) < 1e-9) shares.push(c);
      }
      expect(shares).toHaveLength(1);
      expectOnlyKeyed(qs[i]!, near(shares[0]!));
    });
  });

  it('averages: searching the number removed', () => {
    const qs = byKey(ratioAverageAgeQuestions, 'quant-avg-');
    removedNumberRows.forEach((row, i) => {
      const found = Array.from({ length: 5000 }, (_, x) => x).filter(
        (x) => (row.count * row.average - x) === (row.count - 1) * row.after,
      );
      expect(found).toHaveLength(1);
      expectOnlyKeyed(qs[i]!, near(found[0]!));
    });
  });

  it('ages: searching the ages that fit the ratios printed in the question', () => {
    const qs = byKey(ratioAverageAgeQuestions, 'quant-age-');
    agesRows.forEach((row, i) => {
      const q = qs[i]!;
      const [, t, r, s] = /After (\d+) years, the ratio of their ages will be (\d+) : (\d+)/.exec(q.translations.en.text)!.map(Number);
      const found: number[] = [];
      for (let a = 1; a <= 120; a += 1) {
        for (let b = 1; b <= 120; b += 1) {
          if (a * row.b === b * row.a && (a + t!) * s! === (b + t!) * r!) found.push(a);
        }
      }
      expect(found).toHaveLength(1);
      expectOnlyKeyed(q, near(found[0]!));
    });
  });

  it('time and work: B alone, by search over whole days', () => {
    const qs = byKey(workQuestions, 'quant-work-');
    pairRows.forEach((row, i) => {
      const found = Array.from({ length: 500 }, (_, b) => b + 1).filter((b) => row.together * (row.alone + b) === row.alone * b);
      expect(found).toHaveLength(1);
      expectOnlyKeyed(qs[i]!, near(found[0]!));
    });
  });

  it('time and work: one leaves, simulated day by day in work units', () => {
    const qs = byKey(workQuestions, 'quant-work-').slice(pairRows.length);
    leaverRows.forEach((row, i) => {
      const units = row.a * row.b;
      let left = units;
      for (let day = 0; day < row.together; day += 1) left -= units / row.a + units / row.b;
      let days = 0;
      while (left > 0) {
        left -= units / row.b;
        days += 1;
      }
      expect(left).toBe(0);
      expectOnlyKeyed(qs[i]!, near(days));
    });
  });

  it('pipes and cisterns, hour by hour in tank units', () => {
    const qs = byKey(workQuestions, 'quant-pipe-');
    pipeRows.forEach((row, i) => {
      const units = row.fillA * row.fillB * row.empty;
      const perHour = units / row.fillA + units / row.fillB - units / row.empty;
      let filled = 0;
      let hours = 0;
      while (filled + perHour <= units) {
        filled += perHour;
        hours += 1;
      }
      expectOnlyKeyed(qs[i]!, near(hours + (units - filled) / perHour));
    });
  });

  it('average speed, from the time taken over a chosen distance', () => {
    const qs = byKey(motionQuestions, 'quant-sdt-');
    roundTripRows.forEach((row, i) => {
      const distance = 360;
      const hours = distance / row.out + distance / row.back;
      expectOnlyKeyed(qs[i]!, near((2 * distance) / hours));
    });
  });

  it('trains, converting metres per second through metres per hour', () => {
    const qs = byKey(motionQuestions, 'quant-train-');
    trainRows.forEach((row, i) => {
      const metresPerSecond = (row.train + row.platform) / row.seconds;
      expectOnlyKeyed(qs[i]!, near((metresPerSecond * 3600) / 1000));
    });
  });

  it("boats and streams, searching the boat's and stream's speeds", () => {
    const qs = byKey(motionQuestions, 'quant-boat-');
    boatRows.forEach((row, i) => {
      const found: number[] = [];
      for (let boat = 0; boat <= 100; boat += 0.5) {
        for (let stream = 0.5; stream <= 50; stream += 0.5) {
          if ((boat + stream) * row.downHours === row.down && (boat - stream) * row.upHours === row.up) found.push(stream);
        }
      }
      expect(found).toHaveLength(1);
      expectOnlyKeyed(qs[i]!, near(found[0]!));
    });
  });

  it('alligation: the one ratio in lowest terms whose mixture costs the mean price', () => {
    alligationRows.forEach((row, i) => {
      expectOnlyKeyed(mixtureQuestions[i]!, (option) => {
        const [x, y] = parseRatio(option);
        return gcd(x, y) === 1 && x * row.cheap + y * row.dear === row.mean * (x + y);
      });
    });
  });

  it('wrong number: the printed series differs from the closed form at exactly one term', () => {
    const qs = byKey(arithmeticQuestions, 'quant-series-');
    wrongNumberRows.forEach((row, i) => {
      const q = qs[i]!;
      const shown = q.translations.en.text.split(':')[1]!.split(',').map(parseNumber);
      const closed = (n: number): number => {
        const { rule, start } = row;
        switch (rule.kind) {
          case 'multiply-add':
            return rule.multiply ** n * start + (rule.add * (rule.multiply ** n - 1)) / (rule.multiply - 1);
          case 'add-squares':
            return start + (n * (n + 1) * (2 * n + 1)) / 6;
          case 'add-cubes':
            return start + ((n * (n + 1)) / 2) ** 2;
          case 'multiply-by-position':
            return start * Array.from({ length: n }, (_, k) => k + 1).reduce((p, k) => p * k, 1);
        }
      };
      const wrong = shown.flatMap((value, n) => (value === closed(n) ? [] : [n]));
      expect(wrong, q.key).toHaveLength(1);
      expectOnlyKeyed(q, near(shown[wrong[0]!]!));
    });
  });

  it('simplification in exact whole-number arithmetic', () => {
    const qs = byKey(arithmeticQuestions, 'quant-simp-');
    simplificationRows.forEach((row, i) => {
      // Scale by 200 × denominator so that half-percents and the fraction stay whole numbers.
      const scale = 200 * row.denominator;
      const scaled = row.of * row.percent * 2 * row.denominator + row.numerator * row.fractionOf * 200 - row.minus * scale;
      expect(scaled % scale).toBe(0);
      expectOnlyKeyed(qs[i]!, near(scaled / scale));
    });
  });

  it('approximation: the keyed option is clearly the nearest to the exact value', () => {
    const qs = byKey(arithmeticQuestions, 'quant-approx-');
    approximationRows.forEach((row, i) => {
      const exact = (row.a * row.b) / row.c + row.d;
      const q = asSingle(qs[i]!);
      const gaps = optionsOf(q).map((o) => Math.abs(parseNumber(o) - exact));
      const keyedGap = gaps[q.answer]!;
      expect(keyedGap, q.key).toBeLessThan(3);
      gaps.forEach((gap, j) => j !== q.answer && expect(gap, q.key).toBeGreaterThan(keyedGap + 5));
      expectOnlyKeyed(q, (option) => Math.abs(parseNumber(option) - exact) === keyedGap);
    });
  });

  it('circles: searching the radius; squares: searching the side', () => {
    const qs = byKey(mensurationQuestions, 'quant-mens-');
    circleRows.forEach((row, i) => {
      const radii = Array.from({ length: 200 }, (_, r) => r + 1).filter((r) => 44 * r === 7 * row.circumference);
      expect(radii).toHaveLength(1);
      expectOnlyKeyed(qs[i]!, near((22 * radii[0]! ** 2) / 7));
    });
    squareRows.forEach((row, i) => {
      const sides = Array.from({ length: 200 }, (_, s) => s + 1).filter((s) => 4 * s === 2 * (row.length + row.breadth));
      expect(sides).toHaveLength(1);
      expectOnlyKeyed(qs[circleRows.length + i]!, near(sides[0]! ** 2));
    });
  });

  it('data interpretation, worked from the table', () => {
    const sum = (c: College) => {
      let total = 0;
      for (const value of admissions[c]) total += value;
      return total;
    };
    admissionQuestions.forEach(({ ask }, i) => {
      const q = dataInterpretationQuestions[i]!;
      switch (ask.kind) {
        case 'total':
          return expectOnlyKeyed(q, near(sum(ask.college)));
        case 'change-percent': {
          const [before, after] = [admissions[ask.college][ask.from], admissions[ask.college][ask.to]];
          return expectOnlyKeyed(q, near((Math.abs(after - before) * 100) / before));
        }
        case 'year-average': {
          const values = Object.values(admissions).map((v) => v[ask.year]);
          return expectOnlyKeyed(q, near(values.reduce((s, v) => s + v, 0) / values.length));
        }
        case 'total-ratio':
          return expectOnlyKeyed(q, (option) => {
            const [x, y] = parseRatio(option);
            return gcd(x, y) === 1 && x * sum(ask.second) === y * sum(ask.first);
          });
        case 'highest-total': {
          const best = (Object.keys(admissions) as College[]).reduce((a, b) => (sum(b) > sum(a) ? b : a));
          return expectOnlyKeyed(q, (option) => option === `College ${best}`);
        }
      }
    });
  });

  // Runs after the checks above (tests in a file run in order), so a new family without a proof fails here.
  it('proves every quantitative aptitude question', () => {
    const quant = questions.filter((q) => q.subject === 'quantitative-aptitude').map((q) => q.key);
    expect(quant.filter((key) => !proven.has(key))).toEqual([]);
  });
});

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('reasoning: every computable key recomputed', () => {
  it('number series from closed forms', () => {
    const qs = byKey(seriesQuestions, 'reason-numseries-');
    numberSeriesRows.forEach((row, i) => {
      const { rule } = row;
      const term = (n: number): number => {
        switch (rule.kind) {
          case 'growing-difference':
            return rule.start + n * rule.firstStep + (rule.growth * n * (n - 1)) / 2;
          case 'multiply-add':
            return rule.multiply ** n * rule.start + (rule.add * (rule.multiply ** n - 1)) / (rule.multiply - 1);
          case 'alternating':
            return n % 2 === 0 ? rule.odd.start + (n / 2) * rule.odd.step : rule.even.start + ((n - 1) / 2) * rule.even.step;
          case 'power-plus':
            return (rule.from + n) ** rule.power + rule.add;
        }
      };
      const q = qs[i]!;
      const shown = q.translations.en.text.split('?')[1]!.split(',').map(parseNumber).filter((v) => !Number.isNaN(v));
      expect(shown, q.key).toEqual(Array.from({ length: row.shown }, (_, n) => term(n)));
      expectOnlyKeyed(q, (option) => parseNumber(option) === term(row.shown));
    });
  });

  it('letter series: the steps read from the printed groups predict the keyed group', () => {
    const qs = byKey(seriesQuestions, 'reason-letterseries-');
    expect(qs).toHaveLength(letterSeriesRows.length);
    for (const q of qs) {
      const groups = q.translations.en.text.split('?')[1]!.split(',').map((g) => g.trim()).filter(Boolean);
      const steps = [...groups[0]!].map((c, j) => alphabet.indexOf(groups[1]![j]!) - alphabet.indexOf(c));
      groups.slice(1).forEach((g, n) => {
        [...g].forEach((c, j) => expect(alphabet.indexOf(c) - alphabet.indexOf(groups[n]![j]!), q.key).toBe(steps[j]));
      });
      const last = groups[groups.length - 1]!;
      const next = [...last].map((c, j) => alphabet[alphabet.indexOf(c) + steps[j]!]).join('');
      expectOnlyKeyed(q, (option) => option === next);
    }
  });

  it('coding-decoding with encoders written afresh, checking the printed example too', () => {
    codingRows.forEach((row, i) => {
      const q = codingQuestions[i]!;
      const move = (c: string, by: number) => alphabet[alphabet.indexOf(c) + by]!;
      const encode = (word: string): string => {
        const letters = [...word];
        switch (row.rule.kind) {
          case 'shift':
            return letters.map((c) => move(c, (row.rule as { by: number }).by)).join('');
          case 'reverse-shift':
            return letters.reverse().map((c) => move(c, (row.rule as { by: number }).by)).join('');
          case 'opposite':
            return letters.map((c) => alphabet[25 - alphabet.indexOf(c)]).join('');
          case 'shift-by-place':
            return letters.map((c, j) => move(c, j + 1)).join('');
          case 'letter-sum':
            return String(letters.reduce((s, c) => s + alphabet.indexOf(c) + 1, 0));
        }
      };
      expect(q.translations.en.text, q.key).toContain(`${row.example} is written as ${encode(row.example)}.`);
      expectOnlyKeyed(q, (option) => option === encode(row.word));
    });
  });

  it('direction sense, walked with turning vectors', () => {
    directionRows.forEach((row, i) => {
      const start = { North: [0, 1], East: [1, 0], South: [0, -1], West: [-1, 0] }[row.facing] as [number, number];
      let [dx, dy] = start;
      let [x, y] = [0, 0];
      for (const leg of row.legs) {
        if (leg.turn === 'right') [dx, dy] = [dy, -dx];
        if (leg.turn === 'left') [dx, dy] = [-dy, dx];
        x += dx * leg.metres;
        y += dy * leg.metres;
      }
      const distance = Math.sqrt(x * x + y * y);
      const name = [y > 0 ? 'North' : y < 0 ? 'South' : '', x > 0 ? 'East' : x < 0 ? 'West' : ''].filter(Boolean).join('-');
      expectOnlyKeyed(directionQuestions[i]!, (option) => option === `${distance} m, ${name}`);
    });
  });

  it('inequalities, by trying every assignment of small numbers', () => {
    const holds = (a: number, rel: string, b: number) =>
      ({ '>': a > b, '≥': a >= b, '=': a === b, '≤': a <= b, '<': a < b })[rel as '>'];
    inequalityRows.forEach((row, i) => {
      const parts = row.chain.split(' ');
      const letters = parts.filter((_, j) => j % 2 === 0);
      const worlds: Record<string, number>[] = [];
      const total = 5 ** letters.length;
      for (let code = 0; code < total; code += 1) {
        const world: Record<string, number> = {};
        letters.forEach((l, j) => (world[l] = Math.floor(code / 5 ** j) % 5));
        const ok = parts.every((p, j) => j % 2 === 0 || holds(world[parts[j - 1]!]!, p, world[parts[j + 1]!]!));
        if (ok) worlds.push(world);
      }
      const truth = (c: string, w: Record<string, number>) => {
        const [l, rel, r] = c.split(' ') as [string, string, string];
        return holds(w[l]!, rel, w[r]!);
      };
      const [first, second] = row.conclusions.map((c) => worlds.every((w) => truth(c, w)));
      if (!first && !second) {
        // Not an 'either I or II' pair, which these four options could not express.
        expect(worlds.every((w) => truth(row.conclusions[0], w) || truth(row.conclusions[1], w))).toBe(false);
      }
      const expected = first && second ? 'Both I and II follow' : first ? 'Only conclusion I follows' : second ? 'Only conclusion II follows' : 'Neither I nor II follows';
      expectOnlyKeyed(inequalityQuestions[i]!, (option) => option === expected);
    });
  });

  it('syllogisms, by checking every Venn diagram of the three terms', () => {
    syllogisms.forEach((s, i) => {
      const terms = [...new Set(s.statements.flatMap((st) => [st.form[1], st.form[2]]))];
      expect(terms).toHaveLength(3);
      // A region is a non-empty subset of the terms (bit j: inside term j); a diagram says which regions have members.
      const regions = [1, 2, 3, 4, 5, 6, 7];
      const bit = (term: string) => 1 << terms.indexOf(term);
      const trueIn = (form: Form, occupied: number[]) => {
        const [kind, a, b] = form;
        const inA = occupied.filter((r) => r & bit(a));
        switch (kind) {
          case 'all':
            return inA.every((r) => r & bit(b));
          case 'some':
            return inA.some((r) => r & bit(b));
          case 'no':
            return !inA.some((r) => r & bit(b));
          case 'some-not':
            return inA.some((r) => !(r & bit(b)));
        }
      };
      const diagrams: number[][] = [];
      for (let mask = 0; mask < 128; mask += 1) {
        const occupied = regions.filter((_, j) => mask & (1 << j));
        // Every term names something that exists, as exam syllogisms assume.
        if (!terms.every((t) => occupied.some((r) => r & bit(t)))) continue;
        if (s.statements.every((st) => trueIn(st.form, occupied))) diagrams.push(occupied);
      }
      const [first, second] = s.conclusions.map((c) => diagrams.every((d) => trueIn(c.form, d)));
      expect([first, second], s.key).toEqual(s.follows);
      if (!first && !second) {
        expect(diagrams.every((d) => trueIn(s.conclusions[0].form, d) || trueIn(s.conclusions[1].form, d))).toBe(false);
      }
      const expected = first && second ? 'Both I and II follow' : first ? 'Only conclusion I follows' : second ? 'Only conclusion II follows' : 'Neither I nor II follows';
      expectOnlyKeyed(syllogismQuestions[i]!, (option) => option === expected);
    });
  });

  it('alphabet test, by indexing the written-out alphabet', () => {
    const qs = byKey(positionQuestions, 'reason-alphabet-');
    alphabetRows.forEach((row, i) => {
      const written = row.reversed ? [...alphabet].reverse() : [...alphabet];
      const from = row.from === 'left' ? row.count - 1 : written.length - row.count;
      const to = row.moveSide === 'right' ? from + row.move : from - row.move;
      expectOnlyKeyed(qs[i]!, (option) => option === written[to]);
    });
  });

  it('ranking, by laying out the row', () => {
    const qs = byKey(positionQuestions, 'reason-ranking-');
    rankRows.forEach((row, i) => {
      if (row.kind === 'total') {
        const sizes = Array.from({ length: 200 }, (_, n) => n + 1).filter((n) => {
          const seats = Array.from({ length: n }, (_, s) => (s === row.fromLeft - 1 ? 'Sunita' : 'child'));
          return seats.length >= row.fromLeft && [...seats].reverse().indexOf('Sunita') === row.fromRight - 1;
        });
        expect(sizes).toHaveLength(1);
        return expectOnlyKeyed(qs[i]!, near(sizes[0]!));
      }
      const seats = Array.from({ length: row.total }, () => 'person');
      seats[row.firstFromLeft - 1] = 'Amit';
      seats[row.total - row.secondFromRight] = 'Neha';
      const [a, b] = [seats.indexOf('Amit'), seats.indexOf('Neha')];
      const between = seats.slice(Math.min(a, b) + 1, Math.max(a, b)).length;
      expectOnlyKeyed(qs[i]!, near(between));
    });
  });

  it('odd one out: exactly one option breaks the rule', () => {
    const isPrime = (n: number) => n > 1 && Array.from({ length: n - 2 }, (_, k) => k + 2).every((d) => n % d !== 0);
    oddOneOutRows.forEach((row, i) => {
      const fits = (option: string): boolean => {
        const n = Number(option);
        switch (row.rule.kind) {
          case 'prime':
            return isPrime(n);
          case 'square':
            return Array.from({ length: 100 }, (_, k) => k * k).includes(n);
          case 'cube':
            return Array.from({ length: 30 }, (_, k) => k ** 3).includes(n);
          case 'multiple':
            return n % row.rule.of === 0;
          case 'letter-gap':
            return alphabet.indexOf(option[1]!) - alphabet.indexOf(option[0]!) === row.rule.gap;
        }
      };
      expectOnlyKeyed(oddOneOutQuestions[i]!, (option) => !fits(option));
    });
  });

  it('calendars, against the real calendar', () => {
    const qs = byKey(calendarClockQuestions, 'reason-calendar-');
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const weekday = ([y, m, d]: readonly [number, number, number]) => names[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
    calendarRows.forEach((row, i) => {
      const q = qs[i]!;
      expect(q.translations.en.text, q.key).toContain(`was a ${weekday(row.known)}.`);
      expectOnlyKeyed(q, (option) => option === weekday(row.asked));
    });
  });

  it('clocks, by running both hands forward minute by minute from 12:00', () => {
    const qs = byKey(calendarClockQuestions, 'reason-clock-');
    clockRows.forEach((row, i) => {
      let [hourHand, minuteHand] = [0, 0];
      for (let minute = 0; minute < (row.hour % 12) * 60 + row.minute; minute += 1) {
        hourHand = (hourHand + 0.5) % 360;
        minuteHand = (minuteHand + 6) % 360;
      }
      const gap = Math.abs(hourHand - minuteHand);
      expectOnlyKeyed(qs[i]!, near(Math.min(gap, 360 - gap)));
    });
  });

  it('seating: the clues allow exactly one arrangement, and the keys read from it', () => {
    const people = ['P', 'Q', 'R', 'S', 'T', 'U'];
    const permutations = (items: string[]): string[][] =>
      items.length <= 1 ? [items] : items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]));
    const fits = (row: string[]) => {
      const at = (p: string) => row.indexOf(p);
      return (
        at('S') === 5 && // S at the extreme right end
        at('Q') === at('S') - 2 && // Q second to the left of S
        (at('T') === 0 || at('T') === 5) && // T at one of the ends
        Math.abs(at('P') - at('T')) === 1 && // P next to T
        Math.abs(at('R') - at('P')) === 1 // R next to P
      );
    };
    const solutions = permutations(people).filter(fits);
    expect(solutions).toEqual([[...seatingSolution]]);
    const row = solutions[0]!;
    const at = (p: string) => row.indexOf(p);
    const qs = byKey(relationsSeatingQuestions, 'reason-seating-');
    expectOnlyKeyed(qs[0]!, (o) => o === row[0]);
    expectOnlyKeyed(qs[1]!, (o) => at(o) === (at('Q') + at('S')) / 2 && Math.abs(at('Q') - at('S')) === 2);
    expectOnlyKeyed(qs[2]!, (o) => Number(o) === Math.abs(at('T') - at('Q')) - 1);
    expectOnlyKeyed(qs[3]!, (o) => o === row[at('P') + 2]);
    expectOnlyKeyed(qs[4]!, (o) => {
      const [a, b] = o.split(', ') as [string, string];
      return Math.abs(at(a) - at(b)) === 1;
    });
  });

  // As for quantitative aptitude: every reasoning key but the hand-written blood relations is proven above.
  it('proves every generated reasoning question (blood relations are authored and reviewed by hand)', () => {
    const reasoning = questions.filter((q) => q.subject === 'reasoning' && !q.key.startsWith('reason-blood-'));
    expect(reasoning.map((q) => q.key).filter((key) => !proven.has(key))).toEqual([]);
  });
});
