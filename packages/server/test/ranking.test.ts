import { describe, expect, it } from 'vitest';
import { benchmarksStand, rankingOf } from '../src/services/attempts/ranking.js';

describe('rank and percentile from the counts', () => {
  it('gives equal scores one rank and rounds the percentile down, so only the top reads 100', () => {
    // 348 candidates, 11 scored more: rank 12, and 337 at or below → 96.83… → 96.8.
    expect(rankingOf({ candidates: 348, higher: 11, atOrBelow: 337 }, true)).toEqual({
      rank: 12,
      candidates: 348,
      percentile: 96.8,
      provisional: false,
      counted: true,
    });
    // 9,999 of 10,000 at or below is 99.99: shown 99.9, not 100.
    expect(rankingOf({ candidates: 10_000, higher: 1, atOrBelow: 9_999 }, true).percentile).toBe(99.9);
    expect(rankingOf({ candidates: 9, higher: 0, atOrBelow: 9 }, false)).toMatchObject({ rank: 1, percentile: 100, provisional: true, counted: false });
  });
});

describe('when kept averages still stand', () => {
  it('is exact while candidates are few, and within a hundredth and half a minute when many', () => {
    expect(benchmarksStand(40, 40, 10 * 60_000)).toBe(true);
    expect(benchmarksStand(40, 41, 0)).toBe(false);
    expect(benchmarksStand(10_000, 10_100, 29_000)).toBe(true);
    expect(benchmarksStand(10_000, 10_101, 29_000)).toBe(false);
    expect(benchmarksStand(10_000, 10_001, 30_000)).toBe(false);
  });
});
