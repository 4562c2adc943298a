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
 * phones and wraps from the tablet breakpoint. Each chip is a toggle button (aria-pressed),
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
  if (categories.length === 0) return null;

  const chips: { id: CategoryId | null; label: string }[] = [{ id: null, label: allLabel }, ...categories];

  return (
    <div role="group" aria-label={ariaLabel} className={styles.root}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.id === null ? 'all' : `category-${chip.id}`} className={styles.item}>
            <button
              type="button"
              aria-pressed={chip.id === selectedId}
              className={styles.chip}
              onClick={() => onSelect(chip.id)}
            >
              {chip.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
