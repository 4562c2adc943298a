import { useEffect, type FocusEvent, type RefObject } from 'react';

/** Which sides of a sideways-scrolling row hide more content: 'start', 'end', 'both' or nothing. */
export type OverflowSide = 'start' | 'end' | 'both';

/** The attribute `useOverflowHint` sets; `overflowHintRule` fades the row's hidden sides. */
export const overflowHintAttribute = 'data-overflow';

/** Below a pixel is rounding, not content. */
const tolerance = 1;

function sidesOf(element: HTMLElement): OverflowSide | null {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= tolerance) return null;
  // scrollLeft is negative in right-to-left rows; its size is what has been scrolled past.
  const scrolled = Math.abs(element.scrollLeft);
  const start = scrolled > tolerance;
  const end = scrolled < hidden - tolerance;
  if (start && end) return 'both';
  return start ? 'start' : end ? 'end' : null;
}

/**
 * Marks a row that scrolls sideways with the sides that hide content (`data-overflow`), so its
 * style can fade them: a learner sees there is more, instead of a chip or tab cut off at the edge.
 * Kept up to date as the row scrolls or changes size. Written straight to the element, so
 * scrolling never re-renders React.
 */
export function useOverflowHint(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const sides = sidesOf(element);
      if (sides) element.setAttribute(overflowHintAttribute, sides);
      else element.removeAttribute(overflowHintAttribute);
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    // The row's content changes size too: new chips, a label in another language.
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}

/**
 * Brings a focused chip or tab wholly into its row. Chrome scrolls a focused element only when
 * less than 32 px of it shows, which leaves a keyboard user on a half-hidden label.
 */
export function revealInRow(event: FocusEvent<HTMLElement>): void {
  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
