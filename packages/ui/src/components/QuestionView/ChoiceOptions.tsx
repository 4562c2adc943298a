import { useId } from 'react';
import { RichText } from '../RichText/RichText';
import type { ContentLanguage } from './QuestionView';
import * as styles from './QuestionView.css';

export interface ChoiceOptionsProps {
  /** Radio buttons for one answer, checkboxes for several. */
  multiple: boolean;
  options: readonly string[];
  /** The options as the server's rich HTML, shown instead of `options` when given. */
  optionsHtml?: readonly string[];
  /** The indices of the chosen options. */
  chosen: readonly number[];
  onToggle: (index: number, checked: boolean) => void;
  /** The ids of the question's words: the group's name. */
  labelledBy: string;
  /** The id of the hint ('Choose one answer.'). */
  describedBy: string;
  lang?: ContentLanguage;
}

/**
 * The options as native radio buttons or checkboxes, so Tab enters the group and the arrow keys
 * move within it as every screen reader expects. Each whole row is the label: a tap anywhere
 * on it chooses the option.
 */
export function ChoiceOptions({ multiple, options, optionsHtml, chosen, onToggle, labelledBy, describedBy, lang }: ChoiceOptionsProps) {
  const name = useId();
  return (
    <div
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={styles.options}
    >
      {(optionsHtml ?? options).map((option, index) => (
        <label key={index} className={styles.option}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            className={styles.optionInput}
            name={name}
            value={index}
            checked={chosen.includes(index)}
            onChange={(event) => onToggle(index, event.target.checked)}
          />
          <span className={styles.optionNumber} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.optionText} lang={lang}>
            {/* The option's name for a screen reader is its words, maths included. */}
            {optionsHtml ? <RichText html={option} lang={lang} inline /> : option}
          </span>
        </label>
      ))}
    </div>
  );
}
