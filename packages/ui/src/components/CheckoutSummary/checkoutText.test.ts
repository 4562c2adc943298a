import { describe, expect, it } from 'vitest';
import { fillLabel, formatPercent, promoCodeToApply } from './checkoutText';

describe('promoCodeToApply', () => {
  it('trims the code as typed', () => {
    expect(promoCodeToApply('  welcome10 \t')).toBe('welcome10');
  });
  it('sends nothing for an empty field', () => {
    expect(promoCodeToApply('')).toBeNull();
  });
  it('sends nothing for spaces only', () => {
    expect(promoCodeToApply('   ')).toBeNull();
  });
});

describe('formatPercent', () => {
  it('formats GST in English', () => {
    expect(formatPercent(18)).toBe('18%');
  });
  it('formats GST in Hindi', () => {
    expect(formatPercent(18, 'hi-IN')).toBe('18%');
  });
  it('keeps a fraction of a percent', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
  });
});

describe('fillLabel', () => {
  it('fills every slot', () => {
    expect(fillLabel('Discount ({code}) of {amount}', { code: 'WELCOME10', amount: '₹79.90' })).toBe(
      'Discount (WELCOME10) of ₹79.90',
    );
  });
  it('fills a slot used twice', () => {
    expect(fillLabel('{code} / {code}', { code: 'A' })).toBe('A / A');
  });
  it('leaves an unknown slot as written, so a missing value shows rather than vanishes', () => {
    expect(fillLabel('Pay {amount}', {})).toBe('Pay {amount}');
  });
  it('does not read a `$` in the value as a replacement pattern', () => {
    expect(fillLabel('Pay {amount}', { amount: "$&'" })).toBe("Pay $&'");
  });
});
