import { useId, type ChangeEvent } from 'react';
import { AlertIcon, ChevronDownIcon } from '../private/icons';
import { describedBy } from '../TextField/describedBy';
import * as fieldStyles from '../TextField/TextField.css';
import * as selectStyles from '../SelectField/SelectField.css';
import { daysInMonth, monthNames } from './formatCalendarDate';
import * as styles from './DateField.css';

export interface DateFieldLabels {
  day: string;
  month: string;
  year: string;
}

export const defaultDateFieldLabels: DateFieldLabels = { day: 'Day', month: 'Month', year: 'Year' };

export interface DateFieldProps {
  /** The group's name, above its three selects: 'Date of Birth'. */
  label: string;
  /** The selects are named `${name}-day`, `${name}-month` and `${name}-year`. */
  name: string;
  /**
   * `YYYY-MM-DD`, or `''` for no date. A date chosen in part keeps its empty parts
   * (`2004--15`), so a form that sends it is told to finish it rather than losing what was chosen.
   */
  value: string;
  onChange: (value: string) => void;
  /** The reader's locale (`en-IN`, `hi-IN`): the months' names and the digits follow it. */
  locale: string;
  /** The years offered, in the order shown (a date of birth: the latest first). */
  years: readonly number[];
  labels?: DateFieldLabels;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  /** The day select's id; the others add `-month` and `-year`. */
  id?: string;
}

type Part = 'year' | 'month' | 'day';

function partsOf(value: string): Record<Part, string> {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
}

function valueOf(parts: Record<Part, string>): string {
  return parts.year === '' && parts.month === '' && parts.day === '' ? '' : `${parts.year}-${parts.month}-${parts.day}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A calendar date as three native selects, day, month (by name) and year, in the reader's locale:
 * no '03/04/2005' to misread, whatever order the browser's own date input would use, and each
 * phone opens its own picker. The error belongs to the whole group and is read with every select.
 */
export function DateField({
  label,
  name,
  value,
  onChange,
  locale,
  years,
  labels = defaultDateFieldLabels,
  error,
  hint,
  required,
  disabled,
  id,
}: DateFieldProps) {
  const generated = useId();
  const base = id ?? `date-${generated}`;
  const ids = { legend: `${base}-legend`, hint: `${base}-hint`, error: `${base}-error` };
  const parts = partsOf(value);
  const number = new Intl.NumberFormat(locale, { useGrouping: false });
  const months = monthNames(locale);
  const year = parts.year === '' ? null : Number(parts.year);
  const dayCount = parts.month === '' ? 31 : daysInMonth(year, Number(parts.month));

  const change = (part: Part) => (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...parts, [part]: event.target.value };
    // 31 April is no day: a day the new month lacks is chosen again.
    if (next.day !== '' && next.month !== '') {
      const nextYear = next.year === '' ? null : Number(next.year);
      if (Number(next.day) > daysInMonth(nextYear, Number(next.month))) next.day = '';
    }
    onChange(valueOf(next));
  };

  const select = (part: Part, options: { value: string; label: string }[], partId: string) => (
    <div className={fieldStyles.box + (error ? ` ${fieldStyles.invalid}` : '')}>
      <select
        id={partId}
        className={`${fieldStyles.control} ${selectStyles.select} ${styles.select}`}
        name={`${name}-${part}`}
        value={parts[part]}
        onChange={change(part)}
        required={required}
        disabled={disabled}
        aria-label={labels[part]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids.legend, hint && ids.hint, error && ids.error)}
      >
        <option value="">{labels[part]}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={18} className={`${selectStyles.chevron} ${styles.chevron}`} />
    </div>
  );

  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend id={ids.legend} className={`${fieldStyles.label} ${styles.legend}`}>
        {label}
        {required ? (
          <span aria-hidden="true" className={fieldStyles.required}>
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={ids.hint} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.parts}>
        {select(
          'day',
          Array.from({ length: dayCount }, (_, index) => ({ value: twoDigits(index + 1), label: number.format(index + 1) })),
          base,
        )}
        {select(
          'month',
          months.map((month, index) => ({ value: twoDigits(index + 1), label: month })),
          `${base}-month`,
        )}
        {select(
          'year',
          years.map((option) => ({ value: String(option), label: number.format(option) })),
          `${base}-year`,
        )}
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={ids.error} className={fieldStyles.error}>
            <AlertIcon size={16} className={fieldStyles.errorIcon} />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
