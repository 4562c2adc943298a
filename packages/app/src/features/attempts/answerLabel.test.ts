import { describe, expect, it } from 'vitest';
import { answerLabel, optionLetter } from './answerLabel';

describe('answerLabel', () => {
  it('names options by letter and keeps a number as typed', () => {
    expect(optionLetter(0)).toBe('A');
    expect(answerLabel({ choice: 3 }, 'and')).toBe('D');
    expect(answerLabel({ choices: [2, 0] }, 'and')).toBe('A and C');
    expect(answerLabel({ choices: [0, 1, 3] }, 'और')).toBe('A, B और D');
    expect(answerLabel({ value: '-12.5' }, 'and')).toBe('-12.5');
  });
});
