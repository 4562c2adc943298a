import { describe, expect, it } from 'vitest';
import { inDateOrder, lineSegments, scorePercent, yDomain, type ProgressPoint } from './progressChartData';

const point = (id: string, date: string, score: number, percentile: number | null = null): ProgressPoint => ({
  id,
  date,
  title: 'SSC CGL Tier I Mock 1',
  score,
  maxScore: 200,
  percentile,
});

describe('inDateOrder', () => {
  it('puts the oldest attempt first and leaves the input alone', () => {
    const points = [point('b', '2026-11-20T05:00:00Z', 10), point('a', '2026-11-02T18:45:00Z', 20)];
    expect(inDateOrder(points).map((p) => p.id)).toEqual(['a', 'b']);
    expect(points.map((p) => p.id)).toEqual(['b', 'a']);
  });
});

describe('scorePercent', () => {
  it('is the score as a share of full marks', () => {
    expect(scorePercent({ score: 124, maxScore: 200 })).toBe(62);
    expect(scorePercent({ score: -6, maxScore: 200 })).toBe(-3);
    expect(scorePercent({ score: 0, maxScore: 0 })).toBe(0);
  });
});

describe('yDomain', () => {
  it('is 0–100 for scores at or above zero', () => {
    expect(yDomain([point('a', '2026-11-02T00:00:00Z', 0), point('b', '2026-11-03T00:00:00Z', 200)])).toEqual([0, 100]);
  });

  it('reaches down a whole step for a negative score', () => {
    expect(yDomain([point('a', '2026-11-02T00:00:00Z', -6)])).toEqual([-25, 100]);
  });
});

describe('lineSegments', () => {
  it('joins consecutive values and leaves a gap around a missing one', () => {
    expect(lineSegments([80, 85, null, 90, 92])).toEqual([
      [0, 1],
      [3, 4],
    ]);
  });

  it('draws no line for a single value or none', () => {
    expect(lineSegments([70])).toEqual([]);
    expect(lineSegments([null, 70, null])).toEqual([]);
  });
});
