import type { Ref } from 'react';
import * as styles from './NewTopicButton.css';

export interface NewTopicButtonProps {
  onClick: () => void;
  /** Its name, shown from the tablet breakpoint and always read: 'Create New Topic'. */
  label?: string;
  ref?: Ref<HTMLButtonElement>;
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The forum's floating button that opens Create New Topic. */
export function NewTopicButton({ onClick, label = 'Create New Topic', ref }: NewTopicButtonProps) {
  return (
    <button ref={ref} type="button" className={styles.root} aria-haspopup="dialog" onClick={() => onClick()}>
      <PlusIcon />
      <span className={styles.words}>{label}</span>
    </button>
  );
}
