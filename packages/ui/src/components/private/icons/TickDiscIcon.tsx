import { Icon, type IconProps } from './Icon';
import * as styles from './icons.css';

/** A disc in the text colour with a white tick: included, or saved. */
export function TickDiscIcon(props: IconProps) {
  return (
    <Icon name="tick-disc" viewBox="0 0 20 20" {...props}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path
        className={styles.onFillStroke}
        d="m6 10.2 2.7 2.7L14.2 7.4"
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
