import { useId } from 'react';
import * as styles from '../layout/studio.css';
import * as editor from './TestEditor.css';

interface DateTimeFieldProps {
  label: string;
  name: string;
  /** A datetime-local value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/** A labelled date and time in the reader's time zone: the ui's TextField has no datetime-local. */
export function DateTimeField({ label, name, value, onChange, hint, error }: DateTimeFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="datetime-local"
        className={editor.control}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
