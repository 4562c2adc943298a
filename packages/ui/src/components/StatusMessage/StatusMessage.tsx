import type { ReactNode } from 'react';
import { Spinner } from '../private/Spinner/Spinner';
import * as styles from './StatusMessage.css';

export const statusMessageTones = ['neutral', 'critical'] as const;
export type StatusMessageTone = (typeof statusMessageTones)[number];

export interface StatusMessageProps {
  /** `critical` is the spec's red 'Error: {message}'; `neutral` is for loading and empty lists. */
  tone?: StatusMessageTone;
  /** Shows a spinner: the list this message stands in for is loading. */
  busy?: boolean;
  children: ReactNode;
}

function AlertIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 4a1 1 0 0 1 1 1v4.25a1 1 0 1 1-2 0V6.5a1 1 0 0 1 1-1Zm0 7.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z"
      />
    </svg>
  );
}

/**
 * The message that stands in for a list while it loads, when it fails, or when it is empty.
 * Errors are alerts (announced at once); loading and empty messages are polite statuses.
 *
 * Deliberately no aria-busy here: on a live region it tells screen readers to hold back its
 * content until it is no longer busy, which would silence 'Loading…' itself.
 */
export function StatusMessage({ tone = 'neutral', busy = false, children }: StatusMessageProps) {
  const critical = tone === 'critical';
  return (
    <div
      role={critical ? 'alert' : 'status'}
      aria-live={critical ? 'assertive' : 'polite'}
      className={`${styles.root} ${styles.tone[tone]}`}
    >
      {busy ? <Spinner /> : critical ? <AlertIcon /> : null}
      <p className={styles.text}>{children}</p>
    </div>
  );
}
