import { useId, useState, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import {
  applyKeypadKey,
  defaultMaxLength,
  displayNumber,
  keypadDigits,
  keypadKeyFromKeyboard,
  type KeypadKey,
  type KeypadRefusal,
} from './numericEntry';
import * as styles from './NumericKeypad.css';

export interface NumericKeypadLabels {
  /** The display's name: 'Your answer'. */
  answer: string;
  /** Read after a key press when nothing is typed. */
  empty: string;
  /** The keypad's group name. */
  keypad: string;
  point: string;
  minus: string;
  backspace: string;
  /** Clears the whole number ('Clear All' on the exam-day keypad). */
  clear: string;
  /** Shown when a second decimal point is refused. */
  refusedPoint: string;
  /** Shown when a minus sign after the first character is refused. */
  refusedMinus: string;
  /** Shown when the number is full; `{max}` is the longest it may be. */
  refusedLength: string;
}

export const defaultNumericKeypadLabels: NumericKeypadLabels = {
  answer: 'Your answer',
  empty: 'empty',
  keypad: 'Number keypad',
  point: 'Decimal point',
  minus: 'Minus',
  backspace: 'Backspace',
  clear: 'Clear All',
  refusedPoint: 'The number already has a decimal point.',
  refusedMinus: 'A minus sign can only come first.',
  refusedLength: 'The answer can be at most {max} characters long.',
};

export interface NumericKeypadProps {
  /** The typed number, exactly as typed: '-12.5', '0.', '' when nothing is typed. */
  value: string;
  onChange: (value: string) => void;
  /** The longest the number may be, counting the minus sign and the point. */
  maxLength?: number;
  disabled?: boolean;
  labels?: Partial<NumericKeypadLabels>;
  /** Ids of the text the display is about (the question), so screen readers read it with it. */
  'aria-describedby'?: string;
}

/**
 * The on-screen keypad of a numerical-answer question, as on exam day: the number is typed only
 * with these keys. The display is read-only (no phone keyboard opens), yet it and the keys also
 * take a physical keyboard's digits, for learners who cannot use a pointer.
 *
 * Each accepted key reads the new number aloud; a refused key says why, on screen too.
 */
export function NumericKeypad({
  value,
  onChange,
  maxLength = defaultMaxLength,
  disabled = false,
  labels,
  'aria-describedby': describedBy,
}: NumericKeypadProps) {
  const text = { ...defaultNumericKeypadLabels, ...labels };
  const displayId = useId();
  const [refusal, setRefusal] = useState<KeypadRefusal | null>(null);
  const [echo, setEcho] = useState('');

  const press = (key: KeypadKey) => {
    if (disabled) return;
    const result = applyKeypadKey(value, key, maxLength);
    if (!result.accepted) {
      setRefusal(result.refusal);
      return;
    }
    setRefusal(null);
    setEcho(`${text.answer}: ${result.value === '' ? text.empty : displayNumber(result.value)}`);
    if (result.value !== value) onChange(result.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = keypadKeyFromKeyboard(event.key);
    if (key === null) return;
    // Backspace must not make the browser go back; digits must not scroll or type elsewhere.
    event.preventDefault();
    press(key);
  };

  const refusalText =
    refusal === 'point'
      ? text.refusedPoint
      : refusal === 'minus'
        ? text.refusedMinus
        : refusal === 'length'
          ? text.refusedLength.replaceAll('{max}', String(maxLength))
          : '';

  const renderKey = (keypadKey: KeypadKey, shown: string, kind: keyof typeof styles.keyKind, name?: string) => (
    <button
      key={keypadKey}
      type="button"
      className={`${styles.key} ${styles.keyKind[kind]}`}
      aria-label={name}
      disabled={disabled}
      onClick={() => press(keypadKey)}
    >
      {shown}
    </button>
  );

  return (
    // The keys are buttons; this only catches typed digits that bubble up from them.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.root} onKeyDown={onKeyDown}>
      <label className={styles.label} htmlFor={displayId}>
        {text.answer}
      </label>
      <input
        id={displayId}
        className={styles.display}
        type="text"
        readOnly
        // No phone keyboard: the keypad below is the way to type, as on exam day.
        inputMode="none"
        autoComplete="off"
        value={displayNumber(value)}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      <div role="group" aria-label={text.keypad} className={styles.keys}>
        {keypadDigits.map((digit) => renderKey(digit, digit, 'digit'))}
        {renderKey('-', '\u2212', 'symbol', text.minus)}
        {renderKey('0', '0', 'digit')}
        {renderKey('.', '.', 'symbol', text.point)}
        {renderKey('backspace', text.backspace, 'action')}
        {renderKey('clear', text.clear, 'action')}
      </div>
      <div role="status" className={styles.message}>
        {refusal ? refusalText : <span className={visuallyHidden}>{echo}</span>}
      </div>
    </div>
  );
}
