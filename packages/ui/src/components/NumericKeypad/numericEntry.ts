/**
 * The rules of the exam-day keypad: what each key does to the typed number, and which keys are
 * refused. The number is kept as the string the learner typed ('-12.5', '0.', '-'), so nothing
 * is lost to rounding and a half-typed number stays on screen exactly as typed.
 */

export const keypadDigits = ['7', '8', '9', '4', '5', '6', '1', '2', '3'] as const;

/** Every key of the keypad; '-' is the minus sign, '.' the decimal point. */
export const keypadKeys = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '-', 'backspace', 'clear'] as const;
export type KeypadKey = (typeof keypadKeys)[number];

/** Why a key was refused: a second point, a minus that is not first, or no room left. */
export const keypadRefusals = ['point', 'minus', 'length'] as const;
export type KeypadRefusal = (typeof keypadRefusals)[number];

export type KeypadResult = { accepted: true; value: string } | { accepted: false; refusal: KeypadRefusal };

/** JEE Main's answers fit easily; longer input is a slip of the finger. */
export const defaultMaxLength = 10;

function fits(value: string, maxLength: number): KeypadResult {
  return value.length > maxLength ? { accepted: false, refusal: 'length' } : { accepted: true, value };
}

/** What `key` makes of `value`; `maxLength` counts every character, the minus and point too. */
export function applyKeypadKey(value: string, key: KeypadKey, maxLength = defaultMaxLength): KeypadResult {
  switch (key) {
    case 'clear':
      return { accepted: true, value: '' };
    case 'backspace':
      return { accepted: true, value: value.slice(0, -1) };
    case '-':
      return value === '' ? fits('-', maxLength) : { accepted: false, refusal: 'minus' };
    case '.':
      if (value.includes('.')) return { accepted: false, refusal: 'point' };
      // A point typed first reads as '0.', the way a calculator shows it.
      return fits(value === '' || value === '-' ? `${value}0.` : `${value}.`, maxLength);
    default:
      // No leading zeros: '0' then '7' is '7', and '-0' then '7' is '-7'.
      if (value === '0' || value === '-0') return fits(`${value.slice(0, -1)}${key}`, maxLength);
      return fits(`${value}${key}`, maxLength);
  }
}

/**
 * The keypad key a physical keyboard's key stands for, or null. Digits, the point, minus (also
 * the typographic '−'), Backspace, and Delete for clear: for learners who cannot use a pointer.
 */
export function keypadKeyFromKeyboard(key: string): KeypadKey | null {
  if (/^[0-9]$/.test(key)) return key as KeypadKey;
  switch (key) {
    case '.':
      return '.';
    case '-':
    case '\u2212':
      return '-';
    case 'Backspace':
      return 'backspace';
    case 'Delete':
      return 'clear';
    default:
      return null;
  }
}

/** The typed number as shown: a true minus sign (−), which reads better than a hyphen. */
export function displayNumber(value: string): string {
  return value.replace('-', '\u2212');
}
