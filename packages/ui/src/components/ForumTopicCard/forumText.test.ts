import { describe, expect, it } from 'vitest';
import { englishCountWords } from '../private/countWords';
import { countInWords, forumExcerpt, formatPostDate } from './forumText';

describe('forumExcerpt', () => {
  it('keeps a short text whole, with its line breaks as spaces', () => {
    expect(forumExcerpt('Line one\n\nLine  two ')).toBe('Line one Line two');
  });

  it('cuts a long text at a word near the limit and marks the cut', () => {
    const text = `${'word '.repeat(60)}end`;
    const excerpt = forumExcerpt(text, 200);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith('word…')).toBe(true);
  });

  it('never splits a Devanagari or emoji code point', () => {
    const text = '😀'.repeat(250);
    const excerpt = forumExcerpt(text, 200);
    expect(Array.from(excerpt)).toHaveLength(201);
    expect(excerpt).toBe(`${'😀'.repeat(200)}…`);
  });
});

describe('countInWords', () => {
  const replies = englishCountWords('{count} reply', '{count} replies');

  it('uses the singular for one and the plural otherwise, in English', () => {
    expect(countInWords(1, 'en-IN', replies)).toBe('1 reply');
    expect(countInWords(0, 'en-IN', replies)).toBe('0 replies');
    expect(countInWords(3, 'en-IN', replies)).toBe('3 replies');
  });

  it("groups digits the Indian way", () => {
    expect(countInWords(120000, 'en-IN', replies)).toBe('1,20,000 replies');
  });

  it('hands the words the count and the number in the locale’s digits', () => {
    const probe = (count: number, shown: string) => `${count} as ${shown}`;
    expect(countInWords(1200, 'hi-IN', probe)).toBe('1200 as 1,200');
  });
});

describe('formatPostDate', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');

  it('says how long ago within a week', () => {
    expect(formatPostDate('2026-11-24T09:00:00Z', 'en-IN', 'Asia/Kolkata', now)).toBe('3 hours ago');
    expect(formatPostDate('2026-11-24T11:59:30Z', 'en-IN', 'Asia/Kolkata', now)).toBe('now');
    expect(formatPostDate('2026-11-22T12:00:00Z', 'en-IN', 'Asia/Kolkata', now)).toBe('2 days ago');
    expect(formatPostDate('2026-11-24T09:00:00Z', 'hi-IN', 'Asia/Kolkata', now)).toBe('3 घंटे पहले');
  });

  it("shows the date in India's zone when older, or without now", () => {
    expect(formatPostDate('2026-11-01T20:00:00Z', 'en-IN', 'Asia/Kolkata', now)).toBe('2 Nov 2026');
    expect(formatPostDate('2026-11-24T09:00:00Z', 'en-IN', 'Asia/Kolkata')).toBe('24 Nov 2026');
  });

  it('gives null for a time it cannot read', () => {
    expect(formatPostDate('yesterday', 'en-IN', 'Asia/Kolkata', now)).toBeNull();
  });
});
