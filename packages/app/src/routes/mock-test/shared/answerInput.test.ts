import { describe, expect, it } from 'vitest';
import { fromViewResponse, toViewResponse, typedValue } from './answerInput';

describe('answers between the question view and the machine', () => {
  it('turns keypad entries into numbers the server takes, or no answer yet', () => {
    expect(typedValue('12.')).toBe('12');
    expect(typedValue('.5')).toBe('0.5');
    expect(typedValue('-.5')).toBe('-0.5');
    expect(typedValue('-12.25')).toBe('-12.25');
    expect(typedValue('-')).toBeNull();
    expect(typedValue('.')).toBeNull();
    expect(typedValue('')).toBeNull();
  });

  it('maps each question type both ways; nothing chosen is no answer', () => {
    expect(fromViewResponse({ type: 'single', choice: 2 })).toEqual({ choice: 2 });
    expect(fromViewResponse({ type: 'single', choice: null })).toBeNull();
    expect(fromViewResponse({ type: 'multiple', choices: [0, 3] })).toEqual({ choices: [0, 3] });
    expect(fromViewResponse({ type: 'multiple', choices: [] })).toBeNull();
    expect(fromViewResponse({ type: 'numeric', typed: '4.' })).toEqual({ value: '4' });
    expect(toViewResponse('single', { choice: 1 }, null)).toEqual({ type: 'single', choice: 1 });
    expect(toViewResponse('multiple', null, null)).toEqual({ type: 'multiple', choices: [] });
    expect(toViewResponse('numeric', { value: '4' }, '4.')).toEqual({ type: 'numeric', typed: '4.' });
    expect(toViewResponse('numeric', { value: '4' }, null)).toEqual({ type: 'numeric', typed: '4' });
  });
});
