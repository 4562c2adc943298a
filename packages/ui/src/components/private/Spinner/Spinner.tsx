import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: keyof typeof styles.size;
}

/** A decorative busy indicator; whatever shows it must also say in words that it is busy. */
export function Spinner({ size = 'standard' }: SpinnerProps) {
  return <span aria-hidden="true" className={`${styles.root} ${styles.size[size]}`} />;
}
