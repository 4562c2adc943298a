import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { ClockIcon } from '../private/icons';
import * as styles from './TestTimer.css';

export interface TestTimerLabels {
  /** Shown before the clock, and its name for screen readers: 'Time Left'. */
  timeLeft: string;
}

export const defaultTestTimerLabels: TestTimerLabels = {
  timeLeft: 'Time Left',
};

export interface TestTimerProps {
  /** The time left as the clock shows it: '22:09', '03:00:00'. The app works it out each second from the server's deadline. */
  time: string;
  /** The same time in words, which screen readers say instead: '22 minutes 9 seconds'. Without it they read `time`. */
  timeLabel?: string;
  /** The last minutes: the clock is red, its icon an exclamation mark, and it is marked urgent. */
  critical?: boolean;
  /**
   * Said once by screen readers each time it changes ('5 minutes left', then '1 minute left');
   * empty says nothing. The clock itself is never read aloud as it ticks.
   */
  announcement?: string;
  labels?: Partial<TestTimerLabels>;
}

/**
 * The test's clock. It only shows the time it is given: the server's deadline is the truth.
 * A `timer` is not read aloud as it ticks (that would drown the question); screen readers
 * hear `announcement` when it changes.
 */
export function TestTimer({ time, timeLabel, critical = false, announcement = '', labels }: TestTimerProps) {
  const text = { ...defaultTestTimerLabels, ...labels };
  const labelId = useId();

  return (
    <div className={`${styles.root} ${critical ? styles.critical : ''}`} data-critical={critical || undefined}>
      <ClockIcon urgent={critical} className={styles.icon} />
      <span id={labelId} className={styles.label}>
        {text.timeLeft}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.time}>
        {timeLabel === undefined ? (
          time
        ) : (
          <>
            <span aria-hidden="true">{time}</span>
            <span className={visuallyHidden}>{timeLabel}</span>
          </>
        )}
      </span>
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
