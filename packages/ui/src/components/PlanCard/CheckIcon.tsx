import * as styles from './PlanCard.css';

/** A filled circle with a tick; decoration beside each feature, hidden from screen readers. */
export function CheckIcon() {
  return (
    <svg
      className={styles.checkIcon}
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="10" fill="currentColor" />
      <path
        className={styles.checkMark}
        d="M6 10.4 8.6 13 14 7.4"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
