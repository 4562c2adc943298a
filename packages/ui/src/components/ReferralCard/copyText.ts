/** The part of the Clipboard API used here: what a story or a test stubs. */
export interface TextClipboard {
  writeText: (text: string) => Promise<void>;
}

/** The page's clipboard, or undefined where there is none (insecure page, old browser, server). */
export function pageClipboard(): TextClipboard | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

/**
 * Writes `text` to the clipboard. True when it got there; false when the browser has no
 * clipboard or refused (no permission, the page not focused), so the caller can offer the text
 * selected for a manual copy instead.
 */
export async function copyText(text: string, clipboard: TextClipboard | undefined = pageClipboard()): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Selects all of an element's text, ready for Ctrl+C or a long press (the copy fallback). */
export function selectText(element: HTMLElement): void {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    element.focus();
    element.select();
    return;
  }
  element.ownerDocument.defaultView?.getSelection()?.selectAllChildren(element);
}
