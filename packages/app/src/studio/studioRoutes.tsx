import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '../components/PageStates';
import { useStudioText } from './i18n/studioText';
import { RequireStaff } from './layout/RequireStaff';
import StudioFrame from './layout/StudioFrame';

// Each page is a file of its own, loaded when it is opened.
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function StudioPage() {
    const t = useStudioText();
    return (
      <Suspense fallback={<LoadingState text={t('frame.loading')} />}>
        <Page />
      </Suspense>
    );
  };
}

const SetPasswordPage = page(() => import('./set-password/SetPasswordPage'));
const SecurityPage = page(() => import('./security/SecurityPage'));
const StudioHomePage = page(() => import('./home/StudioHomePage'));
const AuditPage = page(() => import('./audit/AuditPage'));
const QuestionsPage = page(() => import('./questions/QuestionsPage'));
const EditorPage = page(() => import('./editor/EditorPage'));
const ReviewPage = page(() => import('./review/ReviewPage'));
const ReportsPage = page(() => import('./reports/ReportsPage'));
const ChallengesPage = page(() => import('./challenges/ChallengesPage'));
const QualityPage = page(() => import('./quality/QualityPage'));
const ImportPage = page(() => import('./import/ImportPage'));
const TestsPage = page(() => import('./tests/TestsPage'));
const TestEditorPage = page(() => import('./tests/TestEditorPage'));
const TestPreviewPage = page(() => import('./tests/TestPreviewPage'));
const NotFoundPage = page(() => import('../routes/NotFoundPage'));

/**
 * `/studio/*`: the team's frame and pages, under the studio's router (main.tsx). The password
 * link and the enrolment come before any staff session.
 */
export const studioRoutes: RouteObject[] = [
  {
    element: <StudioFrame />,
    children: [
      { path: 'set-password', element: <SetPasswordPage /> },
      { path: 'security', element: <SecurityPage /> },
      {
        element: <RequireStaff />,
        children: [
          { index: true, element: <StudioHomePage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'questions', element: <QuestionsPage /> },
          { path: 'questions/new', element: <EditorPage /> },
          { path: 'questions/:key', element: <EditorPage /> },
          { path: 'review', element: <ReviewPage /> },
          { path: 'reports', element: <ReportsPage /> },
          { path: 'challenges', element: <ChallengesPage /> },
          { path: 'quality', element: <QualityPage /> },
          { path: 'import', element: <ImportPage /> },
          { path: 'tests', element: <TestsPage /> },
          { path: 'tests/new', element: <TestEditorPage /> },
          { path: 'tests/:id', element: <TestEditorPage /> },
          { path: 'tests/:id/preview', element: <TestPreviewPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
