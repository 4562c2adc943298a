import { Icon, type IconProps } from './Icon';
import * as styles from './icons.css';

/** A see-through disc in the text colour with a white play triangle: laid over a video's poster. */
export function PlayCircleIcon(props: IconProps) {
  return (
    <Icon name="play-circle" viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.72" />
      <path className={styles.onFill} d="M19 15.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5a1 1 0 0 0-1.5.86Z" />
    </Icon>
  );
}
