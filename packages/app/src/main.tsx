import './fonts.css';
import './global.css';
import { hydrate } from '@tanstack/query-core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppFrame } from './App';
import { registerServiceWorker } from './boot/serviceWorker';
import { decideStart } from './boot/takeOver';
import { queryClient, store } from './browserSession';
import { browserPatienceMs, routeContext } from './data/routeData';
import { tokenAtom } from './features/auth/atoms';
import { selectedLanguageAtom } from './features/language/atoms';
import { loadCatalogue } from './i18n/translate';
import { appRoutes } from './routes/routes';
import { loadMatchedRoutes } from './ssr/loadMatchedRoutes';
import { readServerPageState } from './ssr/serverPageState';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const language = store.get(selectedLanguageAtom);
const start = decideStart({
  serverPage: readServerPageState(document),
  language,
  hasServerHtml: root.hasChildNodes(),
  signedIn: store.get(tokenAtom) !== null,
});
// The lists the server fetched in this language are this reader's lists: no second download.
if (start.serverPage) hydrate(queryClient, start.serverPage.queries);

const [, takeOver] = await Promise.all([
  // A Hindi reader's strings arrive before the first render: no English flash.
  loadCatalogue(language).catch(() => undefined),
  // Without the page's code (a failed download) the page is drawn afresh once it arrives.
  start.kind === 'take-over'
    ? loadMatchedRoutes(appRoutes, window.location.pathname).then(() => true, () => false)
    : false,
]);
const router = createBrowserRouter(appRoutes, {
  getContext: () => routeContext(store, browserPatienceMs),
  // Taking over, the router starts where the server's ended instead of running the loaders again.
  hydrationData: takeOver && start.kind === 'take-over' ? { loaderData: start.serverPage.routes } : undefined,
});
const app = (
  <StrictMode>
    <AppFrame store={store}>
      <RouterProvider router={router} />
    </AppFrame>
  </StrictMode>
);
// In a transition, React takes the page over in short slices between which the browser can
// answer a tap and paint, instead of one long task on a slow phone.
if (takeOver) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
// Built files only: the dev server's modules are not the build's.
if (import.meta.env.PROD) registerServiceWorker();
