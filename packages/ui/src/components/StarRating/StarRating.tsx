import { visuallyHidden } from '../../css/utilities.css';
import { starCount } from './starCount';
import * as styles from './StarRating.css';

export const starRatingSizes = ['small', 'standard'] as const;
export type StarRatingSize = (typeof starRatingSizes)[number];

export const defaultStarRatingLabel = 'Rated {n} out of {max}';

export interface StarRatingProps {
  /** The raw rating, read as the spec says (see `starCount`): out of range or unreadable → 3. */
  rating: number | string | null | undefined;
  /** How many stars the row has. */
  max?: number;
  /**
   * What screen readers hear; `{n}` becomes the star count and `{max}` the row's length,
   * e.g. '{max} में से {n} स्टार' in Hindi.
   */
  label?: string;
  size?: StarRatingSize;
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      className={`${styles.star} ${filled ? styles.filled : styles.empty}`}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      data-filled={filled}
    >
      <path d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z" />
    </svg>
  );
}

/** A row of stars; the stars are decoration and the label says the rating in words. */
export function StarRating({ rating, max = 5, label = defaultStarRatingLabel, size = 'standard' }: StarRatingProps) {
  const count = starCount(rating, max);
  const text = label.replaceAll('{n}', String(count)).replaceAll('{max}', String(max));

  return (
    <span className={`${styles.root} ${styles.size[size]}`}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} filled={index < count} />
      ))}
      <span className={visuallyHidden}>{text}</span>
    </span>
  );
}
