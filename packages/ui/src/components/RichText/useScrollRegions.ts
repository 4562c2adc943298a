import { richTextScrollSelector } from '@pariksha/contract/rich-text';
import { useEffect, type RefObject } from 'react';

/** Below a pixel is rounding, not content. */
const tolerance = 1;

/**
 * Makes each wide formula and table in the HTML reachable with Tab while, and only while, it
 * scrolls sideways (WCAG 2.1.1: the arrow keys then scroll it); one that fits is no Tab stop.
 * Watched as the column changes width (a phone turned, a passage opened).
 */
export function useScrollRegions(container: RefObject<HTMLElement | null>, html: string): void {
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const regions = Array.from(element.querySelectorAll<HTMLElement>(richTextScrollSelector));
    if (regions.length === 0) return undefined;
    const update = () => {
      for (const region of regions) {
        if (region.scrollWidth - region.clientWidth > tolerance) region.tabIndex = 0;
        else region.removeAttribute('tabindex');
      }
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    for (const region of regions) observer.observe(region);
    return () => observer.disconnect();
  }, [container, html]);
}
