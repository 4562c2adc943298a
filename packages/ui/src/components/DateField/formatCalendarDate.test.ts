import { describe, expect, it } from 'vitest';
import { daysInMonth, formatCalendarDate, monthNames } from './formatCalendarDate';

// The unit tests run west of UTC (America/Los_Angeles): a day shown one early would fail here.
describe('a calendar date in the reader’s locale', () => {
  it('writes the day first in English (India), never the US order', () => {
    expect(formatCalendarDate('2026-11-24', 'en-IN')).toBe('24 Nov 2026');
    expect(formatCalendarDate('2004-08-15', 'en-IN', 'long')).toBe('15 August 2004');
    expect(formatCalendarDate('2026-01-01', 'en-IN')).toBe('1 Jan 2026');
  });

  it('writes it in Hindi for hi-IN', () => {
    expect(formatCalendarDate('2026-11-24', 'hi-IN', 'long')).toBe('24 नवंबर 2026');
    expect(formatCalendarDate('2004-08-15', 'hi-IN', 'long')).toBe('15 अगस्त 2004');
  });

  it('gives null for what is not a real day', () => {
    expect(formatCalendarDate('', 'en-IN')).toBeNull();
    expect(formatCalendarDate('2026-02-30', 'en-IN')).toBeNull();
    expect(formatCalendarDate('24/11/2026', 'en-IN')).toBeNull();
    expect(formatCalendarDate('2004--15', 'en-IN')).toBeNull();
  });

  it('names the months and counts their days', () => {
    expect(monthNames('en-IN')[0]).toBe('January');
    expect(monthNames('hi-IN')[7]).toBe('अगस्त');
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(null, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
  });
});
