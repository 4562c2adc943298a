import { atom } from 'jotai';
import type * as ToastModule from 'react-hot-toast';
import type { AppStore } from '../../appStore';

/**
 * Toasts without their library on the first page load: react-hot-toast and the toast area
 * arrive with the first toast, not before the page can be read.
 */
type ToastLibrary = typeof ToastModule;
let library: Promise<ToastLibrary> | undefined;

/** Becomes true with the first toast; the app then mounts the toast area. */
export const toastsNeededAtom = atom(false);

export type ToastTone = 'success' | 'error' | 'info';

/** Shows a toast to the store's reader; the message is its id, so the same one never shows twice at once. */
export function showToast(store: AppStore, tone: ToastTone, message: string) {
  store.set(toastsNeededAtom, true);
  library ??= import('react-hot-toast');
  void library.then(({ default: toast }) => {
    if (tone === 'info') toast(message, { id: message });
    else toast[tone](message, { id: message });
  });
}
