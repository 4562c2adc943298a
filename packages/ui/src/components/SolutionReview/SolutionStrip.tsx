import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { nextPaletteIndex, pageOf, paletteColumns, palettePageSize } from '../QuestionPalette/paletteKeys';
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

/** Keys the grid owns: they never scroll the page, nor turn the review's question. */
const gridKeys = new Set(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']);

function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.pageIcon}>
      <path
        d={direction === 'previous' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The question numbers of the review, as the test's palette lays them out so a learner knows
 * them: 20 a page in rows of five, one tab stop, the arrows moving focus across pages, Home/End
 * and Page Up/Down as in the palette; Enter, Space or a tap shows that question. Each button
 * has its outcome's colour and shape, a flag when it was marked, and says both in its name.
 */
export function SolutionStrip({ questions, currentId, onSelect, labels, locale }: SolutionStripProps) {
  const id = useId();
  const count = questions.length;
  const pageCount = Math.max(1, Math.ceil(count / palettePageSize));
  const currentIndex = questions.findIndex((question) => question.id === currentId);

  const [page, setPage] = useState(() => pageOf(currentIndex));
  const [activeIndex, setActiveIndex] = useState(currentIndex);
  // When the review moves on (Next, ←/→, another filter), the strip turns to the question's page.
  const [followed, setFollowed] = useState({ currentId, questions });
  if (followed.currentId !== currentId || followed.questions !== questions) {
    setFollowed({ currentId, questions });
    if (currentIndex >= 0) {
      setPage(pageOf(currentIndex));
      setActiveIndex(currentIndex);
    }
  }

  const shownPage = Math.min(page, pageCount - 1);
  const pageStart = shownPage * palettePageSize;
  const pageQuestions = questions.slice(pageStart, pageStart + palettePageSize);
  const isShown = (index: number) => index >= pageStart && index < pageStart + pageQuestions.length;
  const tabStop = isShown(activeIndex) ? activeIndex : isShown(currentIndex) ? currentIndex : pageStart;

  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // A key that crosses to another page focuses its button once that page has rendered.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    buttons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!gridKeys.has(event.key)) return;
    event.preventDefault();
    const next = nextPaletteIndex({ key: event.key, ctrlKey: event.ctrlKey || event.metaKey }, index, count);
    if (next === null) return;
    setActiveIndex(next);
    if (isShown(next)) {
      buttons.current.get(next)?.focus();
    } else {
      pendingFocus.current = next;
      setPage(pageOf(next));
    }
  };

  const format = new Intl.NumberFormat(locale);
  const rows: SolutionQuestion[][] = [];
  for (let start = 0; start < pageQuestions.length; start += paletteColumns) {
    rows.push(pageQuestions.slice(start, start + paletteColumns));
  }
  const gridId = `${id}-grid`;
  const firstRow = pageStart / paletteColumns;
  const hasPrevious = shownPage > 0;
  const hasNext = shownPage < pageCount - 1;

  return (
    <div className={styles.strip}>
      <div className={styles.stripScroller}>
        <div
          id={gridId}
          role="grid"
          aria-label={labels.strip}
          aria-rowcount={Math.ceil(count / paletteColumns)}
          aria-colcount={paletteColumns}
          className={styles.stripGrid}
        >
          {rows.map((row, rowIndex) => (
            <div key={rowIndex} role="row" aria-rowindex={firstRow + rowIndex + 1} className={styles.stripRow}>
              {row.map((question, column) => {
                const index = pageStart + rowIndex * paletteColumns + column;
                return (
                  <div key={column} role="gridcell" className={styles.stripCell}>
                    <button
                      ref={(element) => {
                        if (element) buttons.current.set(index, element);
                        else buttons.current.delete(index);
                      }}
                      type="button"
                      tabIndex={index === tabStop ? 0 : -1}
                      aria-label={labels.question(question)}
                      aria-current={index === currentIndex ? 'true' : undefined}
                      data-outcome={question.outcome}
                      className={styles.numberButton}
                      onClick={() => onSelect(question.id)}
                      onKeyDown={(event) => onKeyDown(event, index)}
                      onFocus={() => setActiveIndex(index)}
                    >
                      <OutcomeShape outcome={question.outcome} marked={question.marked} className={styles.numberShape} />
                      <span className={shapeStyles.number[question.outcome]}>{question.number}</span>
                    </button>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {pageCount > 1 ? (
        <div className={styles.stripPager}>
          {/* aria-disabled, not disabled: a button that has just reached the last page keeps focus. */}
          <button
            type="button"
            aria-label={labels.previousPage}
            aria-controls={gridId}
            aria-disabled={!hasPrevious}
            className={styles.pageButton}
            onClick={() => hasPrevious && setPage(shownPage - 1)}
          >
            <ChevronIcon direction="previous" />
          </button>
          {/* Heard after a page turn: short, and only when the page changes. */}
          <p aria-live="polite" className={styles.pageStatus}>
            {labels.page(format.format(pageStart + 1), format.format(pageStart + pageQuestions.length), format.format(count))}
          </p>
          <button
            type="button"
            aria-label={labels.nextPage}
            aria-controls={gridId}
            aria-disabled={!hasNext}
            className={styles.pageButton}
            onClick={() => hasNext && setPage(shownPage + 1)}
          >
            <ChevronIcon direction="next" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
