import { describe, expect, it } from 'vitest';
import { formatRupees } from './formatRupees';

describe('formatRupees', () => {
  it('writes whole rupees with Indian digit grouping', () => {
    expect(formatRupees(2499)).toBe('₹2,499');
    expect(formatRupees(249999)).toBe('₹2,49,999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('rounds paise away', () => {
    expect(formatRupees(299.6)).toBe('₹300');
  });

  it('follows the locale', () => {
    expect(formatRupees(2499, 'hi-IN')).toBe('₹2,499');
    expect(formatRupees(2499, 'en-US')).toBe('₹2,499');
  });
});
