import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatUserCount } from './formatUserCount';

const hindiWords = (_count: number, shown: string) => `${shown} उपयोगकर्ता`;

describe('formatCompactCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [5600, '5.6k'],
    [56000, '56k'],
    // Indian English counts in lakh and crore, not in millions.
    [100000, '1L'],
    [250000, '2.5L'],
    [12000000, '1.2Cr'],
  ])('%i → %s in en-IN', (count, expected) => {
    expect(formatCompactCount(count)).toBe(expected);
  });

  // A no-break space keeps the number and its word on one line.
  it.each([
    [5600, '5.6\u00a0हज़ार'],
    [250000, '2.5\u00a0लाख'],
  ])('%i → %s in hi-IN', (count, expected) => {
    expect(formatCompactCount(count, 'hi-IN')).toBe(expected);
  });
});

describe('formatUserCount', () => {
  it('puts the compact count into the label', () => {
    expect(formatUserCount(5600)).toBe('5.6k users');
    expect(formatUserCount(5600, 'hi-IN', hindiWords)).toBe('5.6\u00a0हज़ार उपयोगकर्ता');
  });

  it('uses the singular for one learner', () => {
    expect(formatUserCount(1)).toBe('1 user');
    expect(formatUserCount(2)).toBe('2 users');
    expect(formatUserCount(0)).toBe('0 users');
  });

  it('rounds to whole people and never goes below nobody', () => {
    expect(formatUserCount(1.4)).toBe('1 user');
    expect(formatUserCount(-20)).toBe('0 users');
    expect(formatUserCount(Number.NaN)).toBe('0 users');
    expect(formatUserCount(Number.POSITIVE_INFINITY)).toBe('0 users');
  });

  it('takes the words from the caller, with the whole count and the compact number', () => {
    const words = (count: number, shown: string) => `${count}: ${shown} learners`;
    expect(formatUserCount(5600.4, 'en-IN', words)).toBe('5600: 5.6k learners');
  });
});
