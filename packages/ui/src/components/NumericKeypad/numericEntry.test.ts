import { describe, expect, it } from 'vitest';
import { applyKeypadKey, displayNumber, keypadKeyFromKeyboard, type KeypadKey } from './numericEntry';

/** Types `keys` one by one from an empty answer; returns the value and every refusal on the way. */
function type(keys: readonly KeypadKey[], maxLength?: number) {
  let value = '';
  const refusals: string[] = [];
  for (const key of keys) {
    const result = applyKeypadKey(value, key, maxLength);
    if (result.accepted) value = result.value;
    else refusals.push(result.refusal);
  }
  return { value, refusals };
}

describe('applyKeypadKey', () => {
  it('appends digits, one point and a leading minus', () => {
    expect(type(['-', '1', '2', '.', '5'])).toEqual({ value: '-12.5', refusals: [] });
  });

  it('refuses a second decimal point', () => {
    expect(type(['3', '.', '1', '.', '4'])).toEqual({ value: '3.14', refusals: ['point'] });
  });

  it('refuses a minus anywhere but first', () => {
    expect(type(['4', '-', '2'])).toEqual({ value: '42', refusals: ['minus'] });
    expect(type(['-', '-', '2'])).toEqual({ value: '-2', refusals: ['minus'] });
  });

  it('refuses a key that would make the number longer than maxLength, counting signs', () => {
    expect(type(['-', '1', '2', '3', '4'], 4)).toEqual({ value: '-123', refusals: ['length'] });
    expect(type(['1', '2', '3', '4', '.'], 4)).toEqual({ value: '1234', refusals: ['length'] });
  });

  it('writes a point typed first as 0.', () => {
    expect(type(['.', '5'])).toEqual({ value: '0.5', refusals: [] });
    expect(type(['-', '.', '5'])).toEqual({ value: '-0.5', refusals: [] });
  });

  it('drops a leading zero before another digit', () => {
    expect(type(['0', '0', '7'])).toEqual({ value: '7', refusals: [] });
    expect(type(['-', '0', '7'])).toEqual({ value: '-7', refusals: [] });
    expect(type(['0', '.', '0', '7'])).toEqual({ value: '0.07', refusals: [] });
  });

  it('takes back one character with backspace and everything with clear', () => {
    expect(type(['1', '2', '.', 'backspace', 'backspace'])).toEqual({ value: '1', refusals: [] });
    expect(type(['backspace'])).toEqual({ value: '', refusals: [] });
    expect(type(['-', '9', '.', '2', 'clear'])).toEqual({ value: '', refusals: [] });
  });

  it('lets a minus be typed again after clearing', () => {
    expect(type(['5', 'clear', '-', '5'])).toEqual({ value: '-5', refusals: [] });
  });
});

describe('keypadKeyFromKeyboard', () => {
  it('maps digits, point, both minus signs, Backspace and Delete', () => {
    expect(['7', '.', '-', '\u2212', 'Backspace', 'Delete'].map(keypadKeyFromKeyboard)).toEqual([
      '7',
      '.',
      '-',
      '-',
      'backspace',
      'clear',
    ]);
  });

  it('ignores letters, Enter, Tab and the plus sign', () => {
    expect(['e', 'Enter', 'Tab', '+', ','].map(keypadKeyFromKeyboard)).toEqual([null, null, null, null, null]);
  });
});

describe('displayNumber', () => {
  it('shows a true minus sign', () => {
    expect(displayNumber('-3.5')).toBe('\u22123.5');
  });
});
