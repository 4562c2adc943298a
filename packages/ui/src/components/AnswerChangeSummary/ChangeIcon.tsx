import * as styles from './AnswerChangeSummary.css';

export type AnswerMark = 'right' | 'wrong';

/** A tick in a green disc or a cross in a red one: told apart by shape, not colour alone. */
function Mark({ mark, x }: { mark: AnswerMark; x: number }) {
  return (
    <g transform={`translate(${x} 0)`} data-mark={mark}>
      <circle cx="12" cy="12" r="11" className={mark === 'right' ? styles.rightDisc : styles.wrongDisc} />
      {mark === 'right' ? (
        <path d="m6.5 12.5 3.5 3.5 7.5-8" className={styles.markStroke} />
      ) : (
        <path d="m7.5 7.5 9 9m0-9-9 9" className={styles.markStroke} />
      )}
    </g>
  );
}

/** ✓→✗, ✗→✓ or ✗→✗, drawn; decorative, since the figure's words say the same. */
export function ChangeIcon({ from, to }: { from: AnswerMark; to: AnswerMark }) {
  return (
    <svg className={styles.icon} viewBox="0 0 64 24" width="64" height="24" aria-hidden="true" focusable="false">
      <Mark mark={from} x={0} />
      <path d="M26 12h11m-4-4 4 4-4 4" className={styles.arrow} />
      <Mark mark={to} x={40} />
    </svg>
  );
}
