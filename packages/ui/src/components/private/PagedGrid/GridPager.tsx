import { DirectionIcon } from '../icons';
import * as styles from './pagedGrid.css';
import type { PagedGridState } from './usePagedGrid';

export interface GridPagerProps {
  /** The grid the buttons turn, and its page for this render. */
  gridId: string;
  grid: Pick<PagedGridState<unknown>, 'hasPrevious' | 'hasNext' | 'turnPage'>;
  /** The page buttons' names: 'Previous questions', 'Next questions'. */
  labels: { previousPage: string; nextPage: string };
  /** Which items the page shows: 'Questions 21–40 of 200'. */
  status: string;
  /** Added to the pager's own class, for the room around it. */
  className?: string;
}

/**
 * The previous and next page buttons under a paged grid, and which items the page shows;
 * nothing when every item fits one page.
 */
export function GridPager({ gridId, grid, labels, status, className }: GridPagerProps) {
  if (!grid.hasPrevious && !grid.hasNext) return null;
  const pageButton = (step: -1 | 1) => (
    // aria-disabled, not disabled: a button that has just reached the last page keeps focus.
    <button
      type="button"
      aria-label={step === -1 ? labels.previousPage : labels.nextPage}
      aria-controls={gridId}
      aria-disabled={step === -1 ? !grid.hasPrevious : !grid.hasNext}
      className={styles.pageButton}
      onClick={() => grid.turnPage(step)}
    >
      <DirectionIcon direction={step === -1 ? 'previous' : 'next'} shape="chevron" className={styles.pageIcon} />
    </button>
  );
  return (
    <div className={className ? `${styles.pager} ${className}` : styles.pager}>
      {pageButton(-1)}
      {/* Heard after a page turn: short, and only when the page changes. */}
      <p aria-live="polite" className={styles.pageStatus}>
        {status}
      </p>
      {pageButton(1)}
    </div>
  );
}
