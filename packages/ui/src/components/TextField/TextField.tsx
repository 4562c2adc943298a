import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { describedBy } from './describedBy';
import { FieldFrame, useFieldIds } from './FieldFrame';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel', 'date', 'number', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

/** The native input's own props that TextField passes on (the field owns its look and value). */
type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'prefix' | 'children' | 'name' | 'className' | 'style'
>;

export interface TextFieldProps extends NativeInputProps {
  /** Always shown above the field; it is also the field's name for screen readers. */
  label: string;
  name: string;
  type?: TextFieldType;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown under the field in red with an icon; marks it invalid and is read with it. */
  error?: string;
  /** A line of help between the label and the field, read with it. */
  hint?: string;
  /** Shown inside the field's start, e.g. '+91' for a phone number; never part of the value. */
  prefix?: string;
}

/**
 * A labelled text input: e-mail, phone, date, number and plain text. Every other input prop
 * (`autoComplete`, `inputMode`, `placeholder`, `maxLength`, `onBlur`, `ref`…) goes to the input.
 */
export function TextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
  error,
  hint,
  prefix,
  required,
  disabled,
  id,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      prefix={prefix}
      disabled={disabled}
    >
      <input
        {...inputProps}
        id={ids.control}
        className={styles.control}
        type={type}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(prefix && ids.prefix, hint && ids.hint, error && ids.error, ariaDescribedBy)}
      />
    </FieldFrame>
  );
}
