import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../private/icons';
import { describedBy } from '../TextField/describedBy';
import { FieldFrame, useFieldIds } from '../TextField/FieldFrame';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'name' | 'className' | 'style' | 'multiple'
>;

export interface SelectFieldProps extends NativeSelectProps {
  /** Always shown above the select; it is also its name for screen readers. */
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** The chosen option's value; `''` selects the placeholder. */
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /**
   * A first option with the value `''`, e.g. 'Select your state'. On a required field it cannot be
   * chosen again once something else is.
   */
  placeholder?: string;
  error?: string;
  hint?: string;
}

/**
 * A labelled native select, so phones open their own picker and screen readers know it. Every
 * other select prop (`autoComplete`, `onBlur`, `ref`…) goes to the select.
 */
export function SelectField({
  label,
  name,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  required,
  disabled,
  id,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} disabled={disabled}>
      <select
        {...selectProps}
        id={ids.control}
        className={`${fieldStyles.control} ${styles.select}`}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && ids.hint, error && ids.error, ariaDescribedBy)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled={required && value !== ''}>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={18} className={styles.chevron} />
    </FieldFrame>
  );
}
