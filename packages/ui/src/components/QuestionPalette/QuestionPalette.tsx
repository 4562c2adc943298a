import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { GridPager } from '../private/PagedGrid/GridPager';
import { PagedGrid } from '../private/PagedGrid/PagedGrid';
import * as gridStyles from '../private/PagedGrid/pagedGrid.css';
import { usePagedGrid } from '../private/PagedGrid/usePagedGrid';
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
 * One question's button. Its props are plain values and stable functions, so when a question
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
      className={gridStyles.button}
      onClick={() => events.select(questionId)}
      onKeyDown={(event) => events.keyDown(event, index)}
      onFocus={() => events.focus(index)}
    >
      <StateShape state={state} className={styles.shape} />
      <span className={shapeStyles.number[state]}>{number}</span>
    </button>
  );
});

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
  const currentIndex = questions.findIndex((question) => question.id === currentId);
  // When the test moves on (Save & Next from question 20 to 21), the palette turns to its page.
  const grid = usePagedGrid(questions, currentIndex, [currentId]);

  // The buttons get the same three functions on every render, which call this render's handlers:
  // a new closure per button per render would make every button render again on every change.
  const latest = useRef<Pick<ButtonEvents, 'select' | 'keyDown'> | null>(null);
  useLayoutEffect(() => {
    latest.current = { select: onSelect, keyDown: grid.onKeyDown };
  });
  const [events] = useState<ButtonEvents>(() => ({
    select: (questionId) => latest.current?.select(questionId),
    keyDown: (event, index) => latest.current?.keyDown(event, index),
    focus: grid.focusIndex,
  }));

  // A grid must have rows: a section with no questions shows no palette at all.
  if (count === 0) return null;

  const nameId = `${id}-name`;
  const sectionId = `${id}-section`;
  const gridId = `${id}-grid`;

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
        <PagedGrid
          id={gridId}
          grid={grid}
          aria-labelledby={sectionName ? `${nameId} ${sectionId}` : nameId}
          renderCell={(question, index) => (
            <PaletteButton
              questionId={question.id}
              index={index}
              number={question.number}
              state={question.state}
              label={labels.question(question.number, labels.states[question.state])}
              isCurrent={index === currentIndex}
              isTabStop={index === grid.tabStop}
              events={events}
              buttons={grid.buttons}
            />
          )}
        />
      </div>
      <GridPager
        gridId={gridId}
        grid={grid}
        labels={labels}
        status={labels.page(grid.pageStart + 1, grid.pageStart + grid.pageLength, count)}
      />
    </div>
  );
}
