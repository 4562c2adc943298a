import { describe, expect, it } from 'vitest';
import { formatAttemptDate, formatAttemptRank, formatAttemptScore } from './formatAttempt';

describe('formatAttemptDate', () => {
  it('shows the day and time in India, whatever the machine’s zone (tests run in Los Angeles)', () => {
    // 20:00 UTC on the 23rd is 1:30 am on the 24th in India (and noon on the 23rd in Los Angeles).
    expect(formatAttemptDate('2026-11-23T20:00:00Z')).toBe('24 Nov 2026, 1:30 am');
  });

  it('writes the month in Hindi for hi-IN', () => {
    expect(formatAttemptDate('2026-11-23T20:00:00Z', 'hi-IN')).toMatch(/^24 नव॰ 2026/);
  });

  it('can show another zone when asked', () => {
    expect(formatAttemptDate('2026-11-23T20:00:00Z', 'en-IN', 'UTC')).toBe('23 Nov 2026, 8:00 pm');
  });

  it('gives null for a time it cannot read', () => {
    expect(formatAttemptDate('not a date')).toBeNull();
  });
});

describe('formatAttemptScore', () => {
  it('shows the score out of the total, decimals as they are', () => {
    expect(formatAttemptScore(42.5, 100)).toBe('42.5 / 100');
    expect(formatAttemptScore(71.25, 200)).toBe('71.25 / 200');
  });

  it('keeps the minus of a negative-marked score', () => {
    expect(formatAttemptScore(-3.25, 100)).toBe('-3.25 / 100');
  });

  it('groups big numbers the Indian way', () => {
    expect(formatAttemptScore(1234.5, 100000, 'hi-IN')).toBe('1,234.5 / 1,00,000');
  });

  it('gives null while there is no score', () => {
    expect(formatAttemptScore(null, 100)).toBeNull();
  });
});

describe('formatAttemptRank', () => {
  it('shows the rank out of the candidates', () => {
    expect(formatAttemptRank(12, 348)).toBe('12 / 348');
    expect(formatAttemptRank(1, 123456)).toBe('1 / 1,23,456');
  });

  it('gives null without a rank or a field', () => {
    expect(formatAttemptRank(null, 348)).toBeNull();
    expect(formatAttemptRank(12, null)).toBeNull();
    expect(formatAttemptRank(0, 348)).toBeNull();
  });
});
