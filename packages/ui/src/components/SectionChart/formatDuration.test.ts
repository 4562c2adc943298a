import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('writes minutes and seconds, short beside a bar', () => {
    expect(formatDuration(12 * 60_000 + 30_000, 'en-IN')).toBe('12m 30s');
    expect(formatDuration(12 * 60_000 + 30_000, 'en-IN', 'long')).toBe('12 minutes 30 seconds');
  });

  it('rounds to the nearest second and drops a zero part', () => {
    expect(formatDuration(44_600, 'en-IN')).toBe('45s');
    expect(formatDuration(20 * 60_000 + 200, 'en-IN')).toBe('20m');
    expect(formatDuration(0, 'en-IN')).toBe('0s');
  });

  it('keeps counting minutes past the hour, as exam sections are timed', () => {
    expect(formatDuration(75 * 60_000 + 5_000, 'en-IN')).toBe('75m 5s');
  });

  it('writes Hindi units for hi-IN', () => {
    expect(formatDuration(12 * 60_000 + 30_000, 'hi-IN', 'long')).toBe('12 मिनट 30 सेकंड');
  });
});
