import { atom } from 'jotai';
import type * as ToastModule from 'react-hot-toast';
import { store } from '../../store';

/**
 * Toasts without their library on the first page load: react-hot-toast and the toast area
 * arrive with the first toast, not before the page can be read.
 */
type ToastLibrary = typeof ToastModule;
let library: Promise<ToastLibrary> | undefined;

/** Becomes true with the first toast; the app then mounts the toast area. */
export const toastsNeededAtom = atom(false);

type Tone = 'success' | 'error' | 'info';

/** Shows a toast; the message is its id, so the same message never shows twice at once. */
export function notify(tone: Tone, message: string) {
  // The server's page renderer has nobody to show a toast to; the browser says it when it fetches.
  if (import.meta.env.SSR) return;
  store.set(toastsNeededAtom, true);
  library ??= import('react-hot-toast');
  void library.then(({ default: toast }) => {
    if (tone === 'info') toast(message, { id: message });
    else toast[tone](message, { id: message });
  });
}
