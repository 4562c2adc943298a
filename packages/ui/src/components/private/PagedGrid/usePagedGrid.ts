import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nextPaletteIndex, pageOf, paletteColumns, palettePageSize } from './paletteKeys';

/** Keys the grid owns: they never scroll the page (nor reach a listener above it), even where they do not move focus. */
const gridKeys = new Set(['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End', 'PageUp', 'PageDown']);

/** One render's page of a paged grid, and what its buttons and pager call. */
export interface PagedGridState<T> {
  /** The page's items in rows of five. */
  rows: T[][];
  /** The place in the whole list of the page's first item, counting from 0. */
  pageStart: number;
  /** How many items the page shows. */
  pageLength: number;
  /** The rows of the whole list, and those before this page (for aria-rowcount and aria-rowindex). */
  rowCount: number;
  firstRow: number;
  /** The one button Tab reaches (a roving tabindex). */
  tabStop: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Shows the page before (-1) or after (1) this one, where there is one. */
  turnPage: (step: -1 | 1) => void;
  /** A button took focus, so it becomes the tab stop. The same function on every render. */
  focusIndex: (index: number) => void;
  /** The page's buttons by index, filled by their refs. The same Map on every render. */
  buttons: Map<number, HTMLButtonElement>;
  /** A button's keydown: the arrows move focus and carry on across pages, as `nextPaletteIndex` says. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

const sameValues = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, place) => Object.is(value, b[place]));

/**
 * The paging and focus of a grid laid out as the test's palette: 20 items a page in rows of
 * five, one tab stop, the page of the current item shown. When any of `follow` changes (the
 * test moves on; the review's filter changes) the grid turns to the current item's page; in
 * between, the learner may turn pages freely.
 */
export function usePagedGrid<T>(items: readonly T[], currentIndex: number, follow: readonly unknown[]): PagedGridState<T> {
  const count = items.length;
  const pageCount = Math.max(1, Math.ceil(count / palettePageSize));

  const [page, setPage] = useState(() => pageOf(currentIndex));
  const [activeIndex, setActiveIndex] = useState(currentIndex);
  const [followed, setFollowed] = useState(follow);
  if (!sameValues(followed, follow)) {
    setFollowed(follow);
    if (currentIndex >= 0) {
      setPage(pageOf(currentIndex));
      setActiveIndex(currentIndex);
    }
  }

  const shownPage = Math.min(page, pageCount - 1);
  const pageStart = shownPage * palettePageSize;
  const pageItems = items.slice(pageStart, pageStart + palettePageSize);
  const isShown = (index: number) => index >= pageStart && index < pageStart + pageItems.length;
  const tabStop = isShown(activeIndex) ? activeIndex : isShown(currentIndex) ? currentIndex : pageStart;
  const hasPrevious = shownPage > 0;
  const hasNext = shownPage < pageCount - 1;

  const [buttons] = useState(() => new Map<number, HTMLButtonElement>());
  // A key that crosses to another page focuses its button once that page has rendered.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    if (pendingFocus.current === null) return;
    buttons.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
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

  const turnPage = (step: -1 | 1) => {
    if (step === -1 ? hasPrevious : hasNext) setPage(shownPage + step);
  };

  const rows: T[][] = [];
  for (let start = 0; start < pageItems.length; start += paletteColumns) {
    rows.push(pageItems.slice(start, start + paletteColumns));
  }

  return {
    rows,
    pageStart,
    pageLength: pageItems.length,
    rowCount: Math.ceil(count / paletteColumns),
    firstRow: pageStart / paletteColumns,
    tabStop,
    hasPrevious,
    hasNext,
    turnPage,
    focusIndex: setActiveIndex,
    buttons,
    onKeyDown,
  };
}
