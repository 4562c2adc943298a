import type { Ref } from 'react';
import { PlusIcon } from '../private/icons';
import * as styles from './NewTopicButton.css';

export interface NewTopicButtonProps {
  onClick: () => void;
  /** Its name, shown from the tablet breakpoint and always read: 'Create New Topic'. */
  label?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The forum's floating button that opens Create New Topic. */
export function NewTopicButton({ onClick, label = 'Create New Topic', ref }: NewTopicButtonProps) {
  return (
    <button ref={ref} type="button" className={styles.root} aria-haspopup="dialog" onClick={() => onClick()}>
      <PlusIcon size={24} />
      <span className={styles.words}>{label}</span>
    </button>
  );
}
