import { Icon, type IconProps } from './Icon';
import * as styles from './icons.css';

/** A medal on its ribbon, in the brand's and gold's colours (not the text colour). */
export function MedalIcon(props: IconProps) {
  return (
    <Icon name="medal" viewBox="0 0 48 48" {...props}>
      <path className={styles.medalRibbon} d="M13 3h9l6 15h-9L13 3Z" />
      <path className={styles.medalRibbonBack} d="M35 3h-9l-6 15h9l6-15Z" />
      <circle className={styles.medalDisc} cx="24" cy="30" r="14" />
      <circle className={styles.medalRing} cx="24" cy="30" r="10" />
      <path className={styles.medalStar} d="m24 23.5 2 4.2 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6 2-4.2Z" />
    </Icon>
  );
}
