import { Button } from '../../Button/Button';
import { StatusMessage } from '../../StatusMessage/StatusMessage';
import * as styles from './ListFailure.css';

export interface ListFailureProps {
  /** The whole message, already worded: 'Error: Network error'. */
  message: string;
  /** Offered as an outline button under the message; without it there is no button. */
  onRetry?: () => void;
  /** The button's words: 'Try again'. */
  retry: string;
}

/**
 * What stands in for a list or card whose data could not be loaded: the red alert with the
 * reason, and a way to try again.
 */
export function ListFailure({ message, onRetry, retry }: ListFailureProps) {
  return (
    <div className={styles.root}>
      <StatusMessage tone="critical">{message}</StatusMessage>
      {onRetry ? (
        // Its own block, so the button keeps its width instead of stretching across the column.
        <div>
          <Button variant="outline" onClick={onRetry}>
            {retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
