import { visuallyHidden } from '../../css/utilities.css';
import * as styles from './PasswordStrength.css';

export const passwordStrengths = ['weak', 'fair', 'strong'] as const;
export type PasswordStrengthLevel = (typeof passwordStrengths)[number];

export interface PasswordStrengthProps {
  /** How hard the typed password is to guess; null while nothing is typed (an empty, silent meter). */
  strength: PasswordStrengthLevel | null;
  /** What the meter says, e.g. 'Weak: a common password' or 'Strong'; empty says nothing. */
  message: string;
  /** Read before the message by screen readers, e.g. 'Password strength'. */
  label: string;
  /** The message's id: give it to the password field's `aria-describedby`. */
  id?: string;
}

const filledBars: Record<PasswordStrengthLevel, number> = { weak: 1, fair: 2, strong: 3 };

/**
 * A strength hint under a new-password field: three bars and a sentence. The sentence is a polite
 * live region that is always in the page, so each change is announced once typing pauses, never
 * interrupting; the bars only repeat it for the eye. Colour is never the only sign: the words say it.
 */
export function PasswordStrength({ strength, message, label, id }: PasswordStrengthProps) {
  const filled = strength === null ? 0 : filledBars[strength];
  return (
    <div className={styles.root} data-strength={strength ?? 'none'}>
      <div className={styles.bars} aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={`${styles.bar} ${strength !== null && bar <= filled ? styles.filled[strength] : ''}`} />
        ))}
      </div>
      <p id={id} role="status" aria-live="polite" aria-atomic="true" className={`${styles.message} ${strength ? styles.tone[strength] : ''}`}>
        {message ? (
          <>
            <span className={visuallyHidden}>{label}: </span>
            {message}
          </>
        ) : null}
      </p>
    </div>
  );
}
