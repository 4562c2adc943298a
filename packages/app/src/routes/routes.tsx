import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { pageData } from '../data/routeData';
import { courseSearchParams } from '../features/courses/filterCourses';
import { languagesQuery } from '../features/language/queries';
import { PublicLayout } from '../layout/PublicLayout';
import { RootLayout } from '../layout/RootLayout';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { PageLoading } from './PageLoading';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A page module: the screen, and the loader that fetches what it shows first (data/routeData.ts). */
interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/** What the server needs to know of a page before its code loads (see pageAddress). */
export interface PageHandle {
  /** The query parameters the page reads; any other one does not change what it shows. */
  search: readonly string[];
}

/** A page loaded on first visit: a learner on slow data downloads only the page they open. */
function page(path: string | undefined, load: () => Promise<PageModule>, handle?: PageHandle): RouteObject {
  const lazy = async () => {
    const { default: Component, loader } = await load();
    return loader ? { Component, loader } : { Component };
  };
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}

/** /login and /signup, on their own without the site's header and footer. */
const standalone: RouteObject = {
  element: <StandaloneLayout />,
  errorElement: <RouteErrorBoundary />,
  children: [
    page('login', () => import('./auth/LoginPage')),
    page('signup', () => import('./auth/SignupPage')),
    // The link mailed to confirm an address (sign-up, Change e-mail); it reads `token`.
    page('confirm-email', () => import('./confirm-email/ConfirmEmailPage')),
  ],
};

/** The dashboard's frame with its access rule; it and every dashboard page load on first visit. */
const dashboard: RouteObject = {
  path: 'dashboard',
  lazy: async () => {
    const [{ default: DashboardLayout }, { RequireAuth }] = await Promise.all([
      import('./dashboard/DashboardLayout'),
      import('./dashboard/RequireAuth'),
    ]);
    return {
      Component: () => (
        <RequireAuth>
          <DashboardLayout />
        </RequireAuth>
      ),
    };
  },
  errorElement: <RouteErrorBoundary />,
  children: [
    { index: true, element: <Navigate to="/dashboard/courses" replace /> },
    page('courses', () => import('./dashboard/DashboardCoursesPage')),
    page('profile', () => import('./dashboard/ProfilePage')),
    page('settings', () => import('./dashboard/SettingsPage')),
    page('test-list/:category', () => import('./dashboard/TestListPage')),
    page('*', () => import('./NotFoundPage')),
  ],
};

/** The public site: top bar, header and footer around each page. */
const publicSite: RouteObject = {
  element: <PublicLayout />,
  errorElement: <RouteErrorBoundary />,
  children: [
    {
      errorElement: <RouteErrorBoundary />,
      children: [
        page(undefined, () => import('./home/HomePage')),
        page('about', () => import('./about/AboutPage')),
        page('course', () => import('./courses/CoursesPage'), { search: courseSearchParams }),
        page('course/:slug', () => import('./course/CourseLandingPage')),
        page('sbi-po-exam', () => import('./course/CourseLandingPage')),
        page('exam/:slug', () => import('./exam/ExamPage')),
        page('test-series', () => import('./test-series/TestSeriesListPage')),
        page('test-series/:slug', () => import('./test-series/TestSeriesPage')),
        page('library', () => import('./library/LibraryPage')),
        page('library/:slug', () => import('./library/BookPage')),
        page('subscription-plans', () => import('./plans/SubscriptionPlansPage')),
        page('*', () => import('./NotFoundPage')),
      ],
    },
  ],
};

/** Every route of the app; the browser router and the server's page renderer share them. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    // The top bar's language menu, on every page.
    loader: pageData((ensure) => [ensure(languagesQuery)]),
    children: [standalone, dashboard, publicSite],
  },
];

/** Paths left to the browser: see isServerRendered. */
// /confirm-email: its link carries a token, which no drawing or page cache should hold.
const browserOnly = ['/dashboard', '/login', '/signup', '/confirm-email'];

/**
 * Paths the server renders to HTML: the public site, for visitors. The dashboard needs a signed-in
 * learner, whom the server does not know (the token lives in the browser). Log-in and sign-up are
 * forms and little else: drawn early, they could be filled in before their code arrives, and a
 * native submit would put the password in the address.
 */
export function isServerRendered(pathname: string): boolean {
  return !browserOnly.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
