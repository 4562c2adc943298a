import { describe, expect, it } from 'vitest';
import { accuracy, scoreDomain, seriesValue, shownSeries, type SectionChartSection } from './sectionChartData';

const section = (overrides: Partial<SectionChartSection>): SectionChartSection => ({
  name: 'Reasoning',
  score: 10,
  maxScore: 25,
  timeSpentMs: 60_000,
  questions: 25,
  attempted: 12,
  correct: 10,
  ...overrides,
});

describe('scoreDomain', () => {
  it('runs from zero to the largest full marks', () => {
    expect(scoreDomain([section({ maxScore: 25 }), section({ maxScore: 35, topper: 31 })])).toEqual([0, 35]);
  });

  it('reaches below zero for a negative score', () => {
    expect(scoreDomain([section({ score: -4.5 }), section({ score: 3, average: -1 })])).toEqual([-4.5, 25]);
  });

  it('never cuts off a value above the full marks', () => {
    expect(scoreDomain([section({ score: 27 })])).toEqual([0, 27]);
  });
});

describe('shownSeries', () => {
  it('shows only the learner while no one else has a score', () => {
    expect(shownSeries([section({ average: null }), section({})])).toEqual(['you']);
  });

  it('shows average and topper when any section has them', () => {
    expect(shownSeries([section({}), section({ average: 8, topper: 20 })])).toEqual(['you', 'average', 'topper']);
  });

  it('reads a missing value as unknown, a zero as a value', () => {
    expect(seriesValue(section({ average: 0 }), 'average')).toBe(0);
    expect(seriesValue(section({}), 'topper')).toBeNull();
  });
});

describe('accuracy', () => {
  it('is correct answers over attempted ones', () => {
    expect(accuracy({ attempted: 16, correct: 12 })).toBe(0.75);
  });

  it('is unknown when nothing was attempted, not zero', () => {
    expect(accuracy({ attempted: 0, correct: 0 })).toBeNull();
  });
});
