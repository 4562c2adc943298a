import { useId, type ChangeEvent } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { ChevronDownIcon, GlobeIcon } from '../private/icons';
import * as styles from './LanguageSelect.css';

/** `loading` while the provider's languages are fetched, `error` if that failed. */
export const languageSelectStatuses = ['loading', 'error', 'ready'] as const;
export type LanguageSelectStatus = (typeof languageSelectStatuses)[number];

export interface Language {
  /** The code sent as the `lang` query parameter, e.g. 'en' or 'hi'. */
  code: string;
  /** The language's name in its own script, e.g. 'हिन्दी'. */
  label: string;
}

export interface LanguageSelectLabels {
  loading: string;
  error: string;
  placeholder: string;
  /** The select's name for screen readers; not shown on screen. */
  label: string;
}

export const defaultLanguageSelectLabels: LanguageSelectLabels = {
  loading: 'Loading...',
  error: 'Error',
  placeholder: 'Select Language',
  label: 'Language',
};

export interface LanguageSelectProps {
  languages: readonly Language[];
  /** The chosen language's code; `null` shows 'Select Language'. */
  value: string | null;
  onChange: (code: string) => void;
  status: LanguageSelectStatus;
  labels?: Partial<LanguageSelectLabels>;
  id?: string;
}

/**
 * The top bar's language dropdown: a native select, so phones open their own picker.
 * While loading and on failure it holds a single option that says so.
 */
export function LanguageSelect({ languages, value, onChange, status, labels, id }: LanguageSelectProps) {
  const generatedId = useId();
  const selectId = id ?? `language-${generatedId}`;
  const text = { ...defaultLanguageSelectLabels, ...labels };
  const ready = status === 'ready';
  const known = ready && value !== null && languages.some((language) => language.code === value);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.target.value) onChange(event.target.value);
  };

  return (
    <div className={styles.root}>
      <label htmlFor={selectId} className={visuallyHidden}>
        {text.label}
      </label>
      <GlobeIcon size={18} className={styles.globe} />
      <select
        id={selectId}
        className={styles.select}
        value={known ? (value ?? '') : ''}
        onChange={handleChange}
        disabled={status === 'error'}
        aria-busy={status === 'loading' || undefined}
      >
        {status === 'loading' ? <option value="">{text.loading}</option> : null}
        {status === 'error' ? <option value="">{text.error}</option> : null}
        {ready && !known ? (
          <option value="" disabled>
            {text.placeholder}
          </option>
        ) : null}
        {ready
          ? languages.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.label}
              </option>
            ))
          : null}
      </select>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </div>
  );
}
