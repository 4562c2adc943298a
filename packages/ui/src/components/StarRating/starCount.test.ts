import { describe, expect, it } from 'vitest';
import { defaultStarCount, starCount } from './starCount';

describe('starCount', () => {
  it.each([
    [4.7, 4],
    [5, 5],
    [1, 1],
    [0.99, 0],
    ['5', 5],
    ['3.9', 3],
    [' 2 ', 2],
  ] as const)('floors %j within (0, 5] to %i', (rating, stars) => {
    expect(starCount(rating)).toBe(stars);
  });

  it('follows the spec literally for 0.5: above 0, so floored to 0 stars', () => {
    expect(starCount(0.5)).toBe(0);
  });

  it.each([
    [0],
    [-1],
    [7],
    [5.01],
    ['abc'],
    [''],
    ['  '],
    [null],
    [undefined],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
  ] as const)('shows the default 3 stars for %j', (rating) => {
    expect(starCount(rating)).toBe(defaultStarCount);
    expect(defaultStarCount).toBe(3);
  });

  it('reads the upper bound from max', () => {
    expect(starCount(7, 10)).toBe(7);
    expect(starCount(11, 10)).toBe(3);
  });
});
