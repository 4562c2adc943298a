import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Priya Sharma', 'PS'],
    ['Rahul', 'R'],
    ['anjali kumari singh', 'AS'],
    ['  Vikram   Rao  ', 'VR'],
  ])('%j → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('keeps a Devanagari letter with its vowel sign', () => {
    expect(initials('सुनीता यादव')).toBe('सुया');
    expect(initials('राम')).toBe('रा');
  });

  it('gives nothing for an empty name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});
