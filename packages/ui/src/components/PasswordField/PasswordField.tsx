import { useImperativeHandle, useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { EyeIcon } from '../private/icons';
import { describedBy } from '../TextField/describedBy';
import { FieldFrame, useFieldIds } from '../TextField/FieldFrame';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PasswordField.css';

/** `current-password` on the login form, `new-password` on sign-up (phones offer a strong one). */
export const passwordAutoCompletes = ['current-password', 'new-password'] as const;
export type PasswordAutoComplete = (typeof passwordAutoCompletes)[number];

export interface PasswordFieldLabels {
  /** The toggle's name while the password is hidden. */
  show: string;
  /** The toggle's name while the password is shown. */
  hide: string;
  /** Announced after the toggle shows the password. */
  shown: string;
  /** Announced after the toggle hides it again. */
  hidden: string;
}

export const defaultPasswordFieldLabels: PasswordFieldLabels = {
  show: 'Show password',
  hide: 'Hide password',
  shown: 'Your password is shown.',
  hidden: 'Your password is hidden.',
};

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'prefix'
  | 'children'
  | 'name'
  | 'className'
  | 'style'
  | 'autoComplete'
  | 'inputMode'
>;

export interface PasswordFieldProps extends NativeInputProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete?: PasswordAutoComplete;
  error?: string;
  hint?: string;
  labels?: Partial<PasswordFieldLabels>;
}

/**
 * A labelled password input with a button that shows what was typed. The button's name says
 * what it will do ('Show password', then 'Hide password') and the change is announced; it has no
 * aria-pressed, which would read 'Hide password, pressed' and leave the learner guessing.
 *
 * A tap on the button leaves focus (and the phone's keyboard) in the field; the caret stays where
 * it was either way.
 */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete = 'current-password',
  error,
  hint,
  labels,
  required,
  disabled,
  id,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: PasswordFieldProps) {
  const text = { ...defaultPasswordFieldLabels, ...labels };
  const ids = useFieldIds(id);
  const inputRef = useRef<HTMLInputElement>(null);
  const selectionRef = useRef<readonly [number, number] | null>(null);
  const [visible, setVisible] = useState(false);
  const [toggled, setToggled] = useState(false);

  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  // Switching the input's type can move the caret to the end: put it back where it was.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const selection = selectionRef.current;
    selectionRef.current = null;
    if (input && selection) input.setSelectionRange(selection[0], selection[1]);
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input && input.selectionStart !== null && input.selectionEnd !== null) {
      selectionRef.current = [input.selectionStart, input.selectionEnd];
    }
    setVisible((shown) => !shown);
    setToggled(true);
  };

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} disabled={disabled}>
      <input
        {...inputProps}
        ref={inputRef}
        id={ids.control}
        className={`${fieldStyles.control} ${styles.input}`}
        type={visible ? 'text' : 'password'}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        autoComplete={autoComplete}
        // Shown as text, a phone must not capitalise or 'correct' the password.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hint, error && ids.error, ariaDescribedBy)}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? text.hide : text.show}
        aria-controls={ids.control}
        disabled={disabled}
        // A pointer press must not take focus (and the keyboard) away from the field.
        onMouseDown={(event) => event.preventDefault()}
        onClick={toggle}
      >
        <EyeIcon crossed={visible} size={22} />
      </button>
      <span aria-live="polite" className={visuallyHidden}>
        {toggled ? (visible ? text.shown : text.hidden) : ''}
      </span>
    </FieldFrame>
  );
}
