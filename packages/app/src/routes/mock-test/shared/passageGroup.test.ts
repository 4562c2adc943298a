import { describe, expect, it } from 'vitest';
import { passageGroup } from './passageGroup';

const drawn = (number: number, direction?: string) => ({ number, translations: [{ language_code: 'en', html: true as const, ...(direction === undefined ? {} : { direction }) }] });

describe('the questions that share a passage', () => {
  const section = [drawn(1), drawn(2, '<p>A</p>'), drawn(3, '<p>A</p>'), drawn(4, '<p>A</p>'), drawn(5, '<p>B</p>'), drawn(6)];

  it('spans the run of neighbours with the same passage, wherever the question is in it', () => {
    expect(passageGroup(section, 1, 'en')).toEqual({ from: 2, to: 4, html: '<p>A</p>' });
    expect(passageGroup(section, 3, 'hi')).toEqual({ from: 2, to: 4, html: '<p>A</p>' });
    expect(passageGroup(section, 4, 'en')).toEqual({ from: 5, to: 5, html: '<p>B</p>' });
  });

  it('is null without a drawn passage: a plain direction stays above the question', () => {
    expect(passageGroup(section, 0, 'en')).toBeNull();
    expect(passageGroup([{ number: 1, translations: [{ language_code: 'en', direction: 'Plain' }] }], 0, 'en')).toBeNull();
  });
});
