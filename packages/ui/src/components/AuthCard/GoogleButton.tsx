import { useId } from 'react';
import { GoogleIcon } from '../private/icons';
import * as styles from './GoogleButton.css';

export interface GoogleButtonLabels {
  label: string;
  /** Why it does nothing: shown under the button and read with it. */
  note: string;
}

export const defaultGoogleButtonLabels: GoogleButtonLabels = {
  label: 'Continue with Google',
  note: 'Google sign-in is not available yet',
};

export type GoogleButtonProps = Partial<GoogleButtonLabels>;

/**
 * The spec's Google button, honest that it does nothing yet: it looks and reads as unavailable
 * (aria-disabled, so a keyboard or screen-reader user still reaches it and hears why) and the
 * reason is written under it.
 */
export function GoogleButton({ label, note }: GoogleButtonProps) {
  const noteId = useId();
  const text = {
    label: label ?? defaultGoogleButtonLabels.label,
    note: note ?? defaultGoogleButtonLabels.note,
  };
  return (
    <div className={styles.root}>
      <button type="button" aria-disabled="true" aria-describedby={noteId} className={styles.button}>
        <GoogleIcon size={20} className={styles.mark} />
        {text.label}
      </button>
      <p id={noteId} className={styles.note}>
        {text.note}
      </p>
    </div>
  );
}
