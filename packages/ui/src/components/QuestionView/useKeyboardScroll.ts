import { useCallback } from 'react';

/** Below a pixel is rounding, not content. */
const tolerance = 1;

/**
 * A ref that makes a box scrolling itself reachable with Tab, so the keyboard's arrows can
 * scroll it (WCAG 2.1.1), and only while it does scroll: on a phone the passage is part of the
 * page, and a Tab stop on plain text would only be one more press. Kept up to date as the box
 * changes size, written straight to the element without re-rendering React. A callback ref,
 * so a passage that appears only on a later question is watched too.
 */
export function useKeyboardScroll(): (element: HTMLElement | null) => (() => void) | undefined {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const update = () => {
      if (element.scrollHeight - element.clientHeight > tolerance) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
}
