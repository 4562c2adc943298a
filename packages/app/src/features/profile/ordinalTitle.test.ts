import { describe, expect, it } from 'vitest';
import { ordinalTitle } from './ordinalTitle';

describe('ordinalTitle', () => {
  it('words the first six, as the spec does', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => ordinalTitle(n, 'en'))).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth']);
  });

  it('numbers the rest with the right English suffix', () => {
    expect([7, 10, 11, 12, 13, 21, 22, 23].map((n) => ordinalTitle(n, 'en'))).toEqual([
      '7th', '10th', '11th', '12th', '13th', '21st', '22nd', '23rd',
    ]);
  });

  it('speaks Hindi', () => {
    expect(ordinalTitle(1, 'hi')).toBe('पहली');
    expect(ordinalTitle(6, 'hi')).toBe('छठी');
    expect(ordinalTitle(7, 'hi')).toBe('7वीं');
  });
});
