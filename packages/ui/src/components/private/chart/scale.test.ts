import { describe, expect, it } from 'vitest';
import { linearScale, percent } from './scale';

describe('linearScale', () => {
  it('maps the domain onto the range, negatives included', () => {
    const x = linearScale([-5, 35], [0, 100]);
    expect(x(-5)).toBe(0);
    expect(x(0)).toBe(12.5);
    expect(x(15)).toBe(50);
    expect(x(35)).toBe(100);
  });

  it('can run backwards, as a y axis does (0 at the bottom)', () => {
    const y = linearScale([0, 100], [200, 20]);
    expect(y(0)).toBe(200);
    expect(y(100)).toBe(20);
    expect(y(50)).toBe(110);
  });

  it('maps a domain of one value to the range start instead of dividing by zero', () => {
    const x = linearScale([0, 0], [10, 90]);
    expect(x(0)).toBe(10);
    expect(Number.isFinite(x(3))).toBe(true);
  });
});

describe('percent', () => {
  it('writes an SVG percentage rounded to two decimals', () => {
    expect(percent(100 / 7)).toBe('14.29%');
    expect(percent(0)).toBe('0%');
  });
});
