import * as styles from './SiteHeader.css';

/** Pariksha's mark: an answer sheet with a tick. Decoration beside the word 'Pariksha'. */
export function BrandMark() {
  return (
    <svg className={styles.brandMark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        className={styles.brandTick}
        d="M9 16.5 13.8 21 23 11"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
