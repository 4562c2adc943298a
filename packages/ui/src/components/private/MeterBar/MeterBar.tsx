import * as styles from './MeterBar.css';

export const meterBarTones = ['brand', 'critical'] as const;
export type MeterBarTone = (typeof meterBarTones)[number];

export interface MeterBarProps {
  /** How much of the bar is filled, from 0 to 1; outside values are held to the ends. */
  share: number;
  tone?: MeterBarTone;
}

/**
 * A filled bar for a share (a percentile, a topic's accuracy), drawn in SVG so its length is an
 * attribute, not an inline style. Decorative: whatever shows it says the number in words.
 */
export function MeterBar({ share, tone = 'brand' }: MeterBarProps) {
  const filled = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) * 100 : 0;
  return (
    <svg className={styles.root} viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className={styles.track} width="100" height="8" />
      <rect className={styles.fill[tone]} width={filled} height="8" data-filled={filled} />
    </svg>
  );
}
