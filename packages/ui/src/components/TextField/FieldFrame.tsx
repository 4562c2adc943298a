import { useId, type ReactNode } from 'react';
import * as styles from './TextField.css';

/** The ids a field's parts refer to each other by. */
export interface FieldIds {
  control: string;
  prefix: string;
  hint: string;
  error: string;
}

/** Ids for one field, built on the caller's `id` (the control's) or a generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? `field-${generated}`;
  return {
    control,
    prefix: `${control}-prefix`,
    hint: `${control}-hint`,
    error: `${control}-error`,
  };
}

/** The red mark before a field's error, for every field that draws its own (DateField). */
export function ErrorIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a1 1 0 0 1 1 1v4.25a1 1 0 1 1-2 0V6.5a1 1 0 0 1 1-1Zm0 7.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z"
      />
    </svg>
  );
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Shown at the start of the box, e.g. '+91'; never part of the value. */
  prefix?: string;
  disabled?: boolean;
  /** The control, and anything that sits in the box after it (PasswordField's button). */
  children: ReactNode;
}

/**
 * The parts every field shares: the visible label, the hint, the bordered box and the error. The
 * control inside reads `ids` for its `id` and `aria-describedby`.
 */
export function FieldFrame({ ids, label, required, hint, error, prefix, disabled, children }: FieldFrameProps) {
  return (
    <div className={styles.root}>
      <label htmlFor={ids.control} className={styles.label}>
        {label}
        {/* The control's own `required` is what screen readers announce; the star is for eyes. */}
        {required ? (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        className={[styles.box, error ? styles.invalid : '', disabled ? styles.disabled : ''].filter(Boolean).join(' ')}
      >
        {prefix ? (
          <span id={ids.prefix} className={styles.prefix}>
            {prefix}
          </span>
        ) : null}
        {children}
      </div>
      {/* Always in the page, so a message that appears in it is announced. */}
      <div aria-live="polite">
        {error ? (
          <p id={ids.error} className={styles.error}>
            <ErrorIcon />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
