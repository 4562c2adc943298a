import { visuallyHidden } from '../../css/utilities.css';
import { formatCount } from '../ProfileHeader/formatCount';
import {
  defaultQuestionStateLabels,
  questionStates,
  type QuestionState,
  type QuestionStateLabels,
} from '../QuestionPalette/questionStates';
import { StateShape } from '../QuestionPalette/StateShape';
import * as shapeStyles from '../QuestionPalette/StateShape.css';
import * as styles from './PaletteLegend.css';

export interface PaletteLegendLabels {
  /** The list's name for screen readers (not shown), e.g. 'Question status'. */
  legend: string;
  /** Each state's words: pass the palette's own `labels.states`, so both say the same. */
  states: QuestionStateLabels;
}

export const defaultPaletteLegendLabels: PaletteLegendLabels = {
  legend: 'Question status',
  states: defaultQuestionStateLabels,
};

export interface PaletteLegendProps {
  /**
   * How many questions are in each state, drawn inside its shape as on exam day and read after
   * its words ('Answered 12'). Without it only the key shows (the instructions page).
   */
  counts?: Readonly<Record<QuestionState, number>>;
  labels?: PaletteLegendLabels;
  /** The counts' number format: 'en-IN' or 'hi-IN'. */
  locale?: string;
}

/** The key to the palette: every state's shape and words, in the CBT's order, with its count. */
export function PaletteLegend({ counts, labels = defaultPaletteLegendLabels, locale = 'en-IN' }: PaletteLegendProps) {
  return (
    <ul aria-label={labels.legend} className={styles.list}>
      {questionStates.map((state) => {
        const count = counts ? formatCount(counts[state], locale) : null;
        return (
          <li key={state} className={styles.item}>
            {/* The count is drawn in the shape, and read once, after the state's words. */}
            <span aria-hidden="true" className={styles.marker}>
              <StateShape state={state} className={styles.shape} />
              {count === null ? null : <span className={shapeStyles.number[state]}>{count}</span>}
            </span>
            <span className={styles.label}>{labels.states[state]}</span>
            {count === null ? null : <span className={visuallyHidden}> {count}</span>}
          </li>
        );
      })}
    </ul>
  );
}
