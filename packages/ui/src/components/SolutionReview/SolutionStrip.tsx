import { useId } from 'react';
import { GridPager } from '../private/PagedGrid/GridPager';
import { PagedGrid } from '../private/PagedGrid/PagedGrid';
import * as gridStyles from '../private/PagedGrid/pagedGrid.css';
import { usePagedGrid } from '../private/PagedGrid/usePagedGrid';
import type { SolutionQuestion } from '../SolutionCard/solution';
import { OutcomeShape } from './OutcomeShape';
import * as shapeStyles from './OutcomeShape.css';
import * as styles from './SolutionReview.css';

export interface SolutionStripLabels {
  /** The grid's name for screen readers: 'Question numbers'. */
  strip: string;
  /** A button's name from its number and words: 'Question 12, wrong, marked for review'. */
  question: (question: Pick<SolutionQuestion, 'number' | 'outcome' | 'marked'>) => string;
  previousPage: string;
  nextPage: string;
  /** Which buttons the page shows: '21–40 of 150'. */
  page: (first: string, last: string, total: string) => string;
}

export interface SolutionStripProps {
  /** The filtered questions, in test order; 20 show at a time. */
  questions: readonly SolutionQuestion[];
  currentId: string;
  onSelect: (id: string) => void;
  labels: SolutionStripLabels;
  locale: string;
}

/**
 * The question numbers of the review, as the test's palette lays them out so a learner knows
 * them: 20 a page in rows of five, one tab stop, the arrows moving focus across pages, Home/End
 * and Page Up/Down as in the palette; Enter, Space or a tap shows that question. Each button
 * has its outcome's colour and shape, a flag when it was marked, and says both in its name.
 * The grid's keys are marked handled, so the review's own ← and → leave them to the grid.
 */
export function SolutionStrip({ questions, currentId, onSelect, labels, locale }: SolutionStripProps) {
  const id = useId();
  const count = questions.length;
  const currentIndex = questions.findIndex((question) => question.id === currentId);
  // When the review moves on (Next, ←/→, another filter), the strip turns to the question's page.
  const grid = usePagedGrid(questions, currentIndex, [currentId, questions]);

  if (count === 0) return null;

  const format = new Intl.NumberFormat(locale);
  const gridId = `${id}-grid`;

  return (
    <div className={styles.strip}>
      <div className={styles.stripScroller}>
        <PagedGrid
          id={gridId}
          grid={grid}
          aria-label={labels.strip}
          renderCell={(question, index) => (
            <button
              ref={(element) => {
                if (element) grid.buttons.set(index, element);
                else grid.buttons.delete(index);
              }}
              type="button"
              tabIndex={index === grid.tabStop ? 0 : -1}
              aria-label={labels.question(question)}
              aria-current={index === currentIndex ? 'true' : undefined}
              data-outcome={question.outcome}
              className={gridStyles.button}
              onClick={() => onSelect(question.id)}
              onKeyDown={(event) => grid.onKeyDown(event, index)}
              onFocus={() => grid.focusIndex(index)}
            >
              <OutcomeShape outcome={question.outcome} marked={question.marked} className={gridStyles.shape} />
              <span className={shapeStyles.number[question.outcome]}>{question.number}</span>
            </button>
          )}
        />
      </div>
      <GridPager
        gridId={gridId}
        grid={grid}
        labels={labels}
        status={labels.page(
          format.format(grid.pageStart + 1),
          format.format(grid.pageStart + grid.pageLength),
          format.format(count),
        )}
        className={styles.stripPager}
      />
    </div>
  );
}
