import type { MouseEvent } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { countInWords } from '../ForumTopicCard/forumText';
import { englishCountWords, type CountWords } from '../private/countWords';
import { HeartIcon } from '../private/icons';
import * as styles from './LikeButton.css';

export interface LikeButtonLabels {
  /** The button's name; `aria-pressed` says whether it is on. */
  like: string;
  /** The count, read after the name: '3 likes'. */
  likes: CountWords;
}

export const defaultLikeButtonLabels: LikeButtonLabels = {
  like: 'Like',
  likes: englishCountWords('{count} like', '{count} likes'),
};

export interface LikeButtonProps {
  liked: boolean;
  count: number;
  /** Asked to turn the like on (true) or off. Showing it at once is the app's job. */
  onToggle: (liked: boolean) => void;
  /** A request is on its way: presses are ignored, focus stays. */
  pending?: boolean;
  locale?: string;
  labels?: Partial<LikeButtonLabels>;
  'aria-describedby'?: string;
}

/** A toggle button for liking a post: a heart (filled when on), 'Like' and the count. */
export function LikeButton({
  liked,
  count,
  onToggle,
  pending = false,
  locale = 'en-IN',
  labels,
  'aria-describedby': ariaDescribedBy,
}: LikeButtonProps) {
  const text = { ...defaultLikeButtonLabels, ...labels };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onToggle(!liked);
  };
  return (
    <button
      type="button"
      className={styles.root}
      aria-pressed={liked}
      aria-disabled={pending || undefined}
      aria-describedby={ariaDescribedBy}
      onClick={onClick}
    >
      <HeartIcon filled={liked} size={20} />
      <span>{text.like}</span>
      <span aria-hidden="true" className={styles.count}>
        {new Intl.NumberFormat(locale).format(count)}
      </span>
      <span className={visuallyHidden}>{`(${countInWords(count, locale, text.likes)})`}</span>
    </button>
  );
}
