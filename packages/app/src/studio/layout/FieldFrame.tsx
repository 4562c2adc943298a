import { useId, type ReactNode } from 'react';
import * as styles from './studio.css';

/** What a framed control carries so its label, hint and error are read with it. */
export type FramedControl = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** The control itself, given the id and descriptions to carry. */
  children: (control: FramedControl) => ReactNode;
}

/** A label, an optional hint and error around a control the ui's TextField does not offer (a textarea, a date and time). */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
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
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
