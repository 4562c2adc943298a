import { useEffect, useRef } from 'react';

export type EditorShortcut = 'save' | 'submit';

/** Ctrl+S (⌘S on a Mac) saves; Ctrl+Enter (⌘Enter) submits for review. Null for any other key. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): EditorShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  if (event.key.toLowerCase() === 's' && !event.shiftKey) return 'save';
  if (event.key === 'Enter') return 'submit';
  return null;
}

/** Listens for the editor's shortcuts anywhere on the page (inside the fields too). */
export function useEditorShortcuts(handlers: Record<EditorShortcut, () => void>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (shortcut === null) return;
      // The browser's own 'Save page as…' would take the editor's work to a file instead.
      event.preventDefault();
      latest.current[shortcut]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
