import { Spinner } from '../private/Spinner/Spinner';
import type { QuestionSaveStatus } from './questionResponse';
import * as styles from './QuestionView.css';

export interface SaveStatusLabels {
  unsaved: string;
  saving: string;
  saved: string;
  offline: string;
}

function TickIcon() {
  return (
    <svg className={styles.saveIcon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path className={styles.saveTick} d="m6 10.2 2.7 2.7L14.2 7.4" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Whether the answer is safe. The tick is drawn only for `saved`, which the app sets when the
 * server has acknowledged the answer; until then the words say what is happening. A polite
 * status: heard after whatever the learner is doing, never interrupting it.
 */
export function SaveStatus({ status, labels }: { status: QuestionSaveStatus; labels: SaveStatusLabels }) {
  return (
    <p role="status" className={`${styles.save} ${styles.saveTone[status]}`} data-status={status}>
      {status === 'saved' ? <TickIcon /> : null}
      {status === 'saving' ? <Spinner size="small" /> : null}
      {status === 'none' ? '' : labels[status]}
    </p>
  );
}
