import { describe, expect, it } from 'vitest';
import { examDateLabel } from './examDateLabel';

describe('examDateLabel', () => {
  it('shows a calendar date the Indian way in English and Hindi', () => {
    expect(examDateLabel('2026-06-14', 'en-IN', 'N/A')).toBe('14 Jun 2026');
    expect(examDateLabel('2026-06-14', 'hi-IN', 'N/A')).toBe('14 जून 2026');
  });

  it('says N/A for a missing or unreadable date', () => {
    expect(examDateLabel(null, 'en-IN', 'N/A')).toBe('N/A');
    expect(examDateLabel(undefined, 'en-IN', 'N/A')).toBe('N/A');
    expect(examDateLabel('', 'en-IN', 'N/A')).toBe('N/A');
    expect(examDateLabel('soon', 'en-IN', 'उपलब्ध नहीं')).toBe('उपलब्ध नहीं');
  });

  it('keeps the day whatever the time zone (no day-before shift)', () => {
    expect(examDateLabel('2027-01-01', 'en-IN', 'N/A')).toBe('1 Jan 2027');
  });
});
