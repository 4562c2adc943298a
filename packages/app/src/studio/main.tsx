import '../fonts.css';
import '../global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppFrame } from '../App';
import { store } from '../browserSession';
import { selectedLanguageAtom } from '../features/language/atoms';
import { loadCatalogue } from '../i18n/translate';
import { RootLayout } from '../layout/RootLayout';
import type { PageTitle } from '../routes/pageTitle';
import { RouteErrorBoundary } from '../routes/RouteErrorBoundary';
import { studioText } from './i18n/studioText';
import { LearnersPage } from './layout/LearnersPage';
import { studioRoutes } from './studioRoutes';

/**
 * The team's studio: an app of its own (studio.html, `vite build --mode studio`), which the
 * server sends for /studio and every address under it. Built apart from the learners' site, so
 * none of its code or styles is in a file a learner downloads. It shares the learners' session
 * (the same origin, token and language) and their sign-in: an address outside /studio is the
 * learners' site's, loaded afresh (LearnersPage), as /studio is from there (features/auth/studioDoor.ts).
 */
const title: PageTitle = ({ language }) => studioText(language)('frame.brand');

const routes: RouteObject[] = [
  {
    // The tab's title and the logout question, as on every learner's page.
    element: <RootLayout />,
    children: [
      { path: 'studio', children: studioRoutes, errorElement: <RouteErrorBoundary />, handle: { title } },
      { path: '*', element: <LearnersPage /> },
    ],
  },
];

const root = document.getElementById('root');
if (!root) throw new Error('studio.html has no #root element');
// A Hindi reader's shared strings (buttons, errors) arrive before the first render.
await loadCatalogue(store.get(selectedLanguageAtom)).catch(() => undefined);
createRoot(root).render(
  <StrictMode>
    <AppFrame store={store}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppFrame>
  </StrictMode>,
);
