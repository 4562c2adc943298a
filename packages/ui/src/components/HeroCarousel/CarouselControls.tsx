import type { ReactNode } from 'react';
import { PauseIcon, PlayIcon } from '../private/icons';
import * as styles from './CarouselControls.css';

/** The words both carousels say. Slide numbers given to the functions count from 1. */
export interface CarouselLabels {
  /** The carousel's accessible name, e.g. 'What Our Students Say'. */
  carousel: string;
  /** Each slide's name, e.g. '2 of 5'. */
  slide: (n: number, total: number) => string;
  /** Each dot's name, e.g. 'Go to slide 2'. */
  goTo: (n: number) => string;
  /** The autoplay button while the slides move by themselves. */
  pause: string;
  /** The autoplay button while they stand still. */
  play: string;
  /** What screen readers call the carousel (`aria-roledescription`): 'carousel' unless given. */
  carouselRole?: string;
  /** What screen readers call one slide (`aria-roledescription`): 'slide' unless given. */
  slideRole?: string;
}

interface PlayPauseButtonProps {
  playing: boolean;
  labels: Pick<CarouselLabels, 'pause' | 'play'>;
  onToggle: () => void;
}

/** Stops and restarts the automatic slide change (WCAG 2.2.2); its name says what it will do. */
export function PlayPauseButton({ playing, labels, onToggle }: PlayPauseButtonProps) {
  return (
    <button
      type="button"
      aria-label={playing ? labels.pause : labels.play}
      className={styles.playPause}
      onClick={onToggle}
    >
      {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} />}
    </button>
  );
}

interface CarouselDotsProps {
  count: number;
  active: number;
  /** Each dot's name from its 1-based number. */
  label: (n: number) => string;
  onSelect: (index: number) => void;
  /**
   * At most this many dots, a window that follows the current slide (all of them by default).
   * Sixteen testimonials would otherwise need two lines of dots on a phone.
   */
  maxShown?: number;
}

/** One button per position (or per position in the window); the current one has `aria-current`. */
export function CarouselDots({ count, active, label, onSelect, maxShown = count }: CarouselDotsProps) {
  const shown = Math.max(1, Math.min(count, maxShown));
  const first = Math.min(Math.max(0, active - Math.floor(shown / 2)), count - shown);
  return (
    <div className={styles.dots}>
      {Array.from({ length: shown }, (_, offset) => {
        const index = first + offset;
        const more = (offset === 0 && index > 0) || (offset === shown - 1 && index < count - 1);
        return (
          <button
            key={index}
            type="button"
            aria-label={label(index + 1)}
            aria-current={index === active ? 'true' : undefined}
            data-more={more ? '' : undefined}
            className={styles.dot}
            onClick={() => onSelect(index)}
          />
        );
      })}
    </div>
  );
}

/** The row under the slides that holds the play/pause button and the dots. */
export function CarouselControlBar({ children }: { children: ReactNode }) {
  return <div className={styles.bar}>{children}</div>;
}
