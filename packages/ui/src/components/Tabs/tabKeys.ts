/**
 * Where a key moves focus in a horizontal tab list of `count` tabs, from the tab at `current`:
 * the arrows step and wrap around, Home and End jump to either end. `null` for any other key.
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The id of the tab element for `tabId` in the tabs sharing the panel `panelId`: the page's
 * tabpanel names itself with it (`aria-labelledby`). Spaces are not allowed in ids.
 */
export function tabIdFor(panelId: string, tabId: string): string {
  return `${panelId}-tab-${tabId.replace(/\s+/g, '-')}`;
}
