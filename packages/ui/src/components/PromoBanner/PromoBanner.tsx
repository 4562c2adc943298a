import { CloseIcon } from '../private/icons';
import * as styles from './PromoBanner.css';

export interface PromoBannerProps {
  /** The offer, e.g. 'Get 10% off all test series with code'. */
  message: string;
  /** The promo code, shown emphasised after the message, e.g. 'WELCOME10'. */
  code: string;
  /** Shows a close button; the page hides the banner when it is called. */
  onDismiss?: () => void;
  /** The close button's name for screen readers. */
  dismissLabel?: string;
}

/** A slim strip across the top of the page announcing an offer and its promo code. */
export function PromoBanner({ message, code, onDismiss, dismissLabel = 'Dismiss offer' }: PromoBannerProps) {
  return (
    <div className={styles.root}>
      <p className={styles.message}>
        {message} <strong className={styles.code}>{code}</strong>
      </p>
      {onDismiss ? (
        <button type="button" aria-label={dismissLabel} className={styles.dismiss} onClick={() => onDismiss()}>
          <CloseIcon size={20} />
        </button>
      ) : null}
    </div>
  );
}
