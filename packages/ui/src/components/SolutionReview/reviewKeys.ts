/** Typing here needs the arrows: a form field, or anything editable. */
const fields = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])';

/** Widgets that move their own focus with the arrows (the number grid, a radio group, tabs…). */
const composites = [
  'grid',
  'radiogroup',
  'tablist',
  'listbox',
  'menu',
  'menubar',
  'slider',
  'tree',
  'toolbar',
  'combobox',
]
  .map((role) => `[role="${role}"]`)
  .join(', ');

export type ReviewKeyEvent = Pick<
  KeyboardEvent,
  'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'defaultPrevented' | 'target'
>;

/**
 * Whether a key press moves the review to the previous (−1) or next (1) question: a bare ← or →
 * pressed inside the review, or with nothing focused, and not in a field or a widget that
 * owns the arrows (there they keep their own meaning). `null` for every other key.
 */
export function reviewStep(event: ReviewKeyEvent, root: Element): -1 | 1 | null {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return null;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const document = root.ownerDocument;
  const nothingFocused = target === document.body || target === document.documentElement;
  if (!nothingFocused && !root.contains(target)) return null;
  if (target.closest(fields) || target.closest(composites)) return null;
  return event.key === 'ArrowLeft' ? -1 : 1;
}
