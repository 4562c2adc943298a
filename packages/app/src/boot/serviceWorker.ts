import { isSavingData, type ConnectionHint } from '@pariksha/ui';

// Registers the service worker the build generates (vite.config.ts `offlineApp`): the app then
// installs on a phone and its pages open with no network. Registered once the page has loaded and
// the phone is idle, so its downloads never share a slow line or a busy moment with the page's own;
// not at all for a reader who asked their browser to save data or is on 2G, whose data it would
// spend on pages they may never open.

/** Registers /sw.js where the browser has service workers; a failure leaves the app as it was. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (isSavingData((navigator as Navigator & { connection?: ConnectionHint }).connection)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  // Safari has no requestIdleCallback: a moment after the load there.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 5_000 });
    else setTimeout(register, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
