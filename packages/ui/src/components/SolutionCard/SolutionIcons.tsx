import type { SolutionOutcome } from './solution';
import * as styles from './SolutionIcons.css';

/** Icons beside words that already say the same thing: decoration for screen readers. */
interface IconProps {
  className?: string;
}

const common = {
  viewBox: '0 0 20 20',
  width: 20,
  height: 20,
  'aria-hidden': true,
  focusable: false,
} as const;

/** A filled disc with a tick: correct. */
export function TickIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} data-icon="tick">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d="m6 10.2 2.7 2.7L14.2 7.4" className={styles.mark} fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A filled square with a cross: wrong. A different outline from the tick's disc, so it reads without colour. */
export function CrossIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} data-icon="cross">
      <rect x="1.5" y="1.5" width="17" height="17" rx="3" fill="currentColor" />
      <path d="m6.5 6.5 7 7m0-7-7 7" className={styles.mark} fill="none" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A hollow circle with a dash: left unanswered. */
export function DashIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} data-icon="dash">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" strokeDasharray="3 2.3" />
      <path d="M6.5 10h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The icon of each outcome. */
export function OutcomeIcon({ outcome, className }: IconProps & { outcome: SolutionOutcome }) {
  if (outcome === 'correct') return <TickIcon className={className} />;
  if (outcome === 'wrong') return <CrossIcon className={className} />;
  return <DashIcon className={className} />;
}

/** A flag: marked for review. */
export function FlagIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} data-icon="flag">
      <path d="M5 2.5v15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M5 3.5h10l-2.5 3.75L15 11H5z" fill="currentColor" />
    </svg>
  );
}

export function ClockIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} data-icon="clock">
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
