import type { SolutionOutcome } from '../SolutionCard/solution';
import * as styles from './OutcomeShape.css';

/**
 * Each outcome's outline on a 40 × 40 grid, so it reads without its colour, as the icons of the
 * card and the filters draw it: a disc for correct, a ring filled at its foot for partly right
 * (below the number, which stays on white), a square for wrong, a dashed ring for left.
 */
function Outline({ outcome }: { outcome: SolutionOutcome }) {
  if (outcome === 'correct') return <circle cx="20" cy="20" r="19" className={styles.shape.correct} />;
  if (outcome === 'partial') {
    return (
      <>
        <path d="M20 1a19 19 0 1 1 0 38a19 19 0 1 1 0-38z" className={styles.shape.partial} />
        <path d="M3.27 29h33.46A19 19 0 0 1 3.27 29z" data-part="level" className={styles.level} />
      </>
    );
  }
  if (outcome === 'wrong') return <rect x="1" y="1" width="38" height="38" rx="5" className={styles.shape.wrong} />;
  return <circle cx="20" cy="20" r="18.5" strokeDasharray="5 3.5" className={styles.shape.unanswered} />;
}

export interface OutcomeShapeProps {
  outcome: SolutionOutcome;
  marked: boolean;
  className?: string;
}

/** A question button's shape, with a flag badge when it was marked; decoration, as the button's name says it all. */
export function OutcomeShape({ outcome, marked, className }: OutcomeShapeProps) {
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-shape={outcome}
      data-marked={marked || undefined}
      className={className ? `${styles.root} ${className}` : styles.root}
    >
      <Outline outcome={outcome} />
      {marked ? (
        <g data-badge="marked">
          <circle cx="33" cy="7" r="7" className={styles.badge} />
          <path d="M30.2 3h1.3v8h-1.3zM31.5 3.2h4.8l-1.2 2 1.2 2h-4.8z" className={styles.flag} />
        </g>
      ) : null}
    </svg>
  );
}
