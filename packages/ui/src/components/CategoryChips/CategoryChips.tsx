import { useRef } from 'react';
import { revealInRow, useOverflowHint } from '../private/useOverflowHint';
import * as styles from './CategoryChips.css';

export type CategoryId = string | number;

export interface Category {
  id: CategoryId;
  label: string;
}

export interface CategoryChipsProps {
  categories: readonly Category[];
  /** The selected category's id (compared with `===`); `null` selects 'All Exams'. */
  selectedId: CategoryId | null;
  /** Called with the chip's id, or `null` for 'All Exams', including when it is already selected. */
  onSelect: (id: CategoryId | null) => void;
  allLabel?: string;
  /** Names the group of chips for screen readers. */
  ariaLabel?: string;
}

/**
 * Filter chips: 'All Exams' first, then one per category. A row that scrolls sideways on
 * phones, fading at the side that hides more chips and snapping to whole chips, and wraps from
 * the tablet breakpoint. Each chip is a toggle button (aria-pressed),
 * reached with Tab and pressed with Enter or Space.
 *
 * With no categories it renders nothing: the page shows its own 'No categories found'
 * message (e.g. a `StatusMessage`) in its place.
 */
export function CategoryChips({
  categories,
  selectedId,
  onSelect,
  allLabel = 'All Exams',
  ariaLabel = 'Exam categories',
}: CategoryChipsProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  useOverflowHint(rowRef);
  if (categories.length === 0) return null;

  const chips: { id: CategoryId | null; label: string }[] = [{ id: null, label: allLabel }, ...categories];

  return (
    <div ref={rowRef} role="group" aria-label={ariaLabel} className={styles.root}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.id === null ? 'all' : `category-${chip.id}`} className={styles.item}>
            <button
              type="button"
              aria-pressed={chip.id === selectedId}
              className={styles.chip}
              onClick={() => onSelect(chip.id)}
              onFocus={revealInRow}
            >
              {chip.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
