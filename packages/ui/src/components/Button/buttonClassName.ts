import type { ButtonSize, ButtonTone, ButtonVariant, ButtonWidth } from './Button';
import * as styles from './Button.css';

export interface ButtonLook {
  tone: ButtonTone;
  variant: ButtonVariant;
  size: ButtonSize;
  width: ButtonWidth;
}

/** The classes of a button's look: Button and ButtonLink both draw through this, so they never drift. */
export function buttonClassName({ tone, variant, size, width }: ButtonLook): string {
  return [styles.root, styles.tone[tone], styles.variant[variant], styles.size[size], styles.width[width]].join(' ');
}
