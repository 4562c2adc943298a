import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextPaletteIndex, pageOf, paletteColumns, palettePageSize } from './paletteKeys';
import * as styles from './QuestionPalette.css';
import {
  defaultQuestionStateLabels,
  type PaletteQuestion,
  type QuestionState,
  type QuestionStateLabels,
} from './questionStates';
import { StateShape } from './StateShape';
import * as shapeStyles from './StateShape.css';

/** Every word the palette shows or says. Numbers given to the functions count from 1. */
export interface QuestionPaletteLabels {
  /** The grid's name for screen readers (not shown), e.g. 'Question palette'. */
  palette: string;
  /** Each state's words, the same the legend shows. */
  states: QuestionStateLabels;
  /** A button's name from its number and its state's words: 'Question 12, answered'. */
  question: (number: number, state: string) => string;
  /** The button that shows the 20 questions before these. */
  previousPage: string;
  /** The button that shows the 20 questions after these. */
  nextPage: string;
  /** Which questions the page shows: 'Questions 21–40 of 200'. */
  page: (first: number, last: number, total: number) => string;
}

export const defaultQuestionPaletteLabels: QuestionPaletteLabels = {
  palette: 'Question palette',
  states: defaultQuestionStateLabels,
  question: (number, state) => `Question ${number}, ${state.toLowerCase()}`,
  previousPage: 'Previous questions',
  nextPage: 'Next questions',
  page: (first, last, total) => `Questions ${first}–${last} of ${total}`,
};

export interface QuestionPaletteProps {
  /** The questions of the section (or test) in order; 20 show at a time. */
  questions: readonly PaletteQuestion[];
  /** The question on screen: outlined, and its page is the one shown. */
  currentId: string;
  /** A question was chosen with a tap, Enter or Space (the current one too, so a drawer can close). */
  onSelect: (id: string) => void;
  labels?: QuestionPaletteLabels;
  /** Shown above the grid and added to its name, e.g. 'Quantitative Aptitude'. */
  sectionName?: string;
}

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

/** What a question's button does: the same functions on every render (see QuestionPalette). */
interface ButtonEvents {
  select: (id: string) => void;
  keyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  focus: (index: number) => void;
}

interface PaletteButtonProps {
  questionId: string;
  /** Its place in the whole test, counting from 0. */
  index: number;
  number: number;
  state: QuestionState;
  label: string;
  isCurrent: boolean;
  isTabStop: boolean;
  events: ButtonEvents;
  /** The buttons on the page by index, for moving focus with the keys. */
  buttons: Map<number, HTMLButtonElement>;
}

/**
 * One question's cell. Its props are plain values and stable functions, so when a question
 * changes state only its own button renders again, not the other nineteen on the page (a cheap
 * phone has a frame's 16 ms for the whole change).
 */
const PaletteButton = memo(function PaletteButton({
  questionId,
  index,
  number,
  state,
  label,
  isCurrent,
  isTabStop,
  events,
  buttons,
}: PaletteButtonProps) {
  return (
    <div role="gridcell" className={styles.cell}>
      <button
        ref={(element) => {
          if (element) buttons.set(index, element);
          else buttons.delete(index);
        }}
        type="button"
        tabIndex={isTabStop ? 0 : -1}
        aria-label={label}
        aria-current={isCurrent ? 'true' : undefined}
        data-state={state}
        className={styles.button}
        onClick={() => events.select(questionId)}
        onKeyDown={(event) => events.keyDown(event, index)}
        onFocus={() => events.focus(index)}
      >
        <StateShape state={state} className={styles.shape} />
        <span className={shapeStyles.number[state]}>{number}</span>
      </button>
    </div>
  );
});

/** Keys the grid owns: they never scroll the page, even where they do not move focus. */
const gridKeys = new Set(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * The computer-based test's question palette: numbered buttons, 20 a page in rows of five, each
 * drawn in its state's colour and shape. One tab stop (a roving tabindex over an ARIA grid):
 * the arrows move focus and carry on across pages, Home and End reach the ends of the page,
 * Ctrl+Home and Ctrl+End the ends of the test, Page Up and Page Down turn the page. Moving focus
 * chooses nothing; Enter, Space or a tap does — a jump never saves an answer on its own.
 */
export function QuestionPalette({
  questions,
  currentId,
  onSelect,
  labels = defaultQuestionPaletteLabels,
  sectionName,
}: QuestionPaletteProps) {
  const id = useId();
  const count = questions.length;
  const pageCount = Math.max(1, Math.ceil(count / palettePageSize));
  const currentIndex = questions.findIndex((question) => question.id === currentId);

  const [page, setPage] = useState(() => pageOf(currentIndex));
  const [activeIndex, setActiveIndex] = useState(currentIndex);
  // When the test moves on (Save & Next from question 20 to 21), the palette turns to its page.
  const [followedId, setFollowedId] = useState(currentId);
  if (followedId !== currentId) {
    setFollowedId(currentId);
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

  const [buttons] = useState(() => new Map<number, HTMLButtonElement>());
  // A key that crosses to another page focuses its button once that page has rendered.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    buttons.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!gridKeys.has(event.key)) return;
    event.preventDefault();
    const next = nextPaletteIndex({ key: event.key, ctrlKey: event.ctrlKey || event.metaKey }, index, count);
    if (next === null) return;
    setActiveIndex(next);
    if (isShown(next)) {
      buttons.get(next)?.focus();
    } else {
      pendingFocus.current = next;
      setPage(pageOf(next));
    }
  };

  // The buttons get the same three functions on every render, which call this render's handlers:
  // a new closure per button per render would make every button render again on every change.
  const latest = useRef<Pick<ButtonEvents, 'select' | 'keyDown'> | null>(null);
  useLayoutEffect(() => {
    latest.current = { select: onSelect, keyDown: onKeyDown };
  });
  const [events] = useState<ButtonEvents>(() => ({
    select: (questionId) => latest.current?.select(questionId),
    keyDown: (event, index) => latest.current?.keyDown(event, index),
    focus: (index) => setActiveIndex(index),
  }));

  // A grid must have rows: a section with no questions shows no palette at all.
  if (count === 0) return null;

  const turnPage = (to: number) => {
    if (to < 0 || to >= pageCount) return;
    setPage(to);
  };

  const rows: PaletteQuestion[][] = [];
  for (let start = 0; start < pageQuestions.length; start += paletteColumns) {
    rows.push(pageQuestions.slice(start, start + paletteColumns));
  }
  const nameId = `${id}-name`;
  const sectionId = `${id}-section`;
  const gridId = `${id}-grid`;
  const firstRow = pageStart / paletteColumns;
  const hasPrevious = shownPage > 0;
  const hasNext = shownPage < pageCount - 1;

  return (
    <div className={styles.root}>
      <span id={nameId} hidden>
        {labels.palette}
      </span>
      {sectionName ? (
        <p id={sectionId} className={styles.section}>
          {sectionName}
        </p>
      ) : null}
      <div className={styles.scroller}>
        <div
          id={gridId}
          role="grid"
          aria-labelledby={sectionName ? `${nameId} ${sectionId}` : nameId}
          aria-rowcount={Math.ceil(count / paletteColumns)}
          aria-colcount={paletteColumns}
          className={styles.grid}
        >
          {/* Rows and cells are keyed by their place on the page: turning the page updates the
              twenty buttons in place instead of building twenty new ones. */}
          {rows.map((row, rowIndex) => (
            <div key={rowIndex} role="row" aria-rowindex={firstRow + rowIndex + 1} className={styles.row}>
              {row.map((question, column) => {
                const index = pageStart + rowIndex * paletteColumns + column;
                return (
                  <PaletteButton
                    key={column}
                    questionId={question.id}
                    index={index}
                    number={question.number}
                    state={question.state}
                    label={labels.question(question.number, labels.states[question.state])}
                    isCurrent={index === currentIndex}
                    isTabStop={index === tabStop}
                    events={events}
                    buttons={buttons}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
      {pageCount > 1 ? (
        <div className={styles.pager}>
          {/* aria-disabled, not disabled: a button that has just reached the last page keeps focus. */}
          <button
            type="button"
            aria-label={labels.previousPage}
            aria-controls={gridId}
            aria-disabled={!hasPrevious}
            className={styles.pageButton}
            onClick={() => turnPage(shownPage - 1)}
          >
            <ChevronIcon direction="previous" />
          </button>
          <p aria-live="polite" className={styles.pageStatus}>
            {labels.page(pageStart + 1, pageStart + pageQuestions.length, count)}
          </p>
          <button
            type="button"
            aria-label={labels.nextPage}
            aria-controls={gridId}
            aria-disabled={!hasNext}
            className={styles.pageButton}
            onClick={() => turnPage(shownPage + 1)}
          >
            <ChevronIcon direction="next" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
