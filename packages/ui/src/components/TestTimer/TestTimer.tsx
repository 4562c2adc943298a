import { useId, useState } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { formatTimeLeft } from './formatTimeLeft';
import { crossedTimeAlert, type TimeAlert } from './timeAlerts';
import * as styles from './TestTimer.css';

export interface TestTimerLabels {
  /** Shown before the clock: 'Time Left'. */
  timeLeft: string;
  /** Announced once as the clock passes 5 minutes. */
  fiveMinutesLeft: string;
  /** Announced once as the clock passes 1 minute. */
  oneMinuteLeft: string;
}

export const defaultTestTimerLabels: TestTimerLabels = {
  timeLeft: 'Time Left',
  fiveMinutesLeft: '5 minutes left',
  oneMinuteLeft: '1 minute left',
};

/** The exam-day rule: the clock turns red for the last 5 minutes. */
export const defaultCriticalBelowMs = 5 * 60_000;

export interface TestTimerProps {
  /** Time until the server's deadline; the app recomputes it each second from the server's clock. */
  remainingMs: number;
  /** From this much time left down, the clock is red and marked urgent. */
  criticalBelowMs?: number;
  labels?: Partial<TestTimerLabels>;
}

function ClockIcon({ critical }: { critical: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      {critical ? (
        // An exclamation mark instead of the hands: the urgency reads without colour too.
        <path d="M10 5.5v5.5M10 13.5v1" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The test's clock. It only shows the time it is given: the server's deadline is the truth.
 * A `timer` is not read aloud as it ticks (that would drown the question); screen readers
 * hear the time left once at 5 minutes and once at 1 minute.
 */
export function TestTimer({ remainingMs, criticalBelowMs = defaultCriticalBelowMs, labels }: TestTimerProps) {
  const text = { ...defaultTestTimerLabels, ...labels };
  const labelId = useId();
  const critical = remainingMs <= criticalBelowMs;

  // The alert is worked out while rendering, from the previous render's time (React's
  // "adjust state when a prop changes" pattern), so it never lags a tick behind.
  const [previousMs, setPreviousMs] = useState(remainingMs);
  const [alert, setAlert] = useState<TimeAlert | null>(null);
  if (previousMs !== remainingMs) {
    setPreviousMs(remainingMs);
    const crossed = crossedTimeAlert(previousMs, remainingMs);
    if (crossed) setAlert(crossed);
  }

  return (
    <div className={`${styles.root} ${critical ? styles.critical : ''}`} data-critical={critical || undefined}>
      <ClockIcon critical={critical} />
      <span id={labelId} className={styles.label}>
        {text.timeLeft}
      </span>
      <span role="timer" aria-labelledby={labelId} className={styles.time}>
        {formatTimeLeft(remainingMs)}
      </span>
      <span role="status" className={visuallyHidden}>
        {alert ? text[alert] : ''}
      </span>
    </div>
  );
}
