import { Provider as JotaiProvider, type createStore } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { themeClass } from '@pariksha/ui';
import { DocumentLanguage } from './features/language/DocumentLanguage';
import { LazyToasts } from './features/toasts/LazyToasts';

/**
 * Marks the page as the app's: `<html data-app-ready>` once the first render (or the takeover of
 * the server's HTML) is committed. Forms submit from then on (src/boot/after-paint.js), and tests
 * wait for it before they type.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

/**
 * What surrounds the router in the browser and on the server alike: the jotai store, the
 * document's language and the theme. The same tree on both sides is what lets the browser take
 * over the server's HTML without drawing it again.
 */
export function AppFrame({ store, children }: { store: ReturnType<typeof createStore>; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <DocumentLanguage />
      <AppReady />
      <div className={themeClass}>
        {children}
        <LazyToasts />
      </div>
    </JotaiProvider>
  );
}
