import { useSyncExternalStore } from 'react';

// A reader who asked their browser to save data (Chrome's Lite mode, `Save-Data: on`) or who is on
// 2G pays for every byte and every second: what only decorates (a slideshow's motion, its code,
// a video's first frames) waits until they ask for it.

/** What Chromium says of the connection (the Network Information API; absent in other browsers). */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

type WatchedConnection = ConnectionHint & Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;

function connection(): WatchedConnection | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: WatchedConnection }).connection;
}

/** True when the connection asks for less data: Save-Data on, or 2G. */
export function isSavingData(hint: ConnectionHint | undefined = connection()): boolean {
  return hint?.saveData === true || hint?.effectiveType === 'slow-2g' || hint?.effectiveType === '2g';
}

function subscribe(onChange: () => void): () => void {
  const watched = connection();
  watched?.addEventListener?.('change', onChange);
  return () => watched?.removeEventListener?.('change', onChange);
}

/** Whether the reader is saving data now, re-rendering when their connection changes. */
export function useSaveData(): boolean {
  // Drawn on the server: not known, so the page as for everyone.
  return useSyncExternalStore(subscribe, () => isSavingData(), () => false);
}
