import { describe, expect, it } from 'vitest';
import { formatReceiptDate } from './formatReceiptDate';

describe('formatReceiptDate', () => {
  it('shows the day, time and zone in India, whatever the machine’s zone (tests run in Los Angeles)', () => {
    // 16:46 UTC on the 24th is 10:16 pm the same day in India.
    expect(formatReceiptDate('2026-11-24T16:46:00Z')).toBe('24 Nov 2026, 10:16 pm IST');
  });

  it('moves to the next day in India when it is still the day before in UTC', () => {
    expect(formatReceiptDate('2026-11-23T20:00:00Z')).toBe('24 Nov 2026, 1:30 am IST');
  });

  it('writes the month in Hindi for hi-IN', () => {
    expect(formatReceiptDate('2026-11-24T16:46:00Z', 'hi-IN')).toMatch(/^24 नव॰ 2026, 10:16 (pm|अपराह्न) IST$/);
  });

  it('can show another zone when asked', () => {
    expect(formatReceiptDate('2026-11-24T16:46:00Z', 'en-IN', 'UTC')).toBe('24 Nov 2026, 4:46 pm UTC');
  });

  it('gives null for a time it cannot read', () => {
    expect(formatReceiptDate('yesterday')).toBeNull();
  });
});
