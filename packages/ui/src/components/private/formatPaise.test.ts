import { describe, expect, it } from 'vitest';
import { formatPaise } from './formatPaise';

describe('formatPaise', () => {
  it('shows whole rupees without paise', () => {
    expect(formatPaise(79900)).toBe('₹799');
  });
  it('shows paise when there are some', () => {
    expect(formatPaise(71910)).toBe('₹719.10');
  });
  it('groups lakhs the Indian way', () => {
    expect(formatPaise(249999900)).toBe('₹24,99,999');
  });
  it('formats in Hindi', () => {
    expect(formatPaise(71910, 'hi-IN')).toBe('₹719.10');
  });
  it('formats zero', () => {
    expect(formatPaise(0)).toBe('₹0');
  });
});
