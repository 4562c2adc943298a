import { Provider as JotaiProvider, type createStore } from 'jotai';
import type { ReactNode } from 'react';
import { themeClass } from '@pariksha/ui';
import { DocumentLanguage } from './features/language/DocumentLanguage';
import { LazyToasts } from './features/toasts/LazyToasts';

/**
 * What surrounds the router in the browser and on the server alike: the jotai store, the
 * document's language and the theme. The same tree on both sides is what lets the browser take
 * over the server's HTML without drawing it again.
 */
export function AppFrame({ store, children }: { store: ReturnType<typeof createStore>; children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <DocumentLanguage />
      <div className={themeClass}>
        {children}
        <LazyToasts />
      </div>
    </JotaiProvider>
  );
}
