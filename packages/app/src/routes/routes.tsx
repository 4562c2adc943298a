import type { ComponentType } from 'react';
import { Navigate, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { pageData } from '../data/routeData';
import { courseSearchParams } from '../features/courses/filterCourses';
import { forumSearchParams } from '../features/forum/forumSearchParams';
import { lessonSearchParams } from '../features/videos/lessonSearchParams';
import { languagesQuery } from '../features/language/queries';
import { siteSearchParams } from '../features/search/siteSearchParams';
import { PublicLayout } from '../layout/PublicLayout';
import { RootLayout } from '../layout/RootLayout';
import { StandaloneLayout } from '../layout/StandaloneLayout';
import { PageLoading } from './PageLoading';
import {
  bookTitle,
  courseTitle,
  examTitle,
  forumTopicTitle,
  searchTitle,
  testListTitle,
  testQuestionsTitle,
  testSeriesTitle,
  videoLessonTitle,
} from './pageTitles';
import type { PageTitle } from './pageTitle';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A page module: the screen, and the loader that fetches what it shows first (data/routeData.ts). */
interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
}

/** What the server and the browser tab need to know of a page before its code loads. */
export interface PageHandle {
  /** The browser tab's name for the page (see pageTitle.ts): every page has one. */
  title: PageTitle;
  /** The query parameters the page reads; any other one does not change what it shows (see pageAddress). */
  search?: readonly string[];
}

/** A page loaded on first visit: a learner on slow data downloads only the page they open. */
function page(path: string | undefined, load: () => Promise<PageModule>, handle: PageHandle): RouteObject {
  const lazy = async () => {
    const { default: Component, loader } = await load();
    return loader ? { Component, loader } : { Component };
  };
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}

/** The spec's misspelled test paths lead to the registered ones, keeping the query (`?attempt=…`). */
function KeepQueryRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

function redirect(path: string, to: string, title: PageHandle['title']): RouteObject {
  return { path, element: <KeepQueryRedirect to={to} />, handle: { title } satisfies PageHandle };
}

/**
 * The mock test's instructions, questions and summary share one layout that loads the attempt
 * named in `?attempt=` and holds its one machine actor, so moving between them keeps the session.
 */
const testSession: RouteObject = {
  lazy: async () => {
    const { default: Component, loader } = await import('./mock-test/shared/TestSessionLayout');
    return { Component, loader };
  },
  children: [
    page('test-instruction', () => import('./mock-test/instructions/InstructionsPage'), { title: 'title.testInstructions', search: ['attempt', 'title', 'questions', 'minutes', 'marks'] }),
    page('aptitude', () => import('./mock-test/questions/QuestionsPage'), { title: testQuestionsTitle, search: ['attempt'] }),
    page('test-summary', () => import('./mock-test/summary/SummaryPage'), { title: 'title.testSummary', search: ['attempt'] }),
  ],
};

/** /login and /signup, on their own without the site's header and footer. */
const standalone: RouteObject = {
  element: <StandaloneLayout />,
  errorElement: <RouteErrorBoundary />,
  children: [
    page('login', () => import('./auth/LoginPage'), { title: 'nav.logIn' }),
    page('signup', () => import('./auth/SignupPage'), { title: 'nav.signUp' }),
    // The link mailed to confirm an address (sign-up, Change e-mail); it reads `token`.
    page('confirm-email', () => import('./confirm-email/ConfirmEmailPage'), { title: 'title.confirmEmail' }),
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
    { index: true, element: <Navigate to="/dashboard/courses" replace />, handle: { title: 'nav.dashboard' } satisfies PageHandle },
    page('courses', () => import('./dashboard/DashboardCoursesPage'), { title: 'title.myCourses' }),
    page('profile', () => import('./dashboard/ProfilePage'), { title: 'title.profile' }),
    page('settings', () => import('./dashboard/SettingsPage'), { title: 'title.settings' }),
    page('test', () => import('./mock-test/tests/TestsPage'), { title: 'title.mockTests' }),
    page('test-list/:category', () => import('./mock-test/test-list/TestListPage'), { title: testListTitle }),
    testSession,
    page('test-result', () => import('./mock-test/result/ResultPage'), { title: 'title.testResult', search: ['attempt'] }),
    page('orders', () => import('./orders/OrdersPage'), { title: 'title.orders' }),
    page('orders/:orderId/receipt', () => import('./orders/ReceiptPage'), { title: 'title.receipt' }),
    page('refer', () => import('./refer/ReferPage'), { title: 'title.refer' }),
    page('checkout', () => import('./checkout/CheckoutPage'), { title: 'title.checkout', search: ['kind', 'plan', 'billing', 'exam', 'slug'] }),
    page('pay/:paymentId', () => import('./checkout/TestPaymentPage'), { title: 'title.pay' }),
    page('discussion-forum', () => import('./forum/ForumPage'), { title: 'title.forum', search: forumSearchParams }),
    page('discussion-forum/:topicId', () => import('./forum/ForumTopicPage'), { title: forumTopicTitle, search: ['page'] }),
    page('video', () => import('./videos/VideosPage'), { title: 'title.videos', search: lessonSearchParams }),
    page('video/:slug', () => import('./videos/VideoLessonPage'), { title: videoLessonTitle }),
    page('help', () => import('./help/HelpPage'), { title: 'title.help' }),
    redirect('testinstraction', '/dashboard/test-instruction', 'title.testInstructions'),
    redirect('testsummury', '/dashboard/test-summary', 'title.testSummary'),
    redirect('testresult', '/dashboard/test-result', 'title.testResult'),
    page('*', () => import('./NotFoundPage'), { title: 'notFound.title' }),
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
        page(undefined, () => import('./home/HomePage'), { title: 'app.tagline' }),
        page('about', () => import('./about/AboutPage'), { title: 'nav.about' }),
        page('course', () => import('./courses/CoursesPage'), { title: 'nav.courses', search: courseSearchParams }),
        page('course/:slug', () => import('./course/CourseLandingPage'), { title: courseTitle }),
        page('sbi-po-exam', () => import('./course/CourseLandingPage'), { title: courseTitle }),
        page('exam/:slug', () => import('./exam/ExamPage'), { title: examTitle }),
        page('test-series', () => import('./test-series/TestSeriesListPage'), { title: 'footer.testSeries' }),
        page('test-series/:slug', () => import('./test-series/TestSeriesPage'), { title: testSeriesTitle }),
        page('library', () => import('./library/LibraryPage'), { title: 'title.library' }),
        page('library/:slug', () => import('./library/BookPage'), { title: bookTitle }),
        page('subscription-plans', () => import('./plans/SubscriptionPlansPage'), { title: 'title.plans', search: ['exam'] }),
        page('search', () => import('./search/SearchPage'), { title: searchTitle, search: siteSearchParams }),
        page('*', () => import('./NotFoundPage'), { title: 'notFound.title' }),
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
