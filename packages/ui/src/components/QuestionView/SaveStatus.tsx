import { TickDiscIcon } from '../private/icons';
import { Spinner } from '../private/Spinner/Spinner';
import type { QuestionSaveStatus } from './questionResponse';
import * as styles from './QuestionView.css';

export interface SaveStatusLabels {
  unsaved: string;
  saving: string;
  saved: string;
  offline: string;
}

/**
 * Whether the answer is safe. The tick is drawn only for `saved`, which the app sets when the
 * server has acknowledged the answer; until then the words say what is happening. A polite
 * status: heard after whatever the learner is doing, never interrupting it.
 */
export function SaveStatus({ status, labels }: { status: QuestionSaveStatus; labels: SaveStatusLabels }) {
  return (
    <p role="status" className={`${styles.save} ${styles.saveTone[status]}`} data-status={status}>
      {status === 'saved' ? <TickDiscIcon className={styles.saveIcon} /> : null}
      {status === 'saving' ? <Spinner size="small" /> : null}
      {status === 'none' ? '' : labels[status]}
    </p>
  );
}
