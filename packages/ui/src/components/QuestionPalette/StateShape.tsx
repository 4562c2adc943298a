import type { QuestionState } from './questionStates';
import * as styles from './StateShape.css';

/**
 * The outline of each state on a 40 × 40 grid, so a state reads without its colour: a square,
 * a shield pointing down, a house pointing up, a circle, a circle with a tick.
 */
const outlines: Record<QuestionState, string> = {
  notVisited: 'M5 1h30a4 4 0 0 1 4 4v30a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4V5a4 4 0 0 1 4-4z',
  notAnswered: 'M5 1h30a4 4 0 0 1 4 4v23L20 39 1 28V5a4 4 0 0 1 4-4z',
  answered: 'M20 1l19 11v23a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4V12z',
  markedForReview: 'M20 1a19 19 0 1 1 0 38a19 19 0 1 1 0-38z',
  answeredAndMarked: 'M20 1a19 19 0 1 1 0 38a19 19 0 1 1 0-38z',
};

export interface StateShapeProps {
  state: QuestionState;
  className?: string;
}

/** A state's shape in its colours; decoration only, since the text beside or over it names the state. */
export function StateShape({ state, className }: StateShapeProps) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-shape={state}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <path d={outlines[state]} className={styles.shape[state]} />
      {state === 'answeredAndMarked' ? (
        <>
          <circle cx="34" cy="34" r="7" className={styles.badge} />
          <path d="M30.8 34.2l2.2 2.2 4.2-4.4" className={styles.tick} />
        </>
      ) : null}
    </svg>
  );
}
