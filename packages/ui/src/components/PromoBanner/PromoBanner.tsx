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

function CloseIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 5l10 10M15 5 5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
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
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
