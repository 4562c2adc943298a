/** What Tab can reach: links, enabled form controls and anything given a non-negative tabindex. */
export const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function isShown(element: HTMLElement): boolean {
  // jsdom has no layout (and no checkVisibility): there, only the hidden attribute hides.
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  return element.closest('[hidden]') === null;
}

/** The elements inside `container` that Tab stops on, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => element.closest('[inert]') === null && isShown(element),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`, wrapping at either end. Call it from a keydown
 * listener. A native modal `<dialog>` makes the page behind it inert, but Tab still leaves it for
 * the browser's own toolbar before coming back: a keyboard user on a phone loses their place.
 */
export function trapTabKey(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const items = tabbableElements(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = container.ownerDocument.activeElement;
  const inside = active instanceof HTMLElement && container.contains(active) && active !== container;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
