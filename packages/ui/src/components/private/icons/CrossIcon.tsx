import { Icon, type IconProps } from './Icon';
import * as styles from './icons.css';

/**
 * A rounded square in the text colour with a white cross: wrong. Its outline differs from
 * `TickDiscIcon`'s disc, so the two read apart without colour.
 */
export function CrossIcon(props: IconProps) {
  return (
    <Icon name="cross" viewBox="0 0 20 20" {...props}>
      <rect x="1.5" y="1.5" width="17" height="17" rx="3" fill="currentColor" />
      <path className={styles.onFillStroke} d="m6.5 6.5 7 7m0-7-7 7" fill="none" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}
