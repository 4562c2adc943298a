import { describe, expect, it } from 'vitest';
import { dayAndTimeFields, dayFields, formatDateTime } from './formatDateTime';

const day = { ...dayFields, timeZone: 'Asia/Kolkata' };

describe('formatDateTime', () => {
  it('shows the time in the zone it is given, not the machine’s (tests run in Los Angeles)', () => {
    // 20:00 UTC on the 23rd is already the 24th in India.
    expect(formatDateTime('2026-11-23T20:00:00Z', 'en-IN', day)).toBe('24 Nov 2026');
    expect(formatDateTime('2026-11-23T20:00:00Z', 'en-IN', { ...day, timeZone: 'UTC' })).toBe('23 Nov 2026');
  });

  it('keeps the locales and the fields apart (one cached format each)', () => {
    const withTime = { ...dayAndTimeFields, timeZone: 'Asia/Kolkata' };
    expect(formatDateTime('2026-11-23T20:00:00Z', 'hi-IN', day)).toBe('24 नव॰ 2026');
    expect(formatDateTime('2026-11-23T20:00:00Z', 'en-IN', withTime)).toBe('24 Nov 2026, 1:30 am');
    expect(formatDateTime('2026-11-23T20:00:00Z', 'en-IN', day)).toBe('24 Nov 2026');
  });

  it('gives null for a time it cannot read', () => {
    expect(formatDateTime('not a date', 'en-IN', day)).toBeNull();
  });
});
