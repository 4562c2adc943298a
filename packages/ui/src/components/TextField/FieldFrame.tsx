import { useId, type ReactNode } from 'react';
import { AlertIcon } from '../private/icons';
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
            <AlertIcon size={16} className={styles.errorIcon} />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
