/** Buttons in a row of the palette. A page (20) is always whole rows, so rows continue across pages. */
export const paletteColumns = 5;
/** Buttons on one page of the palette: the spec's palette of 20. */
export const palettePageSize = 20;

/** The page (from 0) that shows the question at `index`. */
export function pageOf(index: number): number {
  return Math.floor(Math.max(0, index) / palettePageSize);
}

export interface PaletteKey {
  key: string;
  /** Ctrl (or ⌘) was held: Ctrl+Home and Ctrl+End reach the test's first and last question. */
  ctrlKey?: boolean;
}

/**
 * Where a key moves focus in a palette of `count` questions from the one at `index` (both
 * counting from 0 across every page), following the ARIA grid pattern: the arrows step by one
 * or by a row and carry on to the next or previous page; Home and End reach the ends of the
 * page shown, Ctrl+Home and Ctrl+End the ends of the test; Page Up and Page Down turn the page,
 * keeping the place on it. Nothing wraps. `null` when the key does not move focus.
 */
export function nextPaletteIndex({ key, ctrlKey = false }: PaletteKey, index: number, count: number): number | null {
  if (count <= 0 || index < 0 || index >= count) return null;
  const last = count - 1;
  const pageStart = pageOf(index) * palettePageSize;
  const pageEnd = Math.min(pageStart + palettePageSize, count) - 1;
  let next: number;
  switch (key) {
    case 'ArrowRight':
      next = index + 1;
      break;
    case 'ArrowLeft':
      next = index - 1;
      break;
    case 'ArrowDown':
      next = index + paletteColumns;
      break;
    case 'ArrowUp':
      next = index - paletteColumns;
      break;
    case 'Home':
      next = ctrlKey ? 0 : pageStart;
      break;
    case 'End':
      next = ctrlKey ? last : pageEnd;
      break;
    case 'PageDown':
      if (pageStart + palettePageSize > last) return null;
      next = Math.min(index + palettePageSize, last);
      break;
    case 'PageUp':
      next = index - palettePageSize;
      break;
    default:
      return null;
  }
  return next >= 0 && next <= last ? next : null;
}
