import { describe, expect, it } from 'vitest';
import { truncateText } from './truncateText';

describe('truncateText', () => {
  it('keeps text of at most the limit as it is', () => {
    expect(truncateText('Short and sweet', 60)).toBe('Short and sweet');
    expect(truncateText('x'.repeat(60), 60)).toBe('x'.repeat(60));
  });

  it('cuts longer text at the limit and adds ...', () => {
    const text = 'Complete preparation for SBI PO Prelims and Mains with 769 mock tests.';
    expect(truncateText(text, 60)).toBe(`${text.slice(0, 60).trimEnd()}...`);
    expect(truncateText('x'.repeat(61), 60)).toBe(`${'x'.repeat(60)}...`);
  });

  it('counts what a reader sees as one character and never splits a Hindi syllable', () => {
    const graphemes = (text: string) => Array.from(new Intl.Segmenter('hi', { granularity: 'grapheme' }).segment(text));
    const text = 'क्षेत्रीयपरीक्षाओंकीसंपूर्णतैयारीहिन्दीमें';
    const cut = truncateText(text, 10);
    const kept = cut.slice(0, -3);
    expect(cut.endsWith('...')).toBe(true);
    expect(text.startsWith(kept)).toBe(true);
    expect(graphemes(kept)).toHaveLength(10);
    // The cut falls on a boundary between characters, never inside one.
    expect(graphemes(text).some((part) => part.index === kept.length)).toBe(true);
  });
});
