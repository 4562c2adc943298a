import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it.each([
    [2, '2'],
    [14, '14'],
    [1234, '1,234'],
    // Lakh grouping, not thousands: 1,23,456.
    [123456, '1,23,456'],
  ])('%i → %s in en-IN', (value, expected) => {
    expect(formatCount(value)).toBe(expected);
    expect(formatCount(value, 'en-IN')).toBe(expected);
  });

  it('groups the same way in hi-IN, in the Latin digits its default numbering uses', () => {
    expect(formatCount(14, 'hi-IN')).toBe('14');
    expect(formatCount(123456, 'hi-IN')).toBe('1,23,456');
  });

  it('shows whole, non-negative counts', () => {
    expect(formatCount(2.6)).toBe('3');
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});
