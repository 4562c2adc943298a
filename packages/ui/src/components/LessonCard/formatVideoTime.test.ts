import { describe, expect, it } from 'vitest';
import { formatVideoTime, watchedShare } from './formatVideoTime';

describe('formatVideoTime', () => {
  it('writes minutes and two-digit seconds', () => {
    expect(formatVideoTime(0)).toBe('0:00');
    expect(formatVideoTime(5)).toBe('0:05');
    expect(formatVideoTime(83)).toBe('1:23');
    expect(formatVideoTime(600)).toBe('10:00');
  });
  it('adds hours with two-digit minutes from an hour on', () => {
    expect(formatVideoTime(3600)).toBe('1:00:00');
    expect(formatVideoTime(3725)).toBe('1:02:05');
  });
  it('rounds down and reads nonsense as 0:00', () => {
    expect(formatVideoTime(83.9)).toBe('1:23');
    expect(formatVideoTime(-4)).toBe('0:00');
    expect(formatVideoTime(Number.NaN)).toBe('0:00');
    expect(formatVideoTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('watchedShare', () => {
  it('is the position over the length, held between 0 and 1', () => {
    expect(watchedShare(30, 120, false)).toBe(0.25);
    expect(watchedShare(500, 120, false)).toBe(1);
    expect(watchedShare(-3, 120, false)).toBe(0);
  });
  it('is whole once completed, and 0 for a lesson with no length', () => {
    expect(watchedShare(10, 120, true)).toBe(1);
    expect(watchedShare(10, 0, false)).toBe(0);
  });
});
