import { describe, expect, it } from 'vitest';
import { formatAttemptDate } from './formatAttemptDate';

describe('formatAttemptDate', () => {
  it('writes a short day and month, with the year in full', () => {
    expect(formatAttemptDate('2026-11-12T13:40:00Z', 'en-IN')).toBe('12 Nov');
    expect(formatAttemptDate('2026-11-12T13:40:00Z', 'en-IN', 'full')).toBe('12 Nov 2026');
  });

  it('counts the day in India: 20:00 UTC on the 12th is 01:30 IST on the 13th', () => {
    // The unit tests run in Los Angeles time, where it is still the 12th.
    expect(formatAttemptDate('2026-11-12T20:00:00Z', 'en-IN')).toBe('13 Nov');
  });

  it('writes Hindi month names for hi-IN', () => {
    expect(formatAttemptDate('2026-11-12T13:40:00Z', 'hi-IN')).toBe('12 नव॰');
  });
});
