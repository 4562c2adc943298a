import './fonts.css';
import './global.css';
import { hydrate } from '@tanstack/query-core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppFrame } from './App';
import { tokenAtom } from './features/auth/atoms';
import { selectedLanguageAtom } from './features/language/atoms';
import { loadCatalogue } from './i18n/translate';
import { appRoutes } from './routes/routes';
import { loadMatchedRoutes } from './ssr/loadMatchedRoutes';
import { readServerPageState } from './ssr/serverPageState';
import { queryClient, store } from './store';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const language = store.get(selectedLanguageAtom);
const serverPage = readServerPageState(document);
// The lists the server fetched in this language are this reader's lists: no second download.
const sameLanguage = serverPage?.language === language;
if (serverPage && sameLanguage) hydrate(queryClient, serverPage.queries);
// The server draws the page for a signed-out visitor; a signed-in learner's header differs.
const canTakeOver = sameLanguage && root.hasChildNodes() && store.get(tokenAtom) === null;

const [, takeOver] = await Promise.all([
  // A Hindi reader's strings arrive before the first render: no English flash.
  loadCatalogue(language).catch(() => undefined),
  // Without the page's code (a failed download) the page is drawn afresh once it arrives.
  canTakeOver ? loadMatchedRoutes(appRoutes, window.location.pathname).then(() => true, () => false) : false,
]);
const app = (
  <StrictMode>
    <AppFrame store={store}>
      <RouterProvider router={createBrowserRouter(appRoutes)} />
    </AppFrame>
  </StrictMode>
);
// In a transition, React takes the page over in short slices between which the browser can
// answer a tap and paint, instead of one long task on a slow phone.
if (takeOver) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
