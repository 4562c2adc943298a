import { describe, expect, it } from 'vitest';
import { englishOrdinalSuffix, formatPercentile } from './rankFormat';

describe('formatPercentile', () => {
  it('shows one decimal, in the Indian English and Hindi locales alike', () => {
    expect(formatPercentile(96.84)).toBe('96.8');
    expect(formatPercentile(50)).toBe('50.0');
    expect(formatPercentile(96.84, 'hi-IN')).toBe('96.8');
  });

  it('cuts instead of rounding up, so nobody but the topper reads 100.0', () => {
    expect(formatPercentile(99.96)).toBe('99.9');
    expect(formatPercentile(100)).toBe('100.0');
  });

  it('keeps a tenth that floating point stores a hair below itself', () => {
    expect(formatPercentile(57.3)).toBe('57.3');
    expect(formatPercentile(0.7)).toBe('0.7');
  });

  it('holds values inside 0–100 and shows 0 for anything unreadable', () => {
    expect(formatPercentile(-4)).toBe('0.0');
    expect(formatPercentile(140)).toBe('100.0');
    expect(formatPercentile(Number.NaN)).toBe('0.0');
  });
});

describe('englishOrdinalSuffix', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [101, 'st'],
    [111, 'th'],
  ])('place %i takes %s', (place, suffix) => {
    expect(englishOrdinalSuffix(place)).toBe(suffix);
  });
});
