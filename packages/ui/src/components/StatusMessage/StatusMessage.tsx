import type { ReactNode } from 'react';
import { AlertIcon } from '../private/icons';
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
      {busy ? <Spinner /> : critical ? <AlertIcon size={20} className={styles.icon} /> : null}
      <p className={styles.text}>{children}</p>
    </div>
  );
}
