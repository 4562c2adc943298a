import type { ComponentPropsWithRef } from 'react';
import { describedBy } from '../../TextField/describedBy';
import { FieldFrame, useFieldIds } from '../../TextField/FieldFrame';
import * as fieldStyles from '../../TextField/TextField.css';
import * as styles from './TextArea.css';

type NativeTextAreaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'name' | 'className' | 'style' | 'maxLength'
>;

export interface TextAreaProps extends NativeTextAreaProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** The longest text allowed: shows a live 'n / max' count that turns red past it. */
  maxLength?: number;
  /** The count's words: '120 of 2,000 characters'. */
  countLabel?: (used: string, max: string) => string;
  locale?: string;
}

/**
 * A labelled multi-line field with the library's field frame and a live count, shared by the forum's
 * forms and the help request form (so neither depends on the other's folder). There is no native
 * maxlength: a pasted answer that is too long stays whole, so the learner can shorten it, and the
 * count and the validation message say by how much.
 */
export function TextArea({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  maxLength,
  countLabel = (used, max) => `${used} / ${max}`,
  locale = 'en-IN',
  required,
  disabled,
  id,
  'aria-describedby': ariaDescribedBy,
  ...textAreaProps
}: TextAreaProps) {
  const ids = useFieldIds(id);
  const countId = `${ids.control}-count`;
  const used = Array.from(value.trim()).length;
  const numbers = new Intl.NumberFormat(locale);
  return (
    <div className={styles.root}>
      <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} disabled={disabled}>
        <textarea
          {...textAreaProps}
          id={ids.control}
          className={`${fieldStyles.control} ${styles.control}`}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && ids.hint, error && ids.error, maxLength ? countId : undefined, ariaDescribedBy)}
        />
      </FieldFrame>
      {maxLength ? (
        // Read with the field, not announced at every key press.
        <p id={countId} className={used > maxLength ? `${styles.counter} ${styles.over}` : styles.counter}>
          {countLabel(numbers.format(used), numbers.format(maxLength))}
        </p>
      ) : null}
    </div>
  );
}
